import type { banking as contract } from '@balcao/client';
import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, errorBody, refusal, statusOf, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const banking = async (email = FINANCE) => (await s.clients(email)).banking;
const cents = (reais: number) => Math.round(reais * 100);
const today = () => businessToday(s.clock.now());

/** The acquiring account summed straight from its postings, apart from the rule under test. */
async function ledgerSums(email: string) {
  const [row] = await s.db.query<{ available: string; later: string }>(
    `SELECT coalesce(sum(p.amount_cents) FILTER (WHERE p.effective_date <= $2::date), 0)::text AS available,
            coalesce(sum(p.amount_cents) FILTER (WHERE p.effective_date > $2::date), 0)::text AS later
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN users u ON u.seller_id = a.seller_id
      WHERE u.email = $1 AND a.kind = 'ACQUIRING'`,
    [email, today()],
  );
  return { available: Number(row!.available), toRelease: Number(row!.later) };
}

type StatementQuery = contract.operations['listStatement']['parameters']['query'];
const statement = async (query: StatementQuery) =>
  (await banking()).GET('/redeems/statement', { params: { query } });

describe('GET /redeems (saldos)', () => {
  it('sums the ledger: available by today, to release after, with the sandbox clock’s instant', async () => {
    const before = s.clock.now().getTime();
    const { response, data } = await (await banking()).GET('/redeems');
    const body = data!;
    expect(response.status).toBe(200);
    const sums = await ledgerSums(FINANCE);
    expect(sums.available).toBeGreaterThan(0);
    expect(sums.toRelease).toBeGreaterThan(0);
    expect(cents(body.amount)).toBe(sums.available);
    expect(cents(body.provisionedAmount)).toBe(sums.toRelease);
    expect(cents(body.totalAmount)).toBe(sums.available + sums.toRelease);
    expect(body.notFormattedAmount).toBe(body.amount);
    expect(body).toMatchObject({ bankingType: 'PJ', isOnDemandEnabled: true });
    expect(Date.parse(body.serverTime)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(body.serverTime)).toBeLessThanOrEqual(s.clock.now().getTime());
  });

  it('is refused without the roles or without view_seller_finance', async () => {
    expect(await statusOf((await banking('vendas@demo.balcao.dev')).GET('/redeems'))).toBe(403);
    expect(await statusOf((await banking('operador@demo.balcao.dev')).GET('/redeems'))).toBe(403);
    // Loja Nova has no view_seller_finance.
    expect(await statusOf((await banking('novo@demo.balcao.dev')).GET('/redeems'))).toBe(403);
  });
});

describe('GET /redeems/statement (Extrato)', () => {
  it('pages the last 30 days, newest first, 10 a page, with each sale’s fee', async () => {
    const from = addDays(today(), -30);
    const query: StatementQuery = {
      executionDateInitial: from,
      executionDateFinal: today(),
      sort: 'executionDate,desc',
      page: 0,
      size: 10,
    };
    const { response, data } = await statement(query);
    const body = data!;
    expect(response.status).toBe(200);
    expect(body.content).toHaveLength(10);
    expect(body.totalElements).toBeGreaterThan(10);
    const dates = body.content.map((l) => l.executionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const d of dates) expect(d >= from && d <= today()).toBe(true);
    expect(body.content.some((l) => l.tax.amount > 0)).toBe(true);
    const last = (await statement({ ...query, page: body.totalPages - 1 })).data!;
    expect(last.content.length).toBe(body.totalElements - 10 * (body.totalPages - 1));
  });

  it('filters one type (the Antecipações tab) and shows withdrawals as DEBIT_TRANSFER', async () => {
    const from = addDays(today(), -360);
    const transfers = (
      await statement({
        executionDateInitial: from,
        executionDateFinal: today(),
        statementType: 'DEBIT_TRANSFER',
      })
    ).data!;
    expect(transfers.totalElements).toBeGreaterThan(0);
    for (const l of transfers.content)
      expect(l).toMatchObject({ statementType: 'DEBIT_TRANSFER', creditOperation: 'REPASSE' });
    expect(transfers.content[0]!.amount).toBeLessThan(0);
  });

  it.each<[string, (t: string) => StatementQuery]>([
    ['a start after the end', (t) => ({ executionDateInitial: t, executionDateFinal: addDays(t, -1) })],
    ['more than 360 days back', (t) => ({ executionDateInitial: addDays(t, -361), executionDateFinal: t })],
    ['more than 360 days ahead', (t) => ({ executionDateInitial: t, executionDateFinal: addDays(t, 361) })],
    [
      'a date that does not exist',
      () => ({ executionDateInitial: '2026-02-30', executionDateFinal: '2026-03-01' }),
    ],
    ['a page size past 100', (t) => ({ executionDateInitial: t, executionDateFinal: t, size: 101 })],
  ])('answers 400 to %s', async (_, query) => {
    const { status, errors } = await refusal(statement(query(today())));
    expect(status).toBe(400);
    expect(errors.length).toBeGreaterThan(0);
  });

  // Queries the contract refuses (no dates, a type it does not list): only a raw call can send them.
  it.each([
    ['no dates', () => 'page=0'],
    ['an unknown type', (t: string) => `executionDateInitial=${t}&executionDateFinal=${t}&statementType=PIX`],
  ])('answers 400 to %s', async (_, query) => {
    const answer = await s.call({
      method: 'GET',
      url: `/banking/redeems/statement?${query(today())}`,
      headers: await s.bearer(FINANCE),
    });
    expect(answer.status).toBe(400);
    expect(errorBody(answer).errors.length).toBeGreaterThan(0);
  });
});

describe('GET /redeems/statement/future (Lançamentos futuros)', () => {
  it('lists tomorrow to 60 days ahead, nearest first', async () => {
    const { response, data } = await (await banking()).GET('/redeems/statement/future', {
      params: { query: { page: 0, size: 10 } },
    });
    expect(response.status).toBe(200);
    expect(data!.content.length).toBeGreaterThan(0);
    const dates = data!.content.map((l) => l.executionDate);
    expect([...dates].sort()).toEqual(dates);
    for (const d of dates) expect(d > today() && d <= addDays(today(), 60)).toBe(true);
  });
});
