import {
  ANTICIPATION_CONTACT_SENT,
  STATEMENT_EMPTY_TEXT,
  WITHDRAWAL_BLOCKED_MESSAGE,
  WITHDRAWAL_SUCCESS_MESSAGE,
} from '@balcao/domain/financial';
import { formatBRL } from '@balcao/domain/money';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Route } from '../../routes/_app.financeiro';
import { gatewayDate, startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, loaderOf, renderWithApp } from '../../test/render-with-app';
import { expectRouteError, unavailable } from '../../test/route-error';
import type { FinancialBalance, StatementLine } from './api';
import { PAYOUTS_BLOCKED_NOTE } from './balance-cards';
import { FinancialPage } from './financial-page';
import type { FinancialSearch } from './search';

const server = startMswServer();
/** Testing Library reads a node's NBSP as a space; the expected text must too. */
const money = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');
const FEATURES = ['view_seller_finance', 'view_seller_balance', 'view_balance_anticipation'] as const;

function balance(overrides: Partial<FinancialBalance> = {}): FinancialBalance {
  return {
    totalAmount: 1500,
    amount: 1000,
    provisionedAmount: 500,
    notFormattedAmount: 1000,
    bankingType: 'PJ',
    onDemandNetAmount: 480,
    isOnDemandEnabled: true,
    withdrawalBlocked: false,
    serverTime: '2026-11-20T15:00:00Z',
    ...overrides,
  };
}

function line(n: number): StatementLine {
  return {
    id: `0b6a4c3e-1f2d-4e5a-8b9c-0d1e2f3a4b${String(n).padStart(2, '0')}`,
    executionDate: '2026-11-19',
    statementType: 'CREDIT',
    isChargeback: false,
    isRefund: false,
    buyer: `Cliente ${n}`,
    amount: 145.41,
    creditOperation: 'PIX',
    operation: 'Recebimento de Pix',
    tax: { amount: 4.49, creditOperation: 'TAXA' },
    uuidCharge: null,
    providerType: 'BALCAO',
    subSellers: [],
    chargeStatus: null,
  };
}

function gateway(
  b = balance(),
  rows: StatementLine[] = [line(1)],
  checking: { debitAccountAmount: number } | 'fails' = { debitAccountAmount: 2345.67 },
  blockReason: string | null = null,
) {
  const state = {
    checkingReads: 0,
    statements: [] as URLSearchParams[],
    transfers: [] as unknown[],
    keys: [] as (string | null)[],
  };
  server.use(
    http.get(`${GATEWAY}/core/sellers-blocked-malga-cerc`, () =>
      HttpResponse.json({ idSeller: 1, blocked: blockReason !== null, blockReason }),
    ),
    http.get(`${GATEWAY}/banking/redeems`, () => HttpResponse.json(b, gatewayDate(b.serverTime))),
    http.get(`${GATEWAY}/banking/accounts/balance`, () => {
      state.checkingReads += 1;
      return checking === 'fails'
        ? HttpResponse.json({ errors: [{ code: 'ERRO', description: 'Falhou.' }] }, { status: 500 })
        : HttpResponse.json(checking);
    }),
    http.get(`${GATEWAY}/banking/redeems/statement`, ({ request }) => {
      state.statements.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        content: rows,
        totalElements: rows.length,
        totalPages: 1,
        number: 0,
        size: 10,
      });
    }),
    http.get(`${GATEWAY}/banking/redeems/statement/future`, () =>
      HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 }),
    ),
    http.get(`${GATEWAY}/banking/sellers/transfers`, () => HttpResponse.json(150)),
    http.get(`${GATEWAY}/banking/sellers/transfers/approve`, () =>
      HttpResponse.json({
        content: [
          {
            id: '7d2c6e5a-3b4f-4a7c-8d1e-2f3a4b5c6d7e',
            amount: 150,
            date: '2026-11-20T15:00:00Z',
            scheduledDate: '2026-11-23',
            status: 'PENDING',
          },
        ],
        totalElements: 1,
        totalPages: 1,
        number: 0,
        size: 50,
      }),
    ),
    http.post(`${GATEWAY}/banking/sellers/transfers`, async ({ request }) => {
      state.transfers.push(await request.json());
      state.keys.push(request.headers.get('idempotency-key'));
      return HttpResponse.json(
        {
          id: '7d2c6e5a-3b4f-4a7c-8d1e-2f3a4b5c6d7f',
          amount: 150,
          date: '2026-11-20T15:00:00Z',
          scheduledDate: '2026-11-23',
          status: 'PENDING',
        },
        { status: 202 },
      );
    }),
  );
  return state;
}

function open(search: FinancialSearch = { tab: 'extrato', page: 1 }, roles = ['SELLER_FINANCES']) {
  const onSearchChange = vi.fn();
  renderWithApp(<FinancialPage search={search} onSearchChange={onSearchChange} />, {
    session: demoSession({ roles, features: [...FEATURES] }),
  });
  return onSearchChange;
}

describe('FinancialPage', { timeout: 20_000 }, () => {
  it("reads the statement in the route's loader; a failed read is the route's error state, not an empty table", async () => {
    const state = gateway();
    let fail = true;
    server.use(
      http.get(`${GATEWAY}/banking/redeems/statement`, () => (fail ? unavailable('BNK-500') : undefined)),
    );
    renderWithApp(<FinancialPage search={{ tab: 'extrato', page: 1 }} onSearchChange={vi.fn()} />, {
      session: demoSession({ roles: ['SELLER_FINANCES'], features: [...FEATURES] }),
      path: '/financeiro',
      loader: loaderOf(Route),
      gatewayNow: '2026-11-20T15:00:00Z',
    });
    await expectRouteError('BNK-500');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Cliente 1')).toBeTruthy();
    expect(state.statements.at(-1)?.get('executionDateFinal')).toBe('2026-11-20');
  });

  it('shows the balances and the last 30 days of the statement by the sandbox clock, 10 a page', async () => {
    const state = gateway();
    open();
    expect(await screen.findByText(money(150000))).toBeTruthy();
    expect(screen.getByText(money(100000))).toBeTruthy();
    expect(await screen.findByText('Cliente 1')).toBeTruthy();
    expect(screen.getByText(money(-449))).toBeTruthy();
    const asked = state.statements.at(-1)!;
    expect(asked.get('executionDateInitial')).toBe('2026-10-21');
    expect(asked.get('executionDateFinal')).toBe('2026-11-20');
    expect(asked.get('size')).toBe('10');
    expect(asked.get('sort')).toBe('executionDate,desc');
    // SELLER_FINANCES may withdraw but not anticipate.
    expect(screen.getByRole('button', { name: 'Sacar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Antecipar' })).toBeNull();
  });

  it("shows a PJ seller's checking account balance beside the acquiring figures (§6 'Banking balance load')", async () => {
    const state = gateway();
    open();
    const checking = await screen.findByRole('region', { name: 'Conta corrente' });
    expect(await within(checking).findByText(money(234567))).toBeTruthy();
    expect(state.checkingReads).toBeGreaterThan(0);
  });

  it('neither loads nor shows the checking account for a seller banking elsewhere', async () => {
    const state = gateway(balance({ bankingType: null }));
    open();
    expect(await screen.findByText(money(150000))).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Conta corrente' })).toBeNull();
    expect(state.checkingReads).toBe(0);
  });

  it("says 'Falha no carregamento do saldo da conta corrente.' when only the checking balance fails (§8)", async () => {
    gateway(balance(), [line(1)], 'fails');
    open();
    const checking = await screen.findByRole('region', { name: 'Conta corrente' });
    expect((await within(checking).findByRole('alert')).textContent).toBe(
      'Falha no carregamento do saldo da conta corrente.',
    );
    // The acquiring figures stay.
    expect(screen.getByText(money(150000))).toBeTruthy();
  });

  it('shows a seller with payouts blocked its balances read-only: no Sacar, no Antecipar (issue 26)', async () => {
    gateway(balance(), [line(1)], undefined, 'Cadastro desatualizado');
    open(undefined, ['SELLER_ADMIN']);
    expect(await screen.findByText(money(150000))).toBeTruthy();
    expect(await screen.findByText(PAYOUTS_BLOCKED_NOTE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sacar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Antecipar' })).toBeNull();
    expect(await screen.findByText('Cliente 1')).toBeTruthy();
  });

  it('asks the Antecipações tab for CREDIT_ANTICIPATED from tomorrow to 360 days, and resets the page on a tab change', async () => {
    const state = gateway(balance(), []);
    const onSearchChange = open({ tab: 'antecipacoes', page: 3 }, ['SELLER_ADMIN']);
    expect(await screen.findByText(STATEMENT_EMPTY_TEXT)).toBeTruthy();
    const asked = state.statements.at(-1)!;
    expect(asked.get('statementType')).toBe('CREDIT_ANTICIPATED');
    expect(asked.get('executionDateInitial')).toBe('2026-11-21');
    expect(asked.get('executionDateFinal')).toBe('2027-11-15');
    expect(await screen.findByRole('button', { name: 'Antecipar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Extrato' }));
    expect(onSearchChange).toHaveBeenCalledWith({ tab: 'extrato', page: 1 });
  });

  it('hides Antecipações when on-demand anticipation is off', async () => {
    gateway(balance({ isOnDemandEnabled: false }));
    open();
    expect(await screen.findByRole('tab', { name: 'Lançamentos futuros' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Antecipações' })).toBeNull();
  });

  it("offers 'Solicitar antecipação' where anticipation is off, to who may anticipate, and sends it once", async () => {
    gateway(balance({ isOnDemandEnabled: false, onDemandNetAmount: 0 }));
    const asked: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post(`${GATEWAY}/banking/email-messages/revenue-anticipation`, async ({ request }) => {
        asked.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(
          { recipient: 'antecipacao@balcao.dev', copyTo: 'admin@demo.balcao.dev', provisionedAmount: 500 },
          { status: 202 },
        );
      }),
    );
    open({ tab: 'extrato', page: 1 }, ['SELLER_ADMIN']);
    const ask = await screen.findByRole('button', { name: 'Solicitar antecipação' });
    expect(screen.queryByRole('button', { name: 'Antecipar' })).toBeNull();
    fireEvent.click(ask);
    fireEvent.click(ask);
    expect(await screen.findByText(ANTICIPATION_CONTACT_SENT)).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.key).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Solicitar antecipação' })).toBeNull();
  });

  it("shows no 'Solicitar antecipação' where anticipation is on, or to who may not anticipate", async () => {
    gateway(balance());
    open({ tab: 'extrato', page: 1 }, ['SELLER_ADMIN']);
    expect(await screen.findByRole('button', { name: 'Antecipar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Solicitar antecipação' })).toBeNull();
    cleanup();
    gateway(balance({ isOnDemandEnabled: false }));
    open();
    expect(await screen.findByRole('tab', { name: 'Lançamentos futuros' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Solicitar antecipação' })).toBeNull();
  });

  it('withdraws once with an idempotency key, disabled at R$ 9,00 and above the available balance', async () => {
    const state = gateway();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Sacar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo repasse' });
    const amount = within(dialog).getByLabelText('Valor');
    const submit = within(dialog).getByRole('button', { name: 'Sacar' }) as HTMLButtonElement;
    fireEvent.change(amount, { target: { value: '900' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '100001' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '15000' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText(WITHDRAWAL_SUCCESS_MESSAGE)).toBeTruthy();
    expect(state.transfers).toEqual([{ amount: 150 }]);
    expect(state.keys[0]).toBeTruthy();
  });

  it('blocks the withdrawal with its banner in the 23:00–01:00 window of the sandbox clock', async () => {
    gateway(balance({ withdrawalBlocked: true, serverTime: '2026-11-21T02:30:00Z' }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Sacar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo repasse' });
    expect(within(dialog).getByText(WITHDRAWAL_BLOCKED_MESSAGE)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Valor'), { target: { value: '15000' } });
    expect((within(dialog).getByRole('button', { name: 'Sacar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the requests in processing with the total line', async () => {
    gateway();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver solicitações' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitações de repasse em processamento' });
    await waitFor(() => expect(within(dialog).getByText('23/11/2026')).toBeTruthy());
    expect(within(dialog).getByText(`Total: ${money(15000)}`)).toBeTruthy();
  });
});
