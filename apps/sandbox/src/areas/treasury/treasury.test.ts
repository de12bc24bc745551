import type { banking as contract } from '@balcao/client';
import { addDays, businessToday } from '@balcao/domain/dates';
import { isBankingDay } from '@balcao/domain/ledger';
import { TREASURY_AMOUNT_MESSAGES, TREASURY_PERIOD_MESSAGES } from '@balcao/domain/treasury';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAfterTestClock } from '../../test-calendar';
import { testClockStart } from '../../test-clock';
import {
  ADMIN,
  createTestSandbox,
  errorBody,
  freshClients,
  jsonBody,
  refusal,
  type SandboxCdi,
  statusOf,
  type TestSandbox,
  withKey,
} from '../../test-support';
import { openBankAccount } from '../bank-accounts/account';
import { post } from '../ledger/post';

let s: TestSandbox;
let demoId: number;
let productId: string;
const FINANCE = 'financeiro@demo.balcao.dev';
const VIEWER = 'operador@demo.balcao.dev';
const MANAGER = 'gerente@demo.balcao.dev';
const OTHER = 'outra@demo.balcao.dev';

// Wednesday 7 April 2027, noon in São Paulo: after the day the seed ran on, so the yield job first catches
// the seeded applications up, and the 30 days ahead cross Tiradentes (Wednesday 21 April). A run whose clock
// starts later (BALCAO_TEST_NOW) moves it on to a year with the same weekdays and holidays.
const y = calendarAfterTestClock({ from: '2027-04-07', to: '2027-05-07' }, 'years');
const NOW = new Date(y('2027-04-07T15:00:00Z'));

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(NOW, { frozen: true });
  const [demo] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
    ADMIN,
  ]);
  demoId = demo!.seller_id;
  // Comércio Modelo gets an account and a banking admin, to look for the demo's data from another seller.
  const [other] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
    OTHER,
  ]);
  await openBankAccount(s.db, other!.seller_id, NOW);
  await s.db.query(`UPDATE users SET banking_profile = 'ADMIN' WHERE email = $1`, [OTHER]);
  productId = (await summaryOf()).products[0]!.id;
  // The DI at 14,90% from today on (the sandbox's operator route, no contract operation: raw), so the worked example does not depend on the seeded series.
  const set = await s.call({ method: 'POST', url: '/_sandbox/treasury/cdi', payload: { rate: 14.9 } });
  expect(set.body).toEqual({ day: y('2027-04-07'), rate: 14.9 });
  // A run whose clock starts years later moves this calendar years on: the jobs due in between (the seed's
  // subscriptions, its applications' daily yields) run first, minutes on a busy machine.
}, 600_000);
afterAll(() => s?.close());

// Signed in anew for each call, as the tests move the clock by a month.
const banking = async (email = ADMIN) => (await freshClients(s, email)).banking;
type Account = contract.components['schemas']['TreasuryAccountType'];
type ApplicationStatus = contract.components['schemas']['TreasuryApplicationStatus'];
const summaryOf = async (email = ADMIN) => (await (await banking(email)).GET('/v1/products/summary')).data!;
const applications = async (email = ADMIN, status?: ApplicationStatus) =>
  (await banking(email)).GET('/v1/products/{id}/applications', {
    params: { path: { id: productId }, query: status ? { status } : {} },
  });
const invest = async (amount: number, email = ADMIN) =>
  (await banking(email)).POST('/v1/products/{id}/applications', {
    params: { path: { id: productId } },
    body: { amount, account_origin: 'CHECKING_ACCOUNT' },
  });
const redeem = async (id: string, amount: number, email = ADMIN) =>
  (await banking(email)).POST('/v1/application/{id}/withdrawals', {
    params: { path: { id } },
    body: { amount },
  });
const withdraw = async (amount: number, email = ADMIN) =>
  (await banking(email)).POST('/v1/banking/transfers', { body: { amount } });
const ledger = async (
  account: Account,
  period: { start_date?: string; end_date?: string } = {},
  email = ADMIN,
) => (await banking(email)).GET('/v1/ledger', { params: { query: { account, ...period } } });
const exportStatement = async (account: Account, start_date: string, end_date: string, email = ADMIN) =>
  (await banking(email)).POST('/v1/bank/statements/balance', { body: { account, start_date, end_date } });
/** Bodies and queries the contract refuses, which the typed client would not let a test write. */
const raw = async (method: 'GET' | 'POST', url: string, payload?: string, email = ADMIN) =>
  s.call({
    method,
    url: `/banking${url}`,
    headers: {
      authorization: `Bearer ${(await s.signIn(email)).token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });

const cents = (reais: number) => Math.round(reais * 100);
const counts = async () => {
  const [row] = await s.db.query<{
    entries: number;
    applications: number;
    withdrawals: number;
    redemptions: number;
  }>(
    `SELECT (SELECT count(*)::int FROM ledger_entries) AS entries,
            (SELECT count(*)::int FROM treasury_applications) AS applications,
            (SELECT count(*)::int FROM treasury_withdrawals) AS withdrawals,
            (SELECT count(*)::int FROM treasury_redemptions) AS redemptions`,
  );
  return row;
};

/**
 * B3's CDB-DI valuation written again here, apart from the domain's: daily rate rounded to 8 places,
 * product truncated to 16 places each day, factor rounded to 8, amount truncated to the cent.
 */
function cetipAmountCents(principalCents: number, annualPercents: number[], percentOfCdi: number): number {
  const e8 = 10n ** 8n;
  const e16 = 10n ** 16n;
  let factor = e16;
  for (const di of annualPercents) {
    const tdi = BigInt(Math.round(((1 + di / 100) ** (1 / 252) - 1) * 1e8)); // 10^-8
    const daily = e16 + (tdi * BigInt(Math.round(percentOfCdi * 100)) * e16) / (e8 * 10_000n);
    factor = (factor * daily) / e16;
  }
  const rounded = (factor + e8 / 2n) / e8;
  return Number((BigInt(principalCents) * rounded) / e8);
}

describe('the seed', () => {
  it('has a daily DI history and two applications of the demo merchant whose ledger is B3’s formula to the cent', async () => {
    const cdi = await s.call({ method: 'GET', url: '/_sandbox/treasury/cdi' });
    expect(jsonBody<SandboxCdi>(cdi).current).toEqual({ day: y('2027-04-07'), rate: 14.9 });
    // About 13 months seeded before the seed's day, then published day by day up to today: one rate for each
    // business day, none for a weekend or a holiday.
    const published = await s.db.query<{ day: string }>(
      `SELECT day::text FROM cdi_rates WHERE day <= $1::date ORDER BY day`,
      [y('2027-04-07')],
    );
    const first = published[0]!.day;
    expect(first <= addDays(businessToday(testClockStart()), -365)).toBe(true);
    const expected: string[] = [];
    for (let d = first; d <= y('2027-04-07'); d = addDays(d, 1)) if (isBankingDay(d)) expected.push(d);
    expect(published.map((r) => r.day)).toEqual(expected);
    const list = (await applications()).data!;
    expect(list.content).toHaveLength(2);
    const recent = list.content[0]!;
    const older = list.content[1]!;
    expect(older.yield_params.percent).toBe(110);
    expect(recent.yield_params.percent).toBe(100);
    // The older one had R$ 2.000,00 redeemed: principal and yield left the application in proportion.
    expect(older.invested_amount).toBeLessThan(older.current_amount);
    // The recent one never moved: its value is the formula's over every business day's published DI.
    const rates = await s.db.query<{ rate: string }>(
      `SELECT annual_percent::text AS rate FROM cdi_rates WHERE day >= $1::date AND day < $2::date ORDER BY day`,
      [recent.started_at, y('2027-04-07')],
    );
    expect(rates.length).toBeGreaterThan(40);
    expect(cents(recent.current_amount)).toBe(
      cetipAmountCents(
        cents(recent.invested_amount),
        rates.map((r) => Number(r.rate)),
        100,
      ),
    );
    // The investment account is exactly the two applications.
    const summary = await summaryOf();
    expect(cents(summary.investAccountAmount)).toBe(
      cents(recent.current_amount) + cents(older.current_amount),
    );
    const statement = await (await banking()).GET('/v1/ledger', {
      params: { query: { account: 'INVESTMENT_ACCOUNT', size: 100 } },
    });
    expect(statement.data!.content[0]).toMatchObject({ operation: 'RENDIMENTO', positive: true });
  });
});

describe('hostile input', () => {
  // Raw JSON as a client could never write it (1e308, text, NUL, unknown fields): through `s.call`.
  it.each([
    ['three decimals', '{"amount":10.005}'],
    ['zero', '{"amount":0}'],
    ['negative', '{"amount":-5}'],
    ['1e308', '{"amount":1e308}'],
    ['Infinity as text', '{"amount":"Infinity"}'],
    ['NUL', '{"amount":"1\\u0000"}'],
    ['an unknown field', '{"amount":1,"extra":1}'],
  ])('answers 400 to %s and writes nothing', async (_name, body) => {
    const before = await counts();
    for (const url of ['/v1/banking/transfers', `/v1/application/${crypto.randomUUID()}/withdrawals`]) {
      const answer = await raw('POST', url, body);
      expect(answer.status, url).toBe(400);
      expect(errorBody(answer).errors[0]?.description).toMatch(/[a-zà-ú]/i);
    }
    const invested = await raw(
      'POST',
      `/v1/products/${productId}/applications`,
      body.replace('}', ',"account_origin":"CHECKING_ACCOUNT"}'),
    );
    expect(invested.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses statement periods over 3 months, after today or upside down, in Portuguese', async () => {
    const ask = (from: string, to: string) =>
      ledger('CHECKING_ACCOUNT', { start_date: y(from), end_date: y(to) });
    expect((await refusal(ask('2027-01-06', '2027-04-07'))).errors[0]!.description).toBe(
      TREASURY_PERIOD_MESSAGES.tooLong,
    );
    expect(await statusOf(ask('2027-01-07', '2027-04-07'))).toBe(200);
    expect((await refusal(ask('2027-04-01', '2027-04-08'))).errors[0]!.description).toBe(
      TREASURY_PERIOD_MESSAGES.afterToday,
    );
    expect(await statusOf(ask('2027-04-05', '2027-04-01'))).toBe(400);
    expect(await statusOf(ask('2027-02-30', '2027-04-01'))).toBe(400);
    // An account the contract does not list: only a raw call can ask for it.
    expect((await raw('GET', '/v1/ledger?account=SAVINGS')).status).toBe(400);
    const exported = await refusal(exportStatement('INVESTMENT_ACCOUNT', y('2026-12-01'), y('2027-04-07')));
    expect(exported.errors[0]!.description).toBe(TREASURY_PERIOD_MESSAGES.tooLong);
  });
});

describe('roles and sellers', () => {
  it('lets the page’s roles read, only the investors invest and only the wallet withdraw (§6)', async () => {
    expect(await statusOf((await banking(VIEWER)).GET('/v1/products/summary'))).toBe(200);
    expect(await statusOf((await banking(MANAGER)).GET('/v1/products/summary'))).toBe(403);
    expect(await statusOf(invest(1, VIEWER))).toBe(403);
    expect(await statusOf(withdraw(1, VIEWER))).toBe(403);
    // FINANCEIRO holds BANKING_WALLET (withdraw) and not §6's investment roles.
    expect(await statusOf(withdraw(1, FINANCE))).toBe(202);
    const exported = await exportStatement('CHECKING_ACCOUNT', y('2027-03-07'), y('2027-04-07'));
    expect(exported.response.status).toBe(202);
    expect(exported.data).toMatchObject({ reportType: 'EXTRATO_CONTAS', recipientEmail: ADMIN });
    // An empty body, which the contract refuses, is refused by role before it is read.
    expect((await raw('POST', '/v1/bank/statements/balance', '{}', VIEWER)).status).toBe(403);
  });

  it('shows another seller none of the demo’s applications, and answers 404 for one of them', async () => {
    const demoApps = (await applications()).data!;
    const id = demoApps.content[0]!.application_id;
    const theirs = (await applications(OTHER)).data!;
    expect(theirs.content).toEqual([]);
    const summary = await summaryOf(OTHER);
    expect(summary).toMatchObject({ investAccountAmount: 0, debitAccountAmount: 0 });
    const before = await counts();
    expect(await statusOf(redeem(id, 1, OTHER))).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('answers 409 without an ACTIVE account, and hides the acquiring tile by the seller’s setting', async () => {
    await s.db.query(`UPDATE users SET banking_profile = 'ADMIN' WHERE email = 'novo@demo.balcao.dev'`);
    const none = await refusal((await banking('novo@demo.balcao.dev')).GET('/v1/products/summary'));
    expect(none.status).toBe(409);
    expect(none.errors[0]).toEqual({
      code: 'ACCOUNT_NOT_ACTIVE',
      description: 'Conta não configurada.',
    });
    const [demo] = await s.db.query<{ document: string }>('SELECT document FROM sellers WHERE id = $1', [
      demoId,
    ]);
    const shown = await summaryOf();
    expect(shown.hideAcquiringAccount).toBe(false);
    await s.call({
      method: 'POST',
      url: '/_sandbox/treasury/settings',
      payload: { document: demo!.document, hideAcquiringAccount: true },
    });
    const hidden = await summaryOf();
    expect(hidden).toMatchObject({
      hideAcquiringAccount: true,
      redeemAccountAmount: 0,
      provisionedAmount: 0,
    });
    expect(cents(hidden.totalAmount)).toBe(
      cents(hidden.debitAccountAmount) + cents(hidden.investAccountAmount),
    );
    await s.call({
      method: 'POST',
      url: '/_sandbox/treasury/settings',
      payload: { document: demo!.document, hideAcquiringAccount: false },
    });
  });
});

describe('invest, 30 days of CDI, redeem', () => {
  it('works the example: R$ 1.000,00 at 100% of a DI of 14,90% for 21 business days yields R$ 11,64', async () => {
    const before = await summaryOf();
    const invested = await invest(1000);
    expect(invested.response.status).toBe(202);
    expect(invested.data).toMatchObject({ status: 'PROCESSING', current_amount: 1000, started_at: null });
    // The checking account pays at once; the investment account receives when the bank settles.
    const during = await summaryOf();
    expect(cents(during.debitAccountAmount)).toBe(cents(before.debitAccountAmount) - 100_000);
    expect(during.investAccountAmount).toBe(before.investAccountAmount);
    await s.clock.advance(5);
    const settled = await summaryOf();
    expect(cents(settled.investAccountAmount)).toBe(cents(before.investAccountAmount) + 100_000);
    const id = invested.data!.application_id;

    await s.clock.advance(30 * 86_400);
    const list = (await applications()).data!;
    const application = list.content.find((a) => a.application_id === id)!;
    // 7 April to 6 May 2027 without Tiradentes: 21 business days, credited by 7 May.
    expect(application).toMatchObject({
      status: 'ACTIVE',
      started_at: y('2027-04-07'),
      invested_amount: 1000,
    });
    expect(cetipAmountCents(100_000, Array(21).fill(14.9), 100)).toBe(101_164);
    expect(application.current_amount).toBe(1011.64);
    expect(application.yield_amount).toBe(11.64);
    const [yields] = await s.db.query<{ n: number; total: string }>(
      `SELECT count(*)::int AS n, sum(p.amount_cents)::text AS total FROM ledger_entries e
         JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'INVESTMENT'
        WHERE e.reference_id = $1 AND e.operation = 'RENDIMENTO'`,
      [id],
    );
    expect(yields).toEqual({ n: 21, total: '1164' });

    // Redeeming everything pays principal plus yield into the checking account: more than was invested.
    const beforeRedeem = await summaryOf();
    const redeemed = await redeem(id, 1011.64);
    expect(redeemed.response.status).toBe(202);
    expect(redeemed.data).toMatchObject({ application_id: id, amount: 1011.64, status: 'PROCESSING' });
    await s.clock.advance(5);
    const after = await summaryOf();
    expect(cents(after.debitAccountAmount)).toBe(cents(beforeRedeem.debitAccountAmount) + 101_164);
    expect(cents(after.investAccountAmount)).toBe(cents(beforeRedeem.investAccountAmount) - 101_164);
    const redeemedList = (await applications(ADMIN, 'REDEEMED')).data!;
    expect(redeemedList.content.map((a) => a.application_id)).toContain(id);
    expect(await statusOf(redeem(id, 1))).toBe(409);
  });

  it('refuses more than the application holds, and a redeem before it settled', async () => {
    const id = (await invest(50)).data!.application_id;
    const early = await refusal(redeem(id, 10));
    expect(early.status).toBe(409);
    expect(early.errors[0]!.code).toBe('APPLICATION_PROCESSING');
    await s.clock.advance(5);
    const before = await counts();
    const over = await refusal(redeem(id, 50.01));
    expect(over.status).toBe(400);
    expect(over.errors[0]!.description).toBe(TREASURY_AMOUNT_MESSAGES.overApplication);
    expect(await counts()).toEqual(before);
    // A part of it: the rest keeps earning from the same day.
    expect(await statusOf(redeem(id, 20))).toBe(202);
    const list = (await applications()).data!;
    const rest = list.content.find((a) => a.application_id === id);
    expect(rest).toMatchObject({ status: 'ACTIVE', current_amount: 30, invested_amount: 30 });
  });
});

describe('idempotent replay', () => {
  it('answers a repeated Idempotency-Key with the first operation and moves the money once', async () => {
    const key = crypto.randomUUID();
    const send = async (amount: number) =>
      (await banking()).POST('/v1/products/{id}/applications', {
        params: { path: { id: productId } },
        body: { amount, account_origin: 'CHECKING_ACCOUNT' },
        ...withKey(key),
      });
    const before = await summaryOf();
    const first = await send(12.34);
    const again = await send(12.34);
    expect(first.response.status).toBe(202);
    expect(again.response.status).toBe(202);
    expect(again.data!.application_id).toBe(first.data!.application_id);
    expect(cents((await summaryOf()).debitAccountAmount)).toBe(cents(before.debitAccountAmount) - 1234);
    expect(await statusOf(send(99))).toBe(409);
  });
});

describe('withdraw', () => {
  it('takes the amount from the checking account now and sends it out when settled', async () => {
    const before = await summaryOf(FINANCE);
    const sent = await withdraw(123.45, FINANCE);
    expect(sent.response.status).toBe(202);
    expect(sent.data).toMatchObject({ amount: 123.45, status: 'PROCESSING', settled_at: null });
    expect(cents((await summaryOf(FINANCE)).debitAccountAmount)).toBe(
      cents(before.debitAccountAmount) - 12_345,
    );
    await s.clock.advance(5);
    const list = (await (await banking(FINANCE)).GET('/v1/banking/withdrawals')).data!;
    expect(list.content[0]).toMatchObject({ id: sent.data!.id, status: 'SETTLED' });
    const statement = (await ledger('CHECKING_ACCOUNT', {}, FINANCE)).data!;
    expect(statement.content).toContainEqual(
      expect.objectContaining({ operation: 'SAQUE', value: 123.45, positive: false }),
    );
  });

  it('refuses more than the checking balance with nothing written', async () => {
    const { debitAccountAmount } = await summaryOf();
    const before = await counts();
    const oneCentMore = Math.round(debitAccountAmount * 100 + 1) / 100;
    const over = await refusal(withdraw(oneCentMore));
    expect(over.status).toBe(400);
    expect(over.errors[0]).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      description: TREASURY_AMOUNT_MESSAGES.overBalance,
    });
    const invested = await refusal(invest(oneCentMore));
    expect(invested.status).toBe(400);
    expect(invested.errors[0]!.description).toBe(TREASURY_AMOUNT_MESSAGES.overChecking);
    expect(await counts()).toEqual(before);
  });
});

describe('the DI rate operator route', () => {
  it('refuses a day already credited, a rate with three decimals and a day off the calendar', async () => {
    const past = await s.call({
      method: 'POST',
      url: '/_sandbox/treasury/cdi',
      payload: { rate: 10, from: y('2027-04-01') },
    });
    expect(past.status).toBe(409);
    const fine = await s.call({ method: 'POST', url: '/_sandbox/treasury/cdi', payload: { rate: 10.005 } });
    expect(fine.status).toBe(400);
    for (const from of ['2100-01-01', '1800-01-01', y('2027-02-30')]) {
      const far = await s.call({
        method: 'POST',
        url: '/_sandbox/treasury/cdi',
        payload: { rate: 10, from },
      });
      expect(far.status, from).toBe(400);
    }
  });

  it('never credits a yield day twice, even when the job is run again by hand', async () => {
    const [before] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE operation = 'RENDIMENTO'`,
    );
    await s.db.query(`UPDATE jobs SET due_at = '-infinity' WHERE kind = 'treasury-yield'`);
    await s.clock.advance(1);
    const [after] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE operation = 'RENDIMENTO'`,
    );
    expect(after!.n).toBe(before!.n);
    // The ledger's key refuses a repeat of a day even if a rule tried: the same entry posts nothing.
    const [entry] = await s.db.query<{ seller_id: number; reference_id: string; key: string; total: string }>(
      `SELECT e.seller_id, e.reference_id, e.idempotency_key AS key, max(p.amount_cents)::text AS total
         FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
        WHERE e.operation = 'RENDIMENTO' GROUP BY e.id LIMIT 1`,
    );
    const cdiDay = entry!.key.split(':').at(-1) as string;
    const again = await post(s.db, {
      sellerId: entry!.seller_id,
      kind: 'INVESTMENT',
      effectiveDate: cdiDay,
      createdAt: NOW,
      reference: { type: 'INVESTMENT', id: entry!.reference_id },
      idempotencyKey: entry!.key,
      description: 'Rendimento',
      operation: 'RENDIMENTO',
      postings: [
        { account: 'EXTERNAL', amountCents: -Number(entry!.total) },
        { account: 'INVESTMENT', amountCents: Number(entry!.total) },
      ],
    });
    expect(again.created).toBe(false);
  });
});

describe('money in flight', () => {
  it('keeps the total while an investment or a redemption waits for the bank, as Em processamento', async () => {
    // Whatever earlier tests left waiting settles first, so the figures start from nothing in flight.
    await s.clock.advance(5);
    const before = await summaryOf();
    expect(before.inProcessingAmount).toBe(0);
    const invested = await invest(1000);
    expect(invested.response.status).toBe(202);
    const investing = await summaryOf();
    expect(cents(investing.debitAccountAmount)).toBe(cents(before.debitAccountAmount) - 100_000);
    expect(investing.investAccountAmount).toBe(before.investAccountAmount);
    expect(cents(investing.inProcessingAmount)).toBe(100_000);
    expect(investing.totalAmount).toBe(before.totalAmount);
    await s.clock.advance(5);
    const invests = await summaryOf();
    expect(invests.inProcessingAmount).toBe(0);
    expect(cents(invests.investAccountAmount)).toBe(cents(before.investAccountAmount) + 100_000);
    expect(invests.totalAmount).toBe(before.totalAmount);

    const redeemed = await redeem(invested.data!.application_id, 400);
    expect(redeemed.response.status).toBe(202);
    const redeeming = await summaryOf();
    expect(cents(redeeming.investAccountAmount)).toBe(cents(invests.investAccountAmount) - 40_000);
    expect(redeeming.debitAccountAmount).toBe(invests.debitAccountAmount);
    expect(cents(redeeming.inProcessingAmount)).toBe(40_000);
    expect(redeeming.totalAmount).toBe(before.totalAmount);
    await s.clock.advance(5);
    const redeems = await summaryOf();
    expect(redeems.inProcessingAmount).toBe(0);
    expect(cents(redeems.debitAccountAmount)).toBe(cents(invests.debitAccountAmount) + 40_000);
    expect(redeems.totalAmount).toBe(before.totalAmount);
  });

  it('does not count a withdrawal to another bank: that money is leaving the account', async () => {
    const before = await summaryOf(FINANCE);
    expect(await statusOf(withdraw(10, FINANCE))).toBe(202);
    const during = await summaryOf(FINANCE);
    expect(during.inProcessingAmount).toBe(before.inProcessingAmount);
    expect(cents(during.totalAmount)).toBe(cents(before.totalAmount) - 1_000);
    await s.clock.advance(5);
  });
});
