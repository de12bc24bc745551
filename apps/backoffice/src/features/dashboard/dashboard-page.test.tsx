import { addDays } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AppSession } from '../../app/session';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { expectRouteError, unavailable } from '../../test/route-error';
import { chargeQueries } from '../charges/api';
import type { DashboardCharge, SellerDashboard } from './api';
import { BALANCE_FAILED, BALANCE_NOT_ALLOWED } from './balance-card';
import { DashboardPage } from './dashboard-page';
import { validateDashboardSearch } from './search';

const server = startMswServer();
const TODAY = '2026-11-22';

function chartFor(
  startDate: string,
  endDate: string,
  paidPerDay = 10.5,
  firstChargeDate: string | null = '2025-01-10',
) {
  const lines = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1))
    lines.push({ date: day, paidAmount: paidPerDay, lateAmount: 2, scheduledAmount: 0 });
  const paid = Math.round(paidPerDay * 100) * lines.length;
  return {
    period: { startDate, endDate },
    lines,
    metrics: {
      paidAmount: paid / 100,
      lateAmount: (200 * lines.length) / 100,
      scheduledAmount: 0,
      defaultRate: 0,
      timeSaved: 0,
      newBuyerQty: 0,
    },
    firstChargeDate,
  } satisfies SellerDashboard;
}

const charge = (i: number, status: DashboardCharge['status'] = 'PAID'): DashboardCharge => ({
  uuid: `c0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  buyerName: `Cliente ${i}`,
  paidDate: status === 'PAID' ? '2026-11-20' : null,
  expirationDate: '2026-11-20',
  amount: 10.5,
  status,
});

interface Answers {
  paidPerDay?: number;
  charges?: DashboardCharge[];
  first?: string | null;
  balance?: () => Response;
}

/** Answers the dashboard's calls and records each call's path and query. */
function answer({ paidPerDay = 10.5, charges = [charge(1)], first = '2025-01-10', balance }: Answers = {}) {
  const asked: { path: string; query: Record<string, string> }[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams);
    asked.push({ path: url.pathname.replace('/payment', ''), query });
    return query;
  };
  server.use(
    http.get(`${GATEWAY}/payment/seller/dashboard`, ({ request }) => {
      const q = record(request);
      return HttpResponse.json(chartFor(q.startDate!, q.endDate!, paidPerDay, first));
    }),
    http.get(`${GATEWAY}/payment/charges/dashboard`, ({ request }) => {
      const q = record(request);
      return HttpResponse.json({
        content: charges.filter((c) => q.status === 'ALL' || c.status === q.status),
        size: 1000,
      });
    }),
    http.get(`${GATEWAY}/payment/charges`, ({ request }) => {
      record(request);
      const content = first ? [{ expirationDate: first }] : [];
      return HttpResponse.json({ content, totalElements: content.length, totalPages: 1, number: 0, size: 1 });
    }),
    http.get(`${GATEWAY}/payment/sellers/balance`, ({ request }) => {
      record(request);
      return (
        balance?.() ?? HttpResponse.json({ totalAmount: 150.75, amount: 100.5, provisionedAmount: 50.25 })
      );
    }),
  );
  return asked;
}

function RoutedPage() {
  const search = validateDashboardSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <DashboardPage
      search={search}
      today={TODAY}
      onSearchChange={(next) => void navigate({ to: '.', search: next as never })}
    />
  );
}

const ALL_FEATURES: AppSession['features'] = [
  'view_seller_payment_link',
  'view_seller_balance',
  'view_seller_finance',
  'view_fast_payment_link',
];
const renderAt = (path = '/', overrides: Partial<AppSession> = {}) =>
  renderWithApp(<RoutedPage />, { session: demoSession({ features: ALL_FEATURES, ...overrides }), path });

describe('DashboardPage', { timeout: 30_000 }, () => {
  it('greets with the trade name, or the company name when it is empty', async () => {
    answer();
    const { unmount } = renderAt();
    expect(await screen.findByRole('heading', { name: 'Olá, Loja Exemplo!' })).toBeTruthy();
    unmount();
    renderAt('/', { fantasyName: '' });
    expect(await screen.findByRole('heading', { name: 'Olá, Loja Exemplo Ltda!' })).toBeTruthy();
  });

  it('offers Criar cobrança by the domain rule, whatever routes the test app has', async () => {
    answer();
    const { unmount } = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Criar cobrança' }));
    const menu = screen.getByRole('dialog', { name: 'Criar cobrança' });
    expect(within(menu).getByRole('link', { name: 'Link Rápido' }).getAttribute('href')).toBe(
      '/seja-pago/criar/link-rapido',
    );
    unmount();
    const { unmount: unmount2 } = renderAt('/', { features: [...ALL_FEATURES, 'disable_paymentlink'] });
    await screen.findByRole('heading', { name: 'Receita' });
    expect(screen.queryByRole('button', { name: 'Criar cobrança' })).toBeNull();
    unmount2();
    // Without view_seller_payment_link the creation routes refuse, so the menu offers nothing (issue 26).
    renderAt('/', { features: ALL_FEATURES.filter((f) => f !== 'view_seller_payment_link') });
    await screen.findByRole('heading', { name: 'Receita' });
    expect(screen.queryByRole('button', { name: 'Criar cobrança' })).toBeNull();
  });

  it('shows the balance for an admin with both features', async () => {
    const asked = answer();
    renderAt();
    const card = await screen.findByRole('region', { name: 'Saldo' });
    await waitFor(() => expect(card.textContent).toContain(formatBRL(15075)));
    expect(card.textContent).toContain(`Disponível${formatBRL(10050)}`);
    expect(card.textContent).toContain(`A liberar${formatBRL(5025)}`);
    expect(asked.filter((a) => a.path === '/sellers/balance')).toHaveLength(1);
  });

  it('hides the card without view_seller_balance, and never asks for figures without view_seller_finance', async () => {
    let asked = answer();
    const { unmount } = renderAt('/', { features: ['view_seller_finance'] });
    await screen.findByRole('heading', { name: 'Receita' });
    expect(screen.queryByRole('region', { name: 'Saldo' })).toBeNull();
    unmount();
    asked = answer();
    renderAt('/', { features: ['view_seller_balance'] });
    const card = await screen.findByRole('region', { name: 'Saldo' });
    expect(within(card).getByText(BALANCE_NOT_ALLOWED)).toBeTruthy();
    await screen.findAllByText(/Cliente 1/);
    expect(asked.some((a) => a.path === '/sellers/balance')).toBe(false);
  });

  it('offers one manual retry of the balance, then asks to try later', async () => {
    answer({
      balance: () => HttpResponse.json({ errors: [{ code: 'X', description: 'falha' }] }, { status: 500 }),
    });
    renderAt();
    const card = await screen.findByRole('region', { name: 'Saldo' });
    await within(card).findByText(BALANCE_FAILED);
    await userEvent.click(within(card).getByRole('button', { name: 'Tentar novamente' }));
    await within(card).findByText('Tente novamente mais tarde.');
    expect(within(card).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it("shows a failed chart read as the route's error state, with the gateway's lines as toasts", async () => {
    answer();
    server.use(http.get(`${GATEWAY}/payment/seller/dashboard`, () => unavailable('PAY-500')));
    renderAt();
    await expectRouteError('PAY-500');
    expect(screen.queryByText('Não foi possível carregar a receita do período.')).toBeNull();
  });

  it('asks the chart and the list for the same week, then the same month after the switch, kept in the URL', async () => {
    const asked = answer();
    const { router } = renderAt();
    await screen.findAllByText(/Cliente 1/);
    const week = { startDate: '2026-11-16', endDate: TODAY };
    expect(asked.find((a) => a.path === '/seller/dashboard')?.query).toEqual(week);
    expect(asked.find((a) => a.path === '/charges/dashboard')?.query).toEqual({
      ...week,
      status: 'ALL',
      size: '1000',
      sort: 'date,DESC',
    });
    expect(asked.find((a) => a.path === '/charges')?.query).toEqual({
      chargeFilterConfig: 'ALL',
      size: '1',
      page: '0',
      sort: 'expirationDate,ASC',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mês' }));
    const month = { startDate: '2026-11-01', endDate: '2026-11-30' };
    // Both reads of the month, in whichever order they arrive (a busy machine may answer one first).
    await waitFor(() =>
      expect(
        asked
          .filter((a) => a.query.startDate === month.startDate && a.query.endDate === month.endDate)
          .map((a) => a.path)
          .sort(),
      ).toEqual(['/charges/dashboard', '/seller/dashboard']),
    );
    expect(router.state.location.search).toMatchObject({ period: 'month' });
    await screen.findByRole('button', { name: 'Mês: Novembro de 2026' });
  });

  it('picks a week from any start day, never before the first charge', async () => {
    const asked = answer({ first: '2026-11-03' });
    renderAt();
    await userEvent.click(
      await screen.findByRole('button', { name: /^Semana: 16\/11\/2026 a 22\/11\/2026$/ }),
    );
    const before = screen.getByRole('button', { name: 'segunda-feira, 2 de novembro de 2026' });
    expect(before.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'terça-feira, 10 de novembro de 2026' }));
    await screen.findByRole('button', { name: 'Semana: 10/11/2026 a 16/11/2026' });
    await waitFor(() =>
      expect(asked.at(-1)?.query).toMatchObject({ startDate: '2026-11-10', endDate: '2026-11-16' }),
    );
  });

  it('reads the period from the URL on a reload and labels a month’s axis with day numbers', async () => {
    const asked = answer();
    const { container } = renderAt('/?period=month&month=2026-10&status=PAID');
    await screen.findByRole('button', { name: 'Mês: Outubro de 2026' });
    await waitFor(() =>
      expect(asked.find((a) => a.path === '/charges/dashboard')?.query.status).toBe('PAID'),
    );
    expect(asked.find((a) => a.path === '/seller/dashboard')?.query).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(screen.getByRole('button', { name: 'Pagas' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(container.querySelector('svg text')).toBeTruthy());
    const ticks = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(ticks).toContain('31');
    expect(ticks).not.toContain('sáb');
  });

  it('labels a week’s axis with short weekday names', async () => {
    answer();
    const { container } = renderAt();
    await waitFor(() => expect(container.querySelector('svg text')).toBeTruthy());
    const ticks = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(ticks).toEqual(expect.arrayContaining(['seg', 'sáb', 'dom']));
  });

  it('gives the chart’s figures as a table, hidden on screen until asked', async () => {
    answer();
    renderAt();
    const table = await screen.findByRole('table', { name: 'Receita por dia do período' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 7 + 1);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('16/11/2026');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([formatBRL(1050), formatBRL(200)]);
    expect(
      within(rows[8]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([formatBRL(7350), formatBRL(1400)]);
    const toggle = screen.getByRole('button', { name: 'Mostrar tabela' });
    expect(table.className).not.toContain('table');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar tabela' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('filters the list to Pagas and Atrasadas and links each row to its charge', async () => {
    const asked = answer({ charges: [charge(1), charge(2, 'LATE')] });
    renderAt();
    const list = await screen.findByRole('list', { name: 'Cobranças do período' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).getAllByRole('link')[0]!.getAttribute('href')).toBe(`/cobrancas/${charge(1).uuid}`);
    expect(screen.getByRole('link', { name: 'ver todos' }).getAttribute('href')).toBe('/cobrancas');
    await userEvent.click(screen.getByRole('button', { name: 'Atrasadas' }));
    await waitFor(() => expect(asked.at(-1)?.query.status).toBe('LATE'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Cobranças do período' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.getByText('Cliente 2')).toBeTruthy();
  });

  it('shows the empty texts: for the period when the seller has charges, “ainda” when it has none', async () => {
    answer({ paidPerDay: 0, charges: [], first: '2025-01-10' });
    const { unmount } = renderAt('/?status=PAID');
    await screen.findAllByText('Sem dados de receita para o período selecionado');
    expect(
      screen.getAllByText('Você verá o resumo da sua receita recebida e projetada aqui').length,
    ).toBeGreaterThan(0);
    unmount();
    server.resetHandlers();
    answer({ paidPerDay: 0, charges: [], first: null });
    renderAt();
    await waitFor(() => expect(screen.getAllByText('Sem dados de receita ainda')).toHaveLength(1));
  });

  it('refreshes its figures when a charges mutation invalidates the charges prefix', async () => {
    const asked = answer();
    const { services } = renderAt();
    await screen.findAllByText(/Cliente 1/);
    const charts = () => asked.filter((a) => a.path === '/seller/dashboard').length;
    const before = charts();
    await services.queryClient.invalidateQueries({ queryKey: chargeQueries.all() });
    await waitFor(() => expect(charts()).toBe(before + 1));
  });
});
