import { addDays, businessToday, formatApiDate } from '@balcao/domain/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayDate, startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { expectRouteError, unavailable } from '../../test/route-error';
import type { ReportRequest } from './api';
import { ReportsPage } from './reports-page';

const server = startMswServer();
const SALES_URL = `${GATEWAY}/payment/automation/reports`;
const BANK_URL = `${GATEWAY}/banking/bank/statements/report`;

/** `now` is the gateway's clock (its answers' `Date` header); the machine's when not given. */
function gateway({ fail = false, now = undefined as string | undefined } = {}) {
  const state = { sales: [] as unknown[], bank: [] as unknown[], history: [] as ReportRequest[] };
  const answer = (body: Record<string, unknown>, type: string): ReportRequest => ({
    id: `9c2b1a0f-8e7d-4c6b-9a5f-4e3d2c1b0a9${state.history.length}`,
    reportType: type as ReportRequest['reportType'],
    accountType: (body.account_type as ReportRequest['accountType']) ?? null,
    startDate: String(body.start_date),
    endDate: String(body.end_date),
    recipientEmail: String(body.recipient_email ?? 'admin@demo.balcao.dev'),
    status: 'PENDING',
    requestedAt: '2026-11-25T15:00:00Z',
    sentAt: null,
    rows: null,
  });
  const failure = () =>
    HttpResponse.json(
      { errors: [{ code: 'INVALID_PERIOD', description: 'A data final não pode ser depois de hoje.' }] },
      { status: 400 },
    );
  server.use(
    http.get('*/config.json', () =>
      HttpResponse.json({ gatewayUrl: GATEWAY, checkoutUrl: `${GATEWAY}/checkout` }),
    ),
    http.get(SALES_URL, () =>
      HttpResponse.json(
        {
          content: state.history,
          totalElements: state.history.length,
          totalPages: 1,
          number: 0,
          size: 10,
        },
        now ? gatewayDate(now) : {},
      ),
    ),
    http.post(SALES_URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.sales.push(body);
      if (fail) return failure();
      const created = answer(body, String(body.report_type));
      state.history.unshift(created);
      return HttpResponse.json(created, { status: 202 });
    }),
    http.post(BANK_URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.bank.push(body);
      const created = answer(body, 'EXTRATO_CONTAS');
      state.history.unshift(created);
      return HttpResponse.json(created, { status: 202 });
    }),
  );
  return state;
}

const render = (roles: string[]) =>
  renderWithApp(<ReportsPage roles={roles} email="admin@demo.balcao.dev" />, {
    session: demoSession(),
    path: '/',
  });

describe('ReportsPage', () => {
  it("shows a failed read of the requests as the route's error state, never as 'Nenhum relatório pedido ainda.'", async () => {
    gateway();
    server.use(http.get(SALES_URL, () => unavailable('PAY-500')));
    render(['SELLER_REPORTS']);
    await expectRouteError('PAY-500');
    expect(screen.queryByText('Nenhum relatório pedido ainda.')).toBeNull();
  });

  it('lists the sales reports for SELLER_REPORTS and only the bank statement for BANKING_REPORT', async () => {
    gateway();
    const { unmount } = render(['SELLER_REPORTS']);
    const list = await screen.findByRole('list', { name: 'Tipos de relatório' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([
      'Vendas',
      'Financeiro',
      'Repasses',
      'Nota Fiscal',
      'Links de Pagamento',
      'Balanço',
      'Chargeback',
      'Extrato',
    ]);
    unmount();
    render(['BANKING_REPORT']);
    const bank = await screen.findByRole('list', { name: 'Tipos de relatório' });
    expect(
      within(bank)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Extrato de contas']);
  });

  it("ends the default period on the gateway's today, a month after the browser's", async () => {
    const gatewayNow = new Date(Date.now() + 31 * 24 * 3600_000);
    gateway({ now: gatewayNow.toISOString() });
    const user = userEvent.setup();
    render(['SELLER_ADMIN']);
    await user.click(await screen.findByRole('button', { name: 'Gerar relatório Vendas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar relatório — Vendas' });
    const today = businessToday(gatewayNow);
    expect(
      within(dialog).getByText(`${formatApiDate(addDays(today, -30))} a ${formatApiDate(today)}`),
    ).toBeTruthy();
  });

  it("asks 'Vendas' for the last 30 days by default and says 'Relatório gerado'", async () => {
    const state = gateway();
    const user = userEvent.setup();
    render(['SELLER_ADMIN']);
    // Reachable by keyboard: the button is in the tab order even while hidden until hover or focus.
    await user.click(await screen.findByRole('button', { name: 'Gerar relatório Vendas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar relatório — Vendas' });
    const today = businessToday(new Date());
    expect(
      within(dialog).getByText(`${formatApiDate(addDays(today, -30))} a ${formatApiDate(today)}`),
    ).toBeTruthy();
    const email = within(dialog).getByLabelText('Enviar para o e-mail');
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));
    expect(await within(dialog).findByText('O campo e-mail é obrigatório!')).toBeTruthy();
    await user.type(email, 'contabil@loja.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByRole('dialog', { name: 'Relatório gerado' })).toBeTruthy();
    expect(
      await screen.findByText('Relatório gerado com sucesso. Será enviado para o email informado.'),
    ).toBeTruthy();
    expect(state.sales).toEqual([
      {
        report_type: 'VENDAS',
        recipient_email: 'contabil@loja.com.br',
        start_date: addDays(today, -30),
        end_date: today,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Gerando' })).toBeTruthy();
  });

  it("says 'Selecione o período.' of a period without its end, and asks nothing", async () => {
    const state = gateway({ now: '2026-11-25T15:00:00Z' });
    const user = userEvent.setup();
    render(['SELLER_ADMIN']);
    await user.click(await screen.findByRole('button', { name: 'Gerar relatório Vendas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar relatório — Vendas' });
    await within(dialog).findByText('26/10/2026 a 25/11/2026');
    await user.click(within(dialog).getByRole('button', { name: /^Período/ }));
    const calendar = screen.getByRole('dialog', { name: 'Selecionar período' });
    // The period was whole: a click starts a new one, which has no end yet.
    await user.click(within(calendar).getByRole('button', { name: /, 28 de outubro/ }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Selecione o período.');
    expect(state.sales).toEqual([]);
  });

  it("asks 'Extrato de contas' of the chosen account, sent to whoever asked", async () => {
    const state = gateway();
    const user = userEvent.setup();
    render(['BANKING_ADMIN']);
    await user.click(await screen.findByRole('button', { name: 'Gerar relatório Extrato de contas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar relatório — Extrato de contas' });
    await user.selectOptions(within(dialog).getByLabelText('Conta'), 'INVESTMENT_ACCOUNT');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText('Relatório do extrato enviado para o seu e-mail.')).toBeTruthy();
    expect(state.bank).toEqual([expect.objectContaining({ account_type: 'INVESTMENT_ACCOUNT' })]);
    expect(state.sales).toEqual([]);
  });

  it('toasts the failure and closes the modal', async () => {
    gateway({ fail: true });
    const user = userEvent.setup();
    render(['SELLER_REPORTS']);
    await user.click(await screen.findByRole('button', { name: 'Gerar relatório Balanço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar relatório — Balanço' });
    await user.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));
    expect(
      await screen.findByText('INVALID_PERIOD - A data final não pode ser depois de hoje.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
