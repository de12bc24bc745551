import { formatBRL } from '@balcao/domain/money';
import { defaultPaymentsListFilters } from '@balcao/domain/payables';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Route } from '../../routes/_app.pagamentos';
import { startMswServer } from '../../test/msw';
import { canPickDate, pickDate } from '../../test/pick-date';
import { demoSession, loaderOf, renderWithApp } from '../../test/render-with-app';
import { aPayment, BANKING, paymentPage, paymentReads } from './payments.fixture';
import { PaymentsPage } from './payments-page';
import { type PaymentsView, searchOf, validatePaymentsSearch, viewOf } from './search';

const server = startMswServer();
const ADMIN = ['B_SELLER_ADMIN', 'BANKING_ADMIN'];

const views: PaymentsView[] = [];
/** The route's wiring: the view from the URL through validateSearch, changes back into the URL. */
function RoutedPage() {
  const view = viewOf(validatePaymentsSearch(useSearch({ strict: false })));
  const navigate = useNavigate();
  return (
    <PaymentsPage
      view={view}
      onViewChange={(next) => {
        views.push(next);
        void navigate({ to: '.', search: searchOf(next) as never, replace: next.search !== view.search });
      }}
    />
  );
}

function open(roles: string[], initial: Partial<PaymentsView> = {}) {
  views.length = 0;
  const view: PaymentsView = { ...defaultPaymentsListFilters(initial.tab), sort: null, ...initial };
  const query = new URLSearchParams(
    Object.entries(searchOf(view)).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  return renderWithApp(<RoutedPage />, {
    session: demoSession({ roles: roles as never, features: ['view_seller_accounts_payable'] }),
    path: query ? `/pagamentos?${query}` : '/pagamentos',
    // The route's loader: a new view loads before the page changes, as in the app.
    loader: loaderOf(Route),
    // The date filters' calendars open on the gateway's today: pinned where the dates picked below are, so
    // the machine's date never moves them (at 2028-12-31 November 2026 was past the calendar's reach).
    gatewayNow: '2026-11-25T15:00:00Z',
  });
}
const last = (asked: URL[]) => asked[asked.length - 1] as URL;

describe('PaymentsPage', { timeout: 20_000 }, () => {
  it('lists the Enviados tab by scheduled date with each column, and says when there is nothing', async () => {
    const paid = aPayment({ status: 'PAID', beneficiary: 'Papelaria Aurora Ltda', amount: 1250.9 });
    const slip = aPayment({
      transactionType: 'BANK_SLIP',
      // A status the provider may add later.
      status: 'WEIRD' as never,
      beneficiary: 'Condomínio Central',
      costCenter: null,
      scheduledDate: '2026-12-10',
    });
    const reads = paymentReads(() => paymentPage([paid, slip]));
    server.use(...reads.handlers);
    open(ADMIN);
    const row = (await screen.findByText('Condomínio Central')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Boleto');
    expect(row.textContent).toContain('10/12/2026');
    // §4.6: an unknown status reads 'Processando'.
    expect(row.textContent).toContain('Processando');
    const first = screen.getByText('Papelaria Aurora Ltda').closest('tr') as HTMLElement;
    expect(first.textContent).toContain('Pix');
    expect(first.textContent).toContain('Administrativo');
    expect(first.textContent).toContain('Pago');
    expect(first.textContent).toContain(formatBRL(125_090));
    const query = last(reads.asked).searchParams;
    expect(query.get('sort')).toBe('scheduledDate,DESC');
    expect(query.get('size')).toBe('5');
    expect(query.get('page')).toBe('0');
    expect(query.getAll('status')).not.toContain('REQUESTED');
    expect(query.getAll('status')).not.toContain('FAILED');
    expect(query.getAll('status')).toContain('SCHEDULED');
    // Everything fits in one page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();

    server.use(...paymentReads(() => paymentPage([])).handlers);
    fireEvent.click(screen.getByRole('tab', { name: 'Rejeitados' }));
    expect(await screen.findByText('Sem dados de pagamentos.')).toBeTruthy();
  });

  it('asks each tab for its statuses, resets the status filter and the page', async () => {
    const reads = paymentReads(() => paymentPage([aPayment()], 12));
    server.use(...reads.handlers);
    open(ADMIN, { page: 2 });
    await screen.findByText('Mostrando 6 a 10 de 12 pagamentos');
    fireEvent.click(screen.getByRole('tab', { name: 'Em aprovação' }));
    await waitFor(() => expect(last(reads.asked).searchParams.getAll('status')).toEqual(['REQUESTED']));
    expect(views.at(-1)).toMatchObject({ tab: 'APPROVAL', status: 'REQUESTED', page: 1 });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Rejeitados' }));
    await waitFor(() =>
      expect(last(reads.asked).searchParams.getAll('status')).toEqual(['REJECTED', 'FAILED', 'EXPIRED']),
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'FAILED' } });
    await waitFor(() => expect(last(reads.asked).searchParams.getAll('status')).toEqual(['FAILED']));
    fireEvent.click(screen.getByRole('tab', { name: 'Enviados' }));
    expect(views.at(-1)).toMatchObject({ tab: 'SENT', status: 'all', page: 1 });
  });

  it('searches by beneficiary 300 ms after the last keystroke, back on page 1', async () => {
    const reads = paymentReads(() => paymentPage([aPayment()], 12));
    server.use(...reads.handlers);
    open(ADMIN, { page: 3 });
    await screen.findByText('Mostrando 11 a 12 de 12 pagamentos');
    vi.useFakeTimers();
    try {
      const box = screen.getByLabelText('Buscar por beneficiário');
      for (const typed of ['p', 'pa', 'pap']) {
        fireEvent.change(box, { target: { value: typed } });
        await act(() => vi.advanceTimersByTimeAsync(200));
      }
      expect(views).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(views).toEqual([expect.objectContaining({ search: 'pap', page: 1 })]);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(last(reads.asked).searchParams.get('name')).toBe('pap'));
    expect(last(reads.asked).searchParams.get('page')).toBe('0');
  });

  it('shows a search the URL changed elsewhere (another link) without sending the old text back', async () => {
    const reads = paymentReads(() => paymentPage([aPayment()], 12));
    server.use(...reads.handlers);
    const { router } = open(ADMIN, { search: 'pap' });
    await screen.findByText('Papelaria Aurora Ltda');
    const box = screen.getByLabelText('Buscar por beneficiário') as HTMLInputElement;
    expect(box.value).toBe('pap');
    await act(() => router.navigate({ to: '/pagamentos', search: { q: 'aur' } as never }));
    await waitFor(() => expect(box.value).toBe('aur'));
    // Longer than the debounce: the box's earlier text is not sent back over the URL's.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(views).toEqual([]);
    expect(router.state.location.search).toMatchObject({ q: 'aur' });
    await waitFor(() => expect(last(reads.asked).searchParams.get('name')).toBe('aur'));
  });

  it('filters by cost center and dates, and clears the dates with Limpar filtros de data', async () => {
    const reads = paymentReads(() => paymentPage([aPayment()]));
    server.use(...reads.handlers);
    open(ADMIN, { page: 2 });
    await screen.findByText('Papelaria Aurora Ltda');
    expect(screen.queryByRole('button', { name: 'Limpar filtros de data' })).toBeNull();
    // Each change is in the URL (and read) before the next, as the route's loader makes a user wait.
    fireEvent.change(screen.getByLabelText('Centro de custo'), { target: { value: 'marketing' } });
    await waitFor(() => expect(last(reads.asked).searchParams.get('costCenter')).toBe('marketing'));
    pickDate('Data inicial', '2026-11-01');
    await waitFor(() => expect(last(reads.asked).searchParams.get('startDate')).toBe('2026-11-01'));
    pickDate('Data final', '2026-11-30');
    // An end before the start cannot be chosen.
    expect(canPickDate('Data final', '2026-10-31')).toBe(false);
    await waitFor(() => expect(last(reads.asked).searchParams.get('endDate')).toBe('2026-11-30'));
    const query = last(reads.asked).searchParams;
    expect(query.get('costCenter')).toBe('marketing');
    expect(query.get('startDate')).toBe('2026-11-01');
    expect(views.at(-1)).toMatchObject({ page: 1 });
    const asked = reads.asked.length;
    fireEvent.click(await screen.findByRole('button', { name: 'Limpar filtros de data' }));
    // The view without dates (cost center alone) was read a moment ago: the cache shows it, no new read.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Limpar filtros de data' })).toBeNull());
    expect(views.at(-1)).toMatchObject({ costCenter: 'marketing', startDate: '', endDate: '' });
    // What is on screen is the cost center's read without dates: a new one, or the cached one from before.
    const shown =
      reads.asked.slice(asked).at(-1) ??
      reads.asked.findLast(
        (url) => url.searchParams.get('costCenter') === 'marketing' && !url.searchParams.has('startDate'),
      );
    expect(shown?.searchParams.get('costCenter')).toBe('marketing');
    expect(shown?.searchParams.has('startDate')).toBe(false);
    expect(shown?.searchParams.has('endDate')).toBe(false);
  });

  it('sorts by value and pages with at most 5 buttons', async () => {
    const reads = paymentReads((url) => paymentPage([aPayment()], 40, Number(url.searchParams.get('page'))));
    server.use(...reads.handlers);
    open(ADMIN);
    await screen.findByText('Mostrando 1 a 5 de 40 pagamentos');
    const pages = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(pages).getAllByRole('button', { name: /^Página \d+$/ })).toHaveLength(5);
    fireEvent.click(within(pages).getByRole('button', { name: 'Página 4' }));
    await screen.findByText('Mostrando 16 a 20 de 40 pagamentos');
    // Each click waits for the page to show the order it asked for: the next click reads it from the URL.
    fireEvent.click(screen.getByRole('button', { name: /^Valor/ }));
    await waitFor(() => expect(last(reads.asked).searchParams.get('sort')).toBe('amount,DESC'));
    expect(last(reads.asked).searchParams.get('page')).toBe('0');
    fireEvent.click(await screen.findByRole('button', { name: /^Valor.*maior valor primeiro/ }));
    await waitFor(() => expect(last(reads.asked).searchParams.get('sort')).toBe('amount,ASC'));
    fireEvent.click(await screen.findByRole('button', { name: /^Valor.*menor valor primeiro/ }));
    // Back to the default order, whose first page the page read first (scheduledDate,DESC): shown from the cache.
    await screen.findByRole('button', { name: /^Valor.*ordenar pelo valor/ });
    expect(views.at(-1)).toMatchObject({ sort: null, page: 1 });
    expect(reads.asked[0]?.searchParams.get('sort')).toBe('scheduledDate,DESC');
  });

  it("shows a refused list as the route's error state: 'code - description', then Tentar novamente", async () => {
    let refuse = true;
    server.use(
      http.get(`${BANKING}/payments`, () =>
        refuse
          ? HttpResponse.json(
              { errors: [{ code: 'ACCOUNT_NOT_ACTIVE', description: 'Conta não configurada.' }] },
              { status: 409 },
            )
          : undefined,
      ),
      ...paymentReads(() => paymentPage([aPayment({ beneficiary: 'Gráfica Sol' })])).handlers,
    );
    open(ADMIN);
    expect(await screen.findByText('ACCOUNT_NOT_ACTIVE - Conta não configurada.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Conta não configurada.' })).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Gráfica Sol')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Contas a pagar' })).toBeTruthy();
  });
});
