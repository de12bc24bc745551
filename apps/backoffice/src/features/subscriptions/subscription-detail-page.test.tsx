import { formatBRL } from '@balcao/domain/money';
import { SUBSCRIPTION_INVOICE_ON_MESSAGE, SUBSCRIPTION_STATUS_CONFIRM } from '@balcao/domain/subscriptions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { Subscription } from './api';
import { initialsOf, SubscriptionDetailPage } from './subscription-detail-page';
import { aSubscription, SUBSCRIPTION_ID } from './test-fixtures';

const server = startMswServer();
const ID = SUBSCRIPTION_ID;
const subscription = aSubscription;

function serve(initial: Subscription) {
  let current = initial;
  const patches: { url: string; body: unknown }[] = [];
  server.use(
    http.get(`${GATEWAY}/payment/subscriptions/${ID}`, () => HttpResponse.json(current)),
    http.patch(`${GATEWAY}/payment/subscriptions/${ID}/:what`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, boolean>;
      patches.push({ url: String(params.what), body });
      current =
        params.what === 'invoice'
          ? { ...current, invoiceEnabled: Boolean(body.enabled) }
          : { ...current, status: body.active ? 'ACTIVE' : 'INACTIVE' };
      return HttpResponse.json(current);
    }),
    http.get(`${GATEWAY}/payment/plans`, () =>
      HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 100 }),
    ),
  );
  return patches;
}

describe('SubscriptionDetailPage', { timeout: 20_000 }, () => {
  it('shows the sections and latest charges; an active one is edited and its status changed after the confirmation', async () => {
    const patches = serve(subscription());
    renderWithApp(<SubscriptionDetailPage id={ID} />, { session: demoSession() });
    expect(await screen.findByRole('heading', { name: 'Maria Souza Lima' })).toBeTruthy();
    expect(initialsOf('Maria Souza Lima')).toBe('ML');
    expect(screen.getByText('Desativada')).toBeTruthy();
    const charges = screen.getByRole('table', { name: 'Últimas cobranças' });
    expect(within(charges).getByRole('link', { name: '10/11/2026' }).getAttribute('href')).toBe(
      '/cobrancas/c0000000-0000-4000-8000-000100000001',
    );
    expect(screen.getByRole('button', { name: 'Editar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Alterar status' }));
    expect(await screen.findByText(SUBSCRIPTION_STATUS_CONFIRM)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(patches).toEqual([{ url: 'status', body: { active: false } }]));
    // Cancelled: no more edit or status change.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Alterar status' })).toBeNull();
  });

  it('shows the value of the subscription’s own period, the figure its charges carry (issue 25)', async () => {
    serve(
      subscription({
        basicValue: { type: 'YEARLY', value: 958.8, valuePerMonth: 79.9 },
        charges: [
          {
            uuid: 'c0000000-0000-4000-8000-000100000001',
            expirationDate: '2026-11-10',
            status: 'PAID',
            value: 958.8,
          },
        ],
      }),
    );
    renderWithApp(<SubscriptionDetailPage id={ID} />, { session: demoSession() });
    await screen.findByRole('heading', { name: 'Maria Souza Lima' });
    expect(screen.queryByText('Valor mensal')).toBeNull();
    expect(screen.getByText('Valor anual').nextElementSibling?.textContent).toBe(formatBRL(95880));
    const charges = screen.getByRole('table', { name: 'Últimas cobranças' });
    expect(
      within(charges)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain(formatBRL(95880));
  });

  it('toggles the automatic invoice through a confirmation, with §8’s toast', async () => {
    const patches = serve(subscription());
    renderWithApp(<SubscriptionDetailPage id={ID} />, { session: demoSession() });
    await screen.findByText('Desativada');
    fireEvent.click(screen.getByRole('button', { name: 'Ativar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(SUBSCRIPTION_INVOICE_ON_MESSAGE)).toBeTruthy();
    expect(patches).toEqual([{ url: 'invoice', body: { enabled: true } }]);
    expect(await screen.findByRole('button', { name: 'Desativar' })).toBeTruthy();
    expect(screen.queryByText('Desativada')).toBeNull();
  });

  it('offers a defaulter reactivation or cancellation but no edit, and neither with an anticipation', async () => {
    serve(subscription({ status: 'DEFAULTER' }));
    const first = renderWithApp(<SubscriptionDetailPage id={ID} />, { session: demoSession() });
    await screen.findByRole('button', { name: 'Ativar recorrência' });
    expect(screen.getByRole('button', { name: 'Cancelar recorrência' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    first.unmount();
    serve(subscription({ status: 'PENDING', anticipated: true }));
    renderWithApp(<SubscriptionDetailPage id={ID} />, { session: demoSession() });
    const reactivate = (await screen.findByRole('button', {
      name: 'Ativar recorrência',
    })) as HTMLButtonElement;
    expect(reactivate.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancelar recorrência' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
