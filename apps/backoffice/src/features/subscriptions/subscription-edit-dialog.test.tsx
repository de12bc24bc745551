import { SUBSCRIPTION_UPDATED_MESSAGE } from '@balcao/domain/subscriptions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { Plan } from './api';
import { SubscriptionEditDialog } from './subscription-edit-dialog';
import { aSubscription, SUBSCRIPTION_ID } from './test-fixtures';

const server = startMswServer();
const ID = SUBSCRIPTION_ID;

// No charges: the dialog edits the plan, periodicity and value only.
const subscription = aSubscription({ charges: [] });

const plan = (id: number, title: string, active = true) =>
  ({
    id,
    title,
    description: null,
    active,
    bullets: [],
    basicValues: [{ type: 'MONTHLY', value: 49.9, valuePerMonth: 49.9 }],
    idCheckout: null,
    bankSlipDescription: null,
    enableBankSlip: true,
    enableCreditCard: true,
    enablePixPayment: true,
  }) as Plan;

describe('SubscriptionEditDialog', { timeout: 20_000 }, () => {
  it('opens with the subscription’s plan, periodicity and value; says what is missing; sends the edit', async () => {
    const patches: unknown[] = [];
    server.use(
      http.get(`${GATEWAY}/payment/plans`, () =>
        HttpResponse.json({
          content: [plan(1, 'Plano Essencial'), plan(2, 'Plano Plus'), plan(3, 'Plano Antigo', false)],
          totalElements: 3,
          totalPages: 1,
          number: 0,
          size: 100,
        }),
      ),
      http.patch(`${GATEWAY}/payment/subscriptions/${ID}`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json(subscription);
      }),
    );
    const onClose = vi.fn();
    renderWithApp(<SubscriptionEditDialog subscription={subscription} onClose={onClose} />, {
      session: demoSession(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Editar recorrência' });
    await within(dialog).findByRole('option', { name: 'Plano Plus' });
    expect(within(dialog).queryByRole('option', { name: 'Plano Antigo' })).toBeNull();
    const planSelect = within(dialog).getByLabelText('Plano') as HTMLSelectElement;
    const periodicity = within(dialog).getByLabelText('Periodicidade') as HTMLSelectElement;
    const value = within(dialog).getByLabelText('Valor') as HTMLInputElement;
    expect([planSelect.value, periodicity.value]).toEqual(['1', 'MONTHLY']);
    expect(value.value).toContain('49,90');

    fireEvent.change(value, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Preenchimento obrigatório!')).toBeTruthy();
    expect(patches).toEqual([]);

    fireEvent.change(planSelect, { target: { value: '2' } });
    fireEvent.change(periodicity, { target: { value: 'YEARLY' } });
    fireEvent.change(value, { target: { value: '59900' } });
    fireEvent.change(within(dialog).getByLabelText('Descrição do boleto'), { target: { value: 'Clube' } });
    await waitFor(() => expect(within(dialog).queryByText('Preenchimento obrigatório!')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(SUBSCRIPTION_UPDATED_MESSAGE)).toBeTruthy();
    expect(patches).toEqual([
      { idPlan: 2, basicValueRequest: { type: 'YEARLY', value: 599 }, bankSlipDescription: 'Clube' },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
