import type { BalcaoClients } from '@balcao/client';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asBearer, createTestSandbox, refusal, statusOf, type TestSandbox } from '../../test-support';

// An integrator's script with an API key reads and moves the acquiring money as the seller's
// administrator would (balances, statement, withdrawals, anticipations, sales reports), never the bank
// account's own calls.
let s: TestSandbox;
let token: string;
/** The clients signed out: each call carries the API key as its bearer. */
let script: BalcaoClients;
/** The administrator's own session, to compare with. */
let admin: BalcaoClients;

beforeAll(async () => {
  s = await createTestSandbox();
  // Noon in São Paulo, outside the 23:00–01:00 window in which withdrawals are refused.
  const noon = new Date(startOfBusinessDay(businessToday(s.clock.now())).getTime() + 12 * 3600_000);
  await s.clock.set(noon, { frozen: true });
  admin = await s.clients(ADMIN);
  script = await s.clients(null);
  const created = await admin.payment.POST('/seller-api-tokens', {
    body: { title: 'Conciliação financeira' },
  });
  token = created.data!.token;
});
afterAll(() => s?.close());

const byKey = (idempotencyKey?: string) => asBearer(token, idempotencyKey);
const today = () => businessToday(s.clock.now());
const balance = async () => (await script.banking.GET('/redeems', byKey())).data!;

describe('an API key on the financial page and the reports', () => {
  it('reads the balances, the statement and the future entries as the administrator does', async () => {
    const balanced = await script.banking.GET('/redeems', byKey());
    expect(balanced.response.status).toBe(200);
    expect(balanced.data!.totalAmount).toBe((await admin.banking.GET('/redeems')).data!.totalAmount);
    const query = {
      executionDateInitial: addDays(today(), -30),
      executionDateFinal: today(),
      page: 0,
      size: 10,
    };
    const statement = await script.banking.GET('/redeems/statement', { params: { query }, ...byKey() });
    expect(statement.response.status).toBe(200);
    expect(statement.data!.content.length).toBeGreaterThan(0);
    expect(statement.data).toEqual(
      (await admin.banking.GET('/redeems/statement', { params: { query } })).data,
    );
    const future = script.banking.GET('/redeems/statement/future', {
      params: { query: { page: 0, size: 10 } },
      ...byKey(),
    });
    expect(await statusOf(future)).toBe(200);
  });

  it('requests a withdrawal once per idempotency key, and lists it', async () => {
    const before = (await balance()).amount;
    const withdraw = () =>
      script.banking.POST('/sellers/transfers', { body: { amount: 25 }, ...byKey('script-saque-1') });
    const first = await withdraw();
    expect(first.response.status).toBe(202);
    const again = await withdraw();
    expect(again.data!.id).toBe(first.data!.id);
    expect((await balance()).amount).toBeCloseTo(before - 25, 2);
    const pending = await script.banking.GET('/sellers/transfers/approve', {
      params: { query: { size: 50 } },
      ...byKey(),
    });
    expect(pending.data!.content.map((t) => t.id)).toContain(first.data!.id);
    const [row] = await s.db.query<{ requested_by: number | null }>(
      'SELECT requested_by FROM transfers WHERE id = $1',
      [first.data!.id],
    );
    // A script is no user: nobody is named as having asked.
    expect(row?.requested_by).toBeNull();
  });

  it('previews a withdrawal that includes the balance to release, as the administrator sees it', async () => {
    // The option is for sellers paid at another bank: the demo merchant is moved off the PJ account here.
    await s.db.query(
      `UPDATE sellers SET banking_type = NULL WHERE id = (SELECT seller_id FROM users WHERE email = $1)`,
      [ADMIN],
    );
    const query = { requestedAmount: 50, useAnticipationAmount: true };
    const preview = await script.banking.GET('/sellers/transfers/preview', { params: { query }, ...byKey() });
    expect(preview.response.status).toBe(200);
    expect(preview.data).toEqual(
      (await admin.banking.GET('/sellers/transfers/preview', { params: { query } })).data,
    );
    await s.db.query(
      `UPDATE sellers SET banking_type = 'PJ' WHERE id = (SELECT seller_id FROM users WHERE email = $1)`,
      [ADMIN],
    );
  });

  it('simulates and lists anticipations', async () => {
    const simulation = await script.banking.GET('/seller/antecipation/rate', {
      params: { query: { amount: 10 } },
      ...byKey(),
    });
    expect(simulation.response.status).toBe(200);
    expect(simulation.data!.maxNetAmount).toBeGreaterThan(0);
    const list = await script.banking.GET('/redeems/anticipations', {
      params: { query: { page: 0, size: 10 } },
      ...byKey(),
    });
    expect(list.response.status).toBe(200);
    expect(list.data!.content.length).toBeGreaterThan(0);
  });

  it('asks for a sales report to the e-mail given and lists only sales reports', async () => {
    const asked = await script.payment.POST('/automation/reports', {
      body: {
        report_type: 'VENDAS',
        recipient_email: 'contabil@loja.com.br',
        start_date: addDays(today(), -30),
        end_date: today(),
      },
      ...byKey('script-relatorio-1'),
    });
    expect(asked.response.status).toBe(202);
    const listed = await script.payment.GET('/automation/reports', {
      params: { query: { size: 100 } },
      ...byKey(),
    });
    expect(listed.response.status).toBe(200);
    expect(listed.data!.content.map((r) => r.id)).toContain(asked.data!.id);
    expect(listed.data!.content.every((r) => r.reportType !== 'EXTRATO_CONTAS')).toBe(true);
  });

  it('never reaches the bank account’s own calls or the dashboard’s card (403)', async () => {
    const period = { start_date: addDays(today(), -30), end_date: today() };
    const bank = await refusal(
      script.banking.POST('/bank/statements/report', {
        body: { ...period, account_type: 'CHECKING_ACCOUNT' },
        ...byKey(),
      }),
    );
    expect(bank.status).toBe(403);
    expect(bank.errors[0]!.code).toBe('API_KEY_FORBIDDEN');
    expect(await statusOf(script.payment.GET('/sellers/balance', byKey()))).toBe(403);
  });
});
