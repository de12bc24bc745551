import { createHash } from 'node:crypto';
import { WITHDRAWAL_BLOCKED_MESSAGE } from '@balcao/domain/financial';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAfterTestClock } from '../../test-calendar';
import {
  createTestSandbox,
  errorBody,
  freshClients,
  refusal,
  statusOf,
  type TestSandbox,
  withKey,
} from '../../test-support';

let s: TestSandbox;
const FINANCE = 'financeiro@demo.balcao.dev';

/**
 * Thursday 24 December 2026, noon in São Paulo: the next banking day is Monday the 28th (Christmas between).
 * When the run's clock starts later (BALCAO_TEST_NOW) the days move on by whole weeks to the next Thursday
 * before a Friday holiday alike: a day before the seed's would find its transfers and balances in the future.
 */
const y = calendarAfterTestClock({ from: '2026-12-23', to: '2026-12-28' }, 'weeks');
const CHRISTMAS_EVE_NOON = new Date(y('2026-12-24T15:00:00Z'));

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(CHRISTMAS_EVE_NOON, { frozen: true });
});
afterAll(() => s?.close());

// Signed in anew for each call, as before: the tests move the clock by days.
const banking = async (email = FINANCE) => (await freshClients(s, email)).banking;
const withdraw = async (amount: number, key?: string, email = FINANCE) =>
  (await banking(email)).POST('/sellers/transfers', { body: { amount }, ...(key ? withKey(key) : {}) });
const approvals = async (email = FINANCE, query: { size?: number; sort?: 'date,DESC' } = {}) =>
  (await banking(email)).GET('/sellers/transfers/approve', { params: { query } });
const balance = async () => (await (await banking()).GET('/redeems')).data!;
/** A body the contract refuses, which the typed client would not let a test write. */
const withdrawRaw = async (payload: string, key: string) =>
  s.call({
    method: 'POST',
    url: '/banking/sellers/transfers',
    headers: {
      authorization: `Bearer ${(await s.signIn(FINANCE)).token}`,
      'idempotency-key': key,
      'content-type': 'application/json',
    },
    payload,
  });
const cents = (reais: number) => Math.round(reais * 100);
const available = async () => cents((await balance()).amount);
const pendingTotal = async () => cents((await (await banking()).GET('/sellers/transfers')).data!);
const transferCount = async () =>
  Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers'))[0]?.n);

describe('POST /sellers/transfers (Novo repasse)', () => {
  it('takes R$ 150,00 out of the available balance at once and schedules it for the next banking day', async () => {
    const before = await available();
    const pending = await pendingTotal();
    const { response, data: body } = await withdraw(150, 'saque-150-natal');
    expect(response.status).toBe(202);
    expect(body).toMatchObject({ amount: 150, status: 'PENDING', scheduledDate: y('2026-12-28') });
    expect(await available()).toBe(before - 15000);
    expect(await pendingTotal()).toBe(pending + 15000);
    const list = await approvals(FINANCE, { size: 50, sort: 'date,DESC' });
    expect(list.response.status).toBe(200);
    // Found by id: the seed's own transfers are dated from where the run's clock started, which may be
    // after this test's Christmas Eve (BALCAO_TEST_NOW), so they may sort first.
    expect(list.data!.content.find((t) => t.id === body!.id)).toEqual(body);
    expect(list.data!.size).toBe(50);
  });

  it('replays the same Idempotency-Key without moving money twice, and refuses it with another body', async () => {
    const first = await withdraw(20.5, 'saque-replay-1');
    const before = await available();
    const count = await transferCount();
    const again = await withdraw(20.5, 'saque-replay-1');
    expect(again.response.status).toBe(202);
    expect(again.data!.id).toBe(first.data!.id);
    expect(await available()).toBe(before);
    expect(await transferCount()).toBe(count);
    expect(await statusOf(withdraw(21, 'saque-replay-1'))).toBe(409);
    expect(await available()).toBe(before);
  });

  it('refuses more than the available balance, moving nothing', async () => {
    const before = await available();
    const count = await transferCount();
    const { status, errors } = await refusal(withdraw((before + 1) / 100, 'saque-demais'));
    expect(status).toBe(400);
    expect(errors[0]!.code).toBe('INSUFFICIENT_BALANCE');
    expect(await available()).toBe(before);
    expect(await transferCount()).toBe(count);
  });

  it.each([
    ['three decimals', 10.005],
    ['zero', 0],
    ['R$ 9,00, the §9 minimum', 9],
    ['R$ 1,50', 1.5],
    ['a negative amount', -5],
    ['an amount past the maximum', 100000000],
  ])('answers 400 to %s, moving nothing', async (label, amount) => {
    const before = await available();
    const count = await transferCount();
    const { status, errors } = await refusal(
      withdraw(amount, `saque-ruim-${createHash('sha1').update(label).digest('hex')}`),
    );
    expect(status).toBe(400);
    expect(errors.length).toBeGreaterThan(0);
    expect(await available()).toBe(before);
    expect(await transferCount()).toBe(count);
  });

  // Bodies the contract refuses (not JSON numbers, text, missing or unknown fields): raw calls.
  it.each([
    ['a number too large to be finite', '{"amount": 1e400}'],
    ['Infinity', '{"amount": Infinity}'],
    ['a NUL in place of the amount', '{"amount": "\\u0000"}'],
    ['text', '{"amount": "150"}'],
    ['no amount', '{}'],
    ['an unknown field', '{"amount": 10, "to": "x"}'],
  ])('answers 400 to %s, moving nothing', async (label, payload) => {
    const before = await available();
    const count = await transferCount();
    const answer = await withdrawRaw(payload, `saque-ruim-${createHash('sha1').update(label).digest('hex')}`);
    expect(answer.status).toBe(400);
    expect(errorBody(answer).errors.length).toBeGreaterThan(0);
    expect(await available()).toBe(before);
    expect(await transferCount()).toBe(count);
  });

  it('is blocked from 23:00 to 01:00 in São Paulo by the sandbox clock, and open again at 01:00', async () => {
    const count = await transferCount();
    for (const instant of [y('2026-12-24T02:30:00Z'), y('2026-12-24T03:59:00Z'), y('2026-12-25T02:00:00Z')]) {
      await s.clock.set(new Date(instant), { frozen: true });
      expect((await balance()).withdrawalBlocked).toBe(true);
      const { status, errors } = await refusal(withdraw(10, `saque-janela-${instant}`));
      expect(status).toBe(400);
      expect(errors[0]).toEqual({ code: 'WITHDRAWAL_BLOCKED', description: WITHDRAWAL_BLOCKED_MESSAGE });
    }
    expect(await transferCount()).toBe(count);
    await s.clock.set(new Date(y('2026-12-24T04:00:00Z')), { frozen: true });
    expect((await balance()).withdrawalBlocked).toBe(false);
    await s.clock.set(CHRISTMAS_EVE_NOON, { frozen: true });
  });

  it('refuses users without the financial roles, and shows no other seller’s transfers', async () => {
    for (const email of ['vendas@demo.balcao.dev', 'operador@demo.balcao.dev']) {
      expect(await statusOf(withdraw(10, `saque-papel-${email}`, email))).toBe(403);
      expect(await statusOf(approvals(email))).toBe(403);
    }
    // The other merchant without view_seller_finance: refused as a rule, not by role.
    const other = 'outra@demo.balcao.dev';
    await s.db.query(
      `DELETE FROM seller_feature_toggles
        WHERE name = 'view_seller_finance' AND seller_id = (SELECT seller_id FROM users WHERE email = $1)`,
      [other],
    );
    expect(await statusOf(approvals(other))).toBe(403);
    await s.db.query(
      `INSERT INTO user_feature_toggles (user_id, name) SELECT id, 'view_seller_finance' FROM users WHERE email = $1`,
      [other],
    );
    const list = await approvals(other);
    expect(list.response.status).toBe(200);
    expect(list.data!.totalElements).toBe(0);
    expect((await (await banking(other)).GET('/sellers/transfers')).data).toBe(0);
    // Its withdrawal spends its own balance: the demo seller's stays, and neither list shows the other's.
    const demoBefore = await available();
    const own = await withdraw(10, 'saque-outra', other);
    expect(own.response.status).toBe(202);
    expect(await available()).toBe(demoBefore);
    const otherList = (await approvals(other)).data!;
    expect(otherList.content.map((t) => t.id)).toEqual([own.data!.id]);
    const demoList = (await approvals()).data!;
    expect(demoList.content.map((t) => t.id)).not.toContain(own.data!.id);
  });
});

describe('transfer execution (scheduler)', () => {
  it('runs on the next banking day, not on Christmas nor the weekend, into the checking account', async () => {
    const body = (await withdraw(12.34, 'saque-execucao')).data!;
    expect(body.scheduledDate).toBe(y('2026-12-28'));
    const status = async () =>
      (await s.db.query<{ status: string }>('SELECT status FROM transfers WHERE id = $1', [body.id]))[0]
        ?.status;
    await s.clock.set(new Date(y('2026-12-25T15:00:00Z')), { frozen: true });
    expect(await status()).toBe('PENDING');
    await s.clock.set(new Date(y('2026-12-27T23:00:00Z')), { frozen: true });
    expect(await status()).toBe('PENDING');
    await s.clock.set(new Date(y('2026-12-28T03:01:00Z')), { frozen: true });
    expect(await status()).toBe('EXECUTED');
    const postings = await s.db.query<{ kind: string; account: string; amount: string; day: string }>(
      `SELECT e.kind, a.kind AS account, p.amount_cents::text AS amount, p.effective_date::text AS day
         FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.reference_id = $1 ORDER BY e.kind, a.kind`,
      [body.id],
    );
    expect(postings).toEqual([
      { kind: 'TRANSFER', account: 'ACQUIRING', amount: '-1234', day: y('2026-12-24') },
      { kind: 'TRANSFER', account: 'TRANSFERS_IN_TRANSIT', amount: '1234', day: y('2026-12-24') },
      { kind: 'TRANSFER_EXECUTION', account: 'CHECKING', amount: '1234', day: y('2026-12-28') },
      { kind: 'TRANSFER_EXECUTION', account: 'TRANSFERS_IN_TRANSIT', amount: '-1234', day: y('2026-12-28') },
    ]);
    const list = (await approvals()).data!;
    expect(list.content.map((t) => t.id)).not.toContain(body.id);
  });
});
