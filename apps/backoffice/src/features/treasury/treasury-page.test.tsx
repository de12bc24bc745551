import { formatBRL } from '@balcao/domain/money';
import { REPORT_MESSAGES } from '@balcao/domain/reports';
import { TREASURY_PERIOD_MESSAGES } from '@balcao/domain/treasury';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Route } from '../../routes/_app.tesouraria';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, loaderOf, renderWithApp } from '../../test/render-with-app';
import type { TreasurySearch } from './search';
import { aLedgerLine, anApplication, aSummary, TREASURY_ROLES, treasuryReads } from './treasury.fixture';
import { TreasuryPage } from './treasury-page';

const server = startMswServer();
/** textContent keeps the non-breaking space formatBRL puts after 'R$'. */
const money = (cents: number) => formatBRL(cents);

function open(
  roles: readonly string[],
  search: TreasurySearch = { tab: 'corrente', page: 1 },
  features: string[] = ['view_seller_accounts_payable'],
) {
  const onSearchChange = vi.fn();
  const view = renderWithApp(<TreasuryPage search={search} onSearchChange={onSearchChange} />, {
    session: demoSession({ roles: roles as never, features: features as never }),
    path: '/tesouraria',
    loader: loaderOf(Route),
    errorComponent: Route.options.errorComponent || undefined,
  });
  return { ...view, onSearchChange };
}

const tile = (name: string) => screen.findByRole('region', { name });

describe('TreasuryPage', { timeout: 20_000 }, () => {
  it('shows Carregando, then the four balances and the applications with their yield', async () => {
    const { handlers } = treasuryReads({});
    server.use(...handlers);
    open(TREASURY_ROLES.admin);
    expect((await screen.findByRole('status')).textContent).toBe('Carregando');
    expect((await tile('Saldo total')).textContent).toContain(money(5363949));
    expect((await tile('Conta investimento')).textContent).toContain(money(2531877));
    expect((await tile('Conta investimento')).textContent).toContain('CDI hoje: 14,90% a.a.');
    expect((await tile('Conta corrente')).textContent).toContain(money(1845032));
    const acquiring = await tile('Conta adquirência');
    expect(acquiring.textContent).toContain(money(987040));
    expect(acquiring.textContent).toContain(`A liberar: ${money(536035)}`);
    const applications = await screen.findByRole('region', { name: 'Aplicações' });
    const row = await within(applications).findByRole('row', { name: /CDB Liquidez Diária/ });
    expect(row.textContent).toContain('100% do CDI');
    expect(row.textContent).toContain('26/10/2026');
    expect(row.textContent).toContain(money(101168));
    expect(row.textContent).toContain(money(1168));
    expect(row.textContent).toContain('Rendendo');
  });

  it('shows money on its way between accounts as Em processamento in the total tile, and only then', async () => {
    const inFlight = aSummary({ debitAccountAmount: 17450.32, inProcessingAmount: 1000 });
    server.use(...treasuryReads({ summary: inFlight }).handlers);
    const view = open(TREASURY_ROLES.admin);
    const total = await tile('Saldo total');
    expect(total.textContent).toContain(money(5363949));
    expect(total.textContent).toContain(`Em processamento: ${money(100000)}`);
    view.unmount();
    server.use(...treasuryReads({}).handlers);
    open(TREASURY_ROLES.admin);
    expect((await tile('Saldo total')).textContent).not.toContain('Em processamento');
  });

  it('hides the acquiring tile when the seller setting says so', async () => {
    server.use(...treasuryReads({ summary: aSummary({ hideAcquiringAccount: true }) }).handlers);
    open(TREASURY_ROLES.admin);
    await tile('Conta corrente');
    expect(screen.queryByRole('region', { name: 'Conta adquirência' })).toBeNull();
  });

  it("shows the gateway's refusal when the business account is not active", async () => {
    server.use(
      ...treasuryReads({
        summary: () =>
          HttpResponse.json(
            { errors: [{ code: 'ACCOUNT_NOT_ACTIVE', description: 'Conta não configurada.' }] },
            { status: 409 },
          ),
      }).handlers,
    );
    open(TREASURY_ROLES.admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Conta não configurada.' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'ACCOUNT_NOT_ACTIVE - Conta não configurada.',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it("titles a failed read of the balances with the specification's words, and reads again on request", async () => {
    let fail = true;
    server.use(...treasuryReads({}).handlers);
    // Ahead of the fixture's handler: refuses until told, then lets the fixture answer.
    server.use(
      http.get(`${GATEWAY}/banking/v1/products/summary`, () =>
        fail
          ? HttpResponse.json(
              { errors: [{ code: 'BNK-500', description: 'Serviço indisponível' }] },
              { status: 500 },
            )
          : undefined,
      ),
    );
    open(TREASURY_ROLES.admin);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Falha no carregamento do saldo da conta corrente.',
      }),
    ).toBeTruthy();
    expect(await screen.findByText('BNK-500 - Serviço indisponível')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect((await tile('Conta corrente')).textContent).toContain(money(1845032));
  });

  it('gives an admin every action, and an operator none but Pagar contas', async () => {
    server.use(...treasuryReads({}).handlers);
    const admin = open(TREASURY_ROLES.admin);
    await tile('Conta corrente');
    for (const name of ['Investir', 'Sacar', 'Extrair extrato'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Resgatar CDB/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pagar contas' }).getAttribute('href')).toBe('/pagamentos');
    // 'Mais Detalhes' leads to /financeiro, which only the acquiring finance roles open.
    expect(screen.queryByRole('link', { name: 'Mais Detalhes' })).toBeNull();
    admin.unmount();

    open(TREASURY_ROLES.operator);
    await tile('Conta corrente');
    await screen.findByRole('row', { name: /CDB Liquidez Diária/ });
    for (const name of ['Investir', 'Sacar', 'Extrair extrato'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Resgatar/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pagar contas' })).toBeTruthy();
  });

  it("hides 'Pagar contas' without view_seller_accounts_payable; shows 'Mais Detalhes' to finance staff", async () => {
    server.use(...treasuryReads({}).handlers);
    open(['SELLER_BACKOFFICE', 'BANKING_ADMIN'], { tab: 'corrente', page: 1 }, ['view_seller_finance']);
    await tile('Conta corrente');
    expect(screen.queryByRole('link', { name: 'Pagar contas' })).toBeNull();
    const details = within(await tile('Conta adquirência')).getByRole('link', { name: 'Mais Detalhes' });
    expect(details.getAttribute('href')).toBe('/financeiro?tab=extrato&page=1');
  });

  it('reads the checking statement over the default month, signed, with the empty text on the other tab', async () => {
    const reads = treasuryReads({
      ledger: [
        aLedgerLine(1),
        aLedgerLine(2, { description: 'Aplicação CDB', value: 1000, positive: false }),
      ],
    });
    server.use(...reads.handlers);
    const { onSearchChange } = open(TREASURY_ROLES.admin);
    const panel = await screen.findByRole('tabpanel');
    expect((await within(panel).findByRole('row', { name: /Rendimento CDI 1/ })).textContent).toContain(
      `+ ${money(1263)}`,
    );
    expect(within(panel).getByRole('row', { name: /Aplicação CDB/ }).textContent).toContain(
      `- ${money(100000)}`,
    );
    const query = reads.ledgerQueries[0]!;
    expect([query.get('account'), query.get('start_date'), query.get('end_date'), query.get('page')]).toEqual(
      ['CHECKING_ACCOUNT', '2026-10-25', '2026-11-25', '0'],
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Extrato conta investimento' }));
    expect(onSearchChange).toHaveBeenCalledWith({ tab: 'investimento', page: 1 });
  });

  it('asks for the investment account on its tab, and says when the period has no entries', async () => {
    const reads = treasuryReads({ ledger: [] });
    server.use(...reads.handlers);
    open(TREASURY_ROLES.admin, { tab: 'investimento', from: '2026-09-01', to: '2026-11-01', page: 1 });
    expect(await screen.findByText('Você não possui transações no período selecionado')).toBeTruthy();
    expect(reads.ledgerQueries.at(-1)?.get('account')).toBe('INVESTMENT_ACCOUNT');
    expect(reads.ledgerQueries.at(-1)?.get('start_date')).toBe('2026-09-01');
  });

  it('says when there is no application, and when a statement fails to load', async () => {
    server.use(
      http.get(`${GATEWAY}/banking/v1/ledger`, () =>
        HttpResponse.json({ errors: [{ code: 'INTERNAL', description: 'Erro interno.' }] }, { status: 500 }),
      ),
      ...treasuryReads({ applications: [] }).handlers,
    );
    open(TREASURY_ROLES.admin);
    expect(await screen.findByText('Nenhuma aplicação.')).toBeTruthy();
    expect((await within(await screen.findByRole('tabpanel')).findByRole('alert')).textContent).toBe(
      'Falha no carregamento do extrato.',
    );
  });

  it('refuses a period over 3 months or after today with its message, and asks nothing', async () => {
    const reads = treasuryReads({});
    server.use(...reads.handlers);
    const view = open(TREASURY_ROLES.admin, {
      tab: 'corrente',
      from: '2026-07-01',
      to: '2026-11-01',
      page: 1,
    });
    expect((await screen.findByRole('alert')).textContent).toBe(TREASURY_PERIOD_MESSAGES.tooLong);
    expect((screen.getByRole('button', { name: 'Extrair extrato' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    view.unmount();
    open(TREASURY_ROLES.admin, { tab: 'corrente', from: '2026-11-20', to: '2026-11-26', page: 1 });
    expect((await screen.findByRole('alert')).textContent).toBe(TREASURY_PERIOD_MESSAGES.afterToday);
    expect(reads.ledgerQueries).toHaveLength(0);
  });

  it("'Extrair extrato' sends the tab's account and period by e-mail, once", async () => {
    const bodies: unknown[] = [];
    server.use(
      ...treasuryReads({}).handlers,
      http.post(`${GATEWAY}/banking/v1/bank/statements/balance`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            id: '9c2b1a0f-8e7d-4c6b-9a5f-4e3d2c1b0a9f',
            reportType: 'EXTRATO_CONTAS',
            accountType: 'INVESTMENT_ACCOUNT',
            startDate: '2026-10-25',
            endDate: '2026-11-25',
            recipientEmail: 'admin@demo.balcao.dev',
            status: 'PENDING',
            requestedAt: '2026-11-25T15:00:00Z',
            sentAt: null,
            rows: null,
          },
          { status: 202 },
        );
      }),
    );
    open(TREASURY_ROLES.admin, { tab: 'investimento', page: 1 });
    const button = await screen.findByRole('button', { name: 'Extrair extrato' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText(REPORT_MESSAGES.statementSent)).toBeTruthy();
    expect(bodies).toEqual([
      { account: 'INVESTMENT_ACCOUNT', start_date: '2026-10-25', end_date: '2026-11-25' },
    ]);
  });

  it('polls the applications while one is still processing', async () => {
    let calls = 0;
    server.use(
      http.get(`${GATEWAY}/banking/v1/products/:id/applications`, () => {
        calls += 1;
        const status = calls === 1 ? 'PROCESSING' : 'ACTIVE';
        return HttpResponse.json({
          content: [anApplication({ status, started_at: calls === 1 ? null : '2026-11-25' })],
          totalElements: 1,
          totalPages: 1,
          number: 0,
          size: 100,
        });
      }),
      ...treasuryReads({}).handlers,
    );
    open(TREASURY_ROLES.admin);
    expect(await screen.findByText('Em processamento')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Rendendo')).toBeTruthy(), { timeout: 8_000 });
  });
});

describe('TreasuryPage after an operation', { timeout: 20_000 }, () => {
  it('shows the new balances: reads them at once and again while the gateway settles', async () => {
    let summaries = 0;
    server.use(
      http.get(`${GATEWAY}/banking/v1/products/summary`, () => {
        summaries += 1;
        const debit = summaries === 1 ? 18450.32 : 17450.32;
        return HttpResponse.json(aSummary({ debitAccountAmount: debit }));
      }),
      http.post(`${GATEWAY}/banking/v1/products/:id/applications`, () =>
        HttpResponse.json(anApplication({ status: 'PROCESSING', started_at: null }), { status: 202 }),
      ),
      ...treasuryReads({}).handlers,
    );
    open(TREASURY_ROLES.admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Investir' }));
    const entry = await screen.findByRole('dialog', { name: 'Investir' });
    fireEvent.change(within(entry).getByLabelText('Valor'), { target: { value: '100000' } });
    fireEvent.click(within(entry).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar investimento' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Investimento em processamento.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Conta corrente' }).textContent).toContain(money(1745032)),
    );
    const afterConfirm = summaries;
    await waitFor(() => expect(summaries).toBeGreaterThan(afterConfirm), { timeout: 5_000 });
  });

  it("lists the checking account's withdrawals (GET /v1/banking/withdrawals), newest first as sent", async () => {
    server.use(
      ...treasuryReads({
        withdrawals: [
          {
            id: '00000000-0000-4000-8000-000000000002',
            amount: 250.5,
            status: 'PROCESSING',
            requested_at: '2026-11-26T13:30:00Z',
            settled_at: null,
          },
          {
            id: '00000000-0000-4000-8000-000000000001',
            amount: 500,
            status: 'SETTLED',
            requested_at: '2026-11-25T15:00:00Z',
            settled_at: '2026-11-25T15:00:05Z',
          },
        ],
      }).handlers,
    );
    open(TREASURY_ROLES.admin);
    const region = await screen.findByRole('region', { name: 'Saques' });
    await within(region).findByRole('row', { name: /Enviado/ });
    const rows = within(region).getAllByRole('row');
    // The header, then one row per withdrawal in São Paulo time.
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('26/11/2026 10:30');
    expect(rows[1]!.textContent).toContain('Em processamento');
    expect(rows[1]!.textContent).toContain(money(25050));
    expect(rows[2]!.textContent).toContain('25/11/2026 12:00');
    expect(rows[2]!.textContent).toContain('Enviado');
    expect(rows[2]!.textContent).toContain(money(50000));
  });

  it('says when there is no withdrawal yet', async () => {
    server.use(...treasuryReads({}).handlers);
    open(TREASURY_ROLES.admin);
    const region = await screen.findByRole('region', { name: 'Saques' });
    expect(await within(region).findByText('Nenhum saque.')).toBeTruthy();
  });
});
