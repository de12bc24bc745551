import { NO_PLANS } from '@balcao/domain/subscriptions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { PlansPage } from './plans-page';

const server = startMswServer();

const plan = (id: number, title: string, active: boolean) => ({
  id,
  title,
  description: null,
  active,
  bullets: [],
  basicValues: [],
  idCheckout: null,
  bankSlipDescription: null,
  enableBankSlip: true,
  enableCreditCard: true,
  enablePixPayment: true,
});

describe('PlansPage', { timeout: 20_000 }, () => {
  it('lists by title with 20 a page, flips a plan’s active toggle at once and reads the list again', async () => {
    let plans = [plan(1, 'Plano Essencial', true), plan(2, 'Plano Legado', false)];
    const asked: URLSearchParams[] = [];
    const flips: unknown[] = [];
    server.use(
      http.get(`${GATEWAY}/payment/plans`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ content: plans, totalElements: 2, totalPages: 1, number: 0, size: 20 });
      }),
      http.patch(`${GATEWAY}/payment/plans/:id`, async ({ request, params }) => {
        const body = (await request.json()) as { active: boolean };
        flips.push({ id: params.id, ...body });
        plans = plans.map((p) => (String(p.id) === params.id ? { ...p, active: body.active } : p));
        return HttpResponse.json(plans.find((p) => String(p.id) === params.id));
      }),
    );
    renderWithApp(<PlansPage search={{ title: 'plano', page: 1 }} onSearchChange={() => undefined} />, {
      session: demoSession(),
    });
    const table = await screen.findByRole('table');
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ page: '0', size: '20', title: 'plano' });
    expect(within(table).getByRole('link', { name: 'Editar Plano Legado' }).getAttribute('href')).toBe(
      '/meus-planos/2',
    );
    expect(screen.getByRole('link', { name: 'Criar plano' }).getAttribute('href')).toBe('/meus-planos/0');
    const legacy = screen.getByRole('switch', { name: 'Plano Legado ativo' }) as HTMLInputElement;
    expect(legacy.checked).toBe(false);
    fireEvent.click(legacy);
    await waitFor(() => expect(flips).toEqual([{ id: '2', active: true }]));
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Plano Legado ativo' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(asked.length).toBeGreaterThan(1);
  });

  it('says Sem Planos cadastrados without plans', async () => {
    server.use(
      http.get(`${GATEWAY}/payment/plans`, () =>
        HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 }),
      ),
    );
    renderWithApp(<PlansPage search={{ title: '', page: 1 }} onSearchChange={() => undefined} />, {
      session: demoSession(),
    });
    expect(await screen.findByText(NO_PLANS)).toBeTruthy();
  });
});
