import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const get = async (url: string, email = FINANCE) =>
  s.call({ method: 'GET', url: `/banking${url}`, headers: await s.bearer(email) });
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

describe('GET /redeems (saldos)', () => {
  it('sums the ledger: available by today, to release after, with the sandbox clock’s instant', async () => {
    const before = s.clock.now().getTime();
    const { status, body } = await get('/redeems');
    expect(status).toBe(200);
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
    expect((await get('/redeems', 'vendas@demo.balcao.dev')).status).toBe(403);
    expect((await get('/redeems', 'operador@demo.balcao.dev')).status).toBe(403);
    // Loja Nova has no view_seller_finance.
    expect((await get('/redeems', 'novo@demo.balcao.dev')).status).toBe(403);
  });
});

describe('GET /redeems/statement (Extrato)', () => {
  it('pages the last 30 days, newest first, 10 a page, with each sale’s fee', async () => {
    const from = addDays(today(), -30);
    const url = `/redeems/statement?executionDateInitial=${from}&executionDateFinal=${today()}&sort=executionDate,desc&page=0&size=10`;
    const { status, body } = await get(url);
    expect(status).toBe(200);
    expect(body.content).toHaveLength(10);
    expect(body.totalElements).toBeGreaterThan(10);
    const dates = body.content.map((l: { executionDate: string }) => l.executionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const d of dates) expect(d >= from && d <= today()).toBe(true);
    expect(body.content.some((l: { tax: { amount: number } }) => l.tax.amount > 0)).toBe(true);
    const last = await get(url.replace('page=0', `page=${body.totalPages - 1}`));
    expect(last.body.content.length).toBe(body.totalElements - 10 * (body.totalPages - 1));
  });

  it('filters one type (the Antecipações tab) and shows withdrawals as DEBIT_TRANSFER', async () => {
    const from = addDays(today(), -360);
    const transfers = await get(
      `/redeems/statement?executionDateInitial=${from}&executionDateFinal=${today()}&statementType=DEBIT_TRANSFER`,
    );
    expect(transfers.body.totalElements).toBeGreaterThan(0);
    for (const l of transfers.body.content)
      expect(l).toMatchObject({ statementType: 'DEBIT_TRANSFER', creditOperation: 'REPASSE' });
    expect(transfers.body.content[0].amount).toBeLessThan(0);
  });

  it.each([
    [
      'a start after the end',
      (t: string) => `executionDateInitial=${t}&executionDateFinal=${addDays(t, -1)}`,
    ],
    [
      'more than 360 days back',
      (t: string) => `executionDateInitial=${addDays(t, -361)}&executionDateFinal=${t}`,
    ],
    [
      'more than 360 days ahead',
      (t: string) => `executionDateInitial=${t}&executionDateFinal=${addDays(t, 361)}`,
    ],
    ['no dates', () => 'page=0'],
    ['a date that does not exist', () => 'executionDateInitial=2026-02-30&executionDateFinal=2026-03-01'],
    ['a page size past 100', (t: string) => `executionDateInitial=${t}&executionDateFinal=${t}&size=101`],
    ['an unknown type', (t: string) => `executionDateInitial=${t}&executionDateFinal=${t}&statementType=PIX`],
  ])('answers 400 to %s', async (_, query) => {
    const { status, body } = await get(`/redeems/statement?${query(today())}`);
    expect(status).toBe(400);
    expect(body.errors.length).toBeGreaterThan(0);
  });
});

describe('GET /redeems/statement/future (Lançamentos futuros)', () => {
  it('lists tomorrow to 60 days ahead, nearest first', async () => {
    const { status, body } = await get('/redeems/statement/future?page=0&size=10');
    expect(status).toBe(200);
    expect(body.content.length).toBeGreaterThan(0);
    const dates = body.content.map((l: { executionDate: string }) => l.executionDate);
    expect([...dates].sort()).toEqual(dates);
    for (const d of dates) expect(d > today() && d <= addDays(today(), 60)).toBe(true);
  });
});
