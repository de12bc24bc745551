import { formatBRL } from '@balcao/domain/money';
import { PIX_LIMIT_SUCCESS_MESSAGE } from '@balcao/domain/pix';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Route } from '../../routes/_app.pix-config';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, loaderOf, renderWithApp } from '../../test/render-with-app';
import { expectRouteError, unavailable } from '../../test/route-error';
import type { PixLimit } from './api';
import { PixLimitsPage } from './pix-limits-page';

const server = startMswServer();
const URL = `${GATEWAY}/banking/accounts/limits`;
const ACCOUNT = '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d';
const limit = (period: 'DAY' | 'NIGHT', amount: number, extra: Partial<PixLimit> = {}): PixLimit => ({
  limitId: period === 'DAY' ? '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c' : '4a3b2c1d-0e9f-4a8b-8c7d-6e5f4a3b2c1d',
  accountId: ACCOUNT,
  period,
  amount,
  scheduledAmount: null,
  scheduledFor: null,
  requestedAt: null,
  ...extra,
});

/** A gateway in miniature: an increase is scheduled, a decrease is in force; each PATCH is recorded. */
function limitsServer(initial: PixLimit[]) {
  let limits = initial;
  const patches: unknown[] = [];
  server.use(
    http.get(URL, () => HttpResponse.json(limits)),
    http.patch(URL, async ({ request }) => {
      const body = (await request.json()) as { limitId: string; amount: number };
      patches.push(body);
      await delay(20);
      limits = limits.map((l) => {
        if (l.limitId !== body.limitId) return l;
        if (body.amount > l.amount)
          return {
            ...l,
            scheduledAmount: body.amount,
            scheduledFor: '2026-11-26T15:00:00Z',
            requestedAt: '2026-11-25T15:00:00Z',
          };
        return { ...l, amount: body.amount, scheduledAmount: null, scheduledFor: null, requestedAt: null };
      });
      return HttpResponse.json(limits.find((l) => l.limitId === body.limitId));
    }),
  );
  return patches;
}

const renderPage = () =>
  renderWithApp(<PixLimitsPage />, {
    session: demoSession({ bankingRoles: ['B_SELLER_ADMIN'] }),
    path: '/pix-config',
    loader: loaderOf(Route),
  });
const section = async () => within(await screen.findByRole('region', { name: 'Limite de transferências' }));

describe('/pix-config', () => {
  it('shows the day and the night limit with their windows', async () => {
    limitsServer([limit('DAY', 10000), limit('NIGHT', 1000)]);
    renderPage();
    const card = await section();
    expect(card.getByRole('region', { name: 'Limite diurno' }).textContent).toContain(formatBRL(1_000_000));
    expect(card.getByRole('region', { name: 'Limite noturno' }).textContent).toContain('das 20:00 às 05:59');
    expect((card.getByRole('button', { name: 'Editar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('edits, confirms and sends one PATCH per period (§7.3), then shows the increase in process', async () => {
    const patches = limitsServer([limit('DAY', 10000), limit('NIGHT', 1000)]);
    renderPage();
    const card = await section();
    fireEvent.click(card.getByRole('button', { name: 'Editar' }));
    const night = card.getByRole('textbox', { name: /Limite noturno/ });
    fireEvent.change(night, { target: { value: '300000' } });
    expect((night as HTMLInputElement).value).toBe(formatBRL(3_000_00));
    fireEvent.click(card.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Alterar limites de Pix?' });
    expect(dialog.textContent).toContain('aumento: vale em 24 horas');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(PIX_LIMIT_SUCCESS_MESSAGE)).toBeTruthy();
    expect(patches).toEqual([
      { limitId: limit('DAY', 0).limitId, accountId: ACCOUNT, amount: 10000 },
      { limitId: limit('NIGHT', 0).limitId, accountId: ACCOUNT, amount: 3000 },
    ]);
    const after = await section();
    await waitFor(() =>
      expect(after.getByText(/Alteração em processamento/).textContent).toContain('26/11/2026 às 12:00'),
    );
    expect((after.getByRole('button', { name: 'Editar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps Salvar disabled while a limit is empty, and Cancelar drops the edit', async () => {
    const patches = limitsServer([limit('DAY', 10000), limit('NIGHT', 1000)]);
    renderPage();
    const card = await section();
    fireEvent.click(card.getByRole('button', { name: 'Editar' }));
    fireEvent.change(card.getByRole('textbox', { name: /Limite diurno/ }), { target: { value: '' } });
    expect((card.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(card.getByRole('button', { name: 'Cancelar' }));
    expect(card.getByRole('region', { name: 'Limite diurno' }).textContent).toContain(formatBRL(1_000_000));
    expect(patches).toEqual([]);
  });

  it("shows the server's errors as 'code - description' and keeps the dialog open", async () => {
    limitsServer([limit('DAY', 10000), limit('NIGHT', 1000)]);
    server.use(
      http.patch(URL, () =>
        HttpResponse.json(
          { errors: [{ code: 'VALIDATION', description: 'Limite: informe um valor válido.' }] },
          { status: 400 },
        ),
      ),
    );
    renderPage();
    const card = await section();
    fireEvent.click(card.getByRole('button', { name: 'Editar' }));
    fireEvent.change(card.getByRole('textbox', { name: /Limite diurno/ }), { target: { value: '500000' } });
    fireEvent.click(card.getByRole('button', { name: 'Salvar' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('VALIDATION - Limite: informe um valor válido.')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it("titles the route's error 'Conta não configurada.' when the account is missing or not active", async () => {
    server.use(
      http.get(URL, () =>
        HttpResponse.json(
          { errors: [{ code: 'ACCOUNT_NOT_ACTIVE', description: 'Conta não configurada.' }] },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Conta não configurada.' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'ACCOUNT_NOT_ACTIVE - Conta não configurada.',
    );
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
  });

  it("shows a failed read as the route's error state, and reads again on 'Tentar novamente'", async () => {
    let fail = true;
    server.use(
      http.get(URL, () =>
        fail ? unavailable('BNK-500') : HttpResponse.json([limit('DAY', 10000), limit('NIGHT', 1000)]),
      ),
    );
    renderPage();
    await expectRouteError('BNK-500');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await section()).toBeTruthy();
  });
});
