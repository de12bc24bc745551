import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, type TestSandbox } from '../../test-support';

// An integrator's script with an API key reads and moves the acquiring money as the seller's
// administrator would (balances, statement, withdrawals, anticipations, sales reports), never the bank
// account's own calls.
let s: TestSandbox;
let token: string;

beforeAll(async () => {
  s = await createTestSandbox();
  // Noon in São Paulo, outside the 23:00–01:00 window in which withdrawals are refused.
  const noon = new Date(startOfBusinessDay(businessToday(s.clock.now())).getTime() + 12 * 3600_000);
  await s.clock.set(noon, { frozen: true });
  const created = await s.call({
    method: 'POST',
    url: '/payment/seller-api-tokens',
    headers: await s.bearer(ADMIN),
    payload: { title: 'Conciliação financeira' },
  });
  token = created.body.token;
});
afterAll(() => s?.close());

const withKey = (method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
  s.call({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const bySession = async (url: string) => s.call({ method: 'GET', url, headers: await s.bearer(ADMIN) });
const today = () => businessToday(s.clock.now());

describe('an API key on the financial page and the reports', () => {
  it('reads the balances, the statement and the future entries as the administrator does', async () => {
    const balance = await withKey('GET', '/banking/redeems');
    expect(balance.status).toBe(200);
    expect(balance.body.totalAmount).toBe((await bySession('/banking/redeems')).body.totalAmount);
    const url = `/banking/redeems/statement?executionDateInitial=${addDays(today(), -30)}&executionDateFinal=${today()}&page=0&size=10`;
    const statement = await withKey('GET', url);
    expect(statement.status).toBe(200);
    expect(statement.body.content.length).toBeGreaterThan(0);
    expect(statement.body).toEqual((await bySession(url)).body);
    expect((await withKey('GET', '/banking/redeems/statement/future?page=0&size=10')).status).toBe(200);
  });

  it('requests a withdrawal once per idempotency key, and lists it', async () => {
    const before = (await withKey('GET', '/banking/redeems')).body.amount;
    const first = await withKey('POST', '/banking/sellers/transfers', { amount: 25 }, 'script-saque-1');
    expect(first.status).toBe(202);
    const again = await withKey('POST', '/banking/sellers/transfers', { amount: 25 }, 'script-saque-1');
    expect(again.body.id).toBe(first.body.id);
    expect((await withKey('GET', '/banking/redeems')).body.amount).toBeCloseTo(before - 25, 2);
    const pending = await withKey('GET', '/banking/sellers/transfers/approve?size=50');
    expect(pending.body.content.map((t: { id: string }) => t.id)).toContain(first.body.id);
    const [row] = await s.db.query<{ requested_by: number | null }>(
      'SELECT requested_by FROM transfers WHERE id = $1',
      [first.body.id],
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
    const url = '/banking/sellers/transfers/preview?requestedAmount=50&useAnticipationAmount=true';
    const preview = await withKey('GET', url);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual((await bySession(url)).body);
    await s.db.query(
      `UPDATE sellers SET banking_type = 'PJ' WHERE id = (SELECT seller_id FROM users WHERE email = $1)`,
      [ADMIN],
    );
  });

  it('simulates and lists anticipations', async () => {
    const simulation = await withKey('GET', '/banking/seller/antecipation/rate?amount=10');
    expect(simulation.status).toBe(200);
    expect(simulation.body.maxNetAmount).toBeGreaterThan(0);
    const list = await withKey('GET', '/banking/redeems/anticipations?page=0&size=10');
    expect(list.status).toBe(200);
    expect(list.body.content.length).toBeGreaterThan(0);
  });

  it('asks for a sales report to the e-mail given and lists only sales reports', async () => {
    const asked = await withKey(
      'POST',
      '/payment/automation/reports',
      {
        report_type: 'VENDAS',
        recipient_email: 'contabil@loja.com.br',
        start_date: addDays(today(), -30),
        end_date: today(),
      },
      'script-relatorio-1',
    );
    expect(asked.status).toBe(202);
    const listed = await withKey('GET', '/payment/automation/reports?size=100');
    expect(listed.status).toBe(200);
    expect(listed.body.content.map((r: { id: string }) => r.id)).toContain(asked.body.id);
    expect(listed.body.content.every((r: { reportType: string }) => r.reportType !== 'EXTRATO_CONTAS')).toBe(
      true,
    );
  });

  it('never reaches the bank account’s own calls or the dashboard’s card (403)', async () => {
    const period = { start_date: addDays(today(), -30), end_date: today() };
    const bank = await withKey('POST', '/banking/bank/statements/report', {
      ...period,
      account_type: 'CHECKING_ACCOUNT',
    });
    expect(bank.status).toBe(403);
    expect(bank.body.errors[0].code).toBe('API_KEY_FORBIDDEN');
    expect((await withKey('GET', '/payment/sellers/balance')).status).toBe(403);
  });
});
