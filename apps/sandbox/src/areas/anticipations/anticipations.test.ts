import { businessToday } from '@balcao/domain/dates';
import { nextBankingDay } from '@balcao/domain/ledger';
import { reaisToCents } from '@balcao/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, OTHER_ADMIN, type TestSandbox } from '../../test-support';

let s: TestSandbox;
let demo: number;
let other: number;
beforeAll(async () => {
  s = await createTestSandbox();
  // Frozen where the run's clock starts (test-clock.ts), never at the machine's date.
  await s.clock.set(s.clock.now(), { frozen: true });
  const sellers = await s.db.query<{ id: number; document: string }>('SELECT id, document FROM sellers');
  demo = sellers.find((r) => r.document === '11222333000181')!.id;
  other = sellers.find((r) => r.document === '45321678000104')!.id;
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';
const SUPERVISOR = 'supervisor@demo.balcao.dev';

const get = async (url: string, email = ADMIN) =>
  s.call({ method: 'GET', url: `/banking${url}`, headers: await s.bearer(email) });
const post = async (url: string, payload?: unknown, email = ADMIN, key?: string) =>
  s.call({
    method: 'POST',
    url: `/banking${url}`,
    headers: {
      ...(await s.bearer(email)),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
const simulate = (amount?: number | string, email = ADMIN) =>
  get(`/seller/antecipation/rate${amount === undefined ? '' : `?amount=${amount}`}`, email);
const entries = async () =>
  (
    await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries WHERE seller_id = $1', [
      demo,
    ])
  )[0]!.n;

describe('simulation', () => {
  it('starts from the seeded history: anticipations of past months, executed', async () => {
    const { body } = await get('/redeems/anticipations');
    expect(body.totalElements).toBeGreaterThan(0);
    for (const a of body.content) {
      expect(a.status).toBe('EXECUTED');
      expect(reaisToCents(a.grossAmount) - reaisToCents(a.feeAmount)).toBe(reaisToCents(a.netAmount));
      expect(a.anticipationDate < businessToday(s.clock.now())).toBe(true);
    }
  });

  it('simulates the maximum when no amount is given, from the seller monthly rate, for the next banking day', async () => {
    const { status, body } = await simulate();
    expect(status).toBe(200);
    expect(body.capped).toBe(true);
    expect(body.netAmount).toBeGreaterThan(0);
    expect(body.netAmount).toBe(body.maxNetAmount);
    expect(reaisToCents(body.grossAmount) - reaisToCents(body.feeAmount)).toBe(reaisToCents(body.netAmount));
    expect(body.monthlyRate).toBe(1.99);
    expect(body.anticipationDate).toBe(nextBankingDay(businessToday(s.clock.now())));
    expect(body.effectiveRate).toBeGreaterThan(0);
    // The balance card's 'available for anticipation' is this same maximum.
    expect((await get('/redeems')).body.onDemandNetAmount).toBe(body.maxNetAmount);
  });

  it('pays exactly the amount asked, and above the maximum simulates the maximum', async () => {
    const max = (await simulate()).body.maxNetAmount;
    const exact = await simulate(100.37);
    expect(exact.body).toMatchObject({ netAmount: 100.37, capped: false, maxNetAmount: max });
    expect(exact.body.grossAmount).toBeGreaterThan(100.37);
    const above = await simulate(99_999_999.99);
    expect(above.body).toMatchObject({ netAmount: max, capped: true });
  });

  it('refuses zero, a fraction of a cent, text and an amount past the maximum of the contract', async () => {
    for (const amount of ['0', '1.005', 'abc', '-5', '100000000', 'Infinity'])
      expect((await simulate(amount)).status).toBe(400);
  });

  it('is for SELLER_ADMIN or SELLER_ANTICIPATION with view_balance_anticipation', async () => {
    expect((await simulate(10, FINANCE)).status).toBe(200);
    expect((await simulate(10, SALE)).status).toBe(403);
    expect((await simulate(10, SUPERVISOR)).status).toBe(403);
    await s.db.query(
      `DELETE FROM seller_feature_toggles WHERE seller_id = $1 AND name = 'view_balance_anticipation'`,
      [demo],
    );
    try {
      expect((await simulate(10)).status).toBe(403);
      expect((await post('/redeems/anticipation/amount', { amount: 10 })).status).toBe(403);
    } finally {
      await s.db.query(
        `INSERT INTO seller_feature_toggles (seller_id, name) VALUES ($1, 'view_balance_anticipation')`,
        [demo],
      );
    }
  });

  it('answers 409 while on-demand anticipation is off for the seller, and each seller reads its own receivables', async () => {
    await s.db.query(
      `INSERT INTO seller_feature_toggles (seller_id, name) VALUES ($1, 'view_balance_anticipation')
                      ON CONFLICT DO NOTHING`,
      [other],
    );
    const off = await simulate(10, OTHER_ADMIN);
    expect(off.status).toBe(409);
    expect(off.body.errors[0].description).toBe(
      'A antecipação sob demanda não está habilitada para este seller.',
    );
    await s.db.query('UPDATE sellers SET on_demand_anticipation = true WHERE id = $1', [other]);
    const own = await simulate(undefined, OTHER_ADMIN);
    expect(own.status).toBe(200);
    expect(own.body.maxNetAmount).not.toBe((await simulate()).body.maxNetAmount);
    expect((await get('/redeems/anticipations', OTHER_ADMIN)).body.content).toEqual([]);
  });
});

describe('POST /seller/antecipation/rate: the same simulation with the amount in the body', () => {
  const simulateByBody = (payload: unknown, email = ADMIN, key?: string) =>
    post('/seller/antecipation/rate', payload, email, key);

  it('answers what the query form answers, and the maximum without an amount', async () => {
    const byQuery = await simulate(100.37);
    const byBody = await simulateByBody({ amount: 100.37 });
    expect(byBody.status).toBe(200);
    expect(byBody.body).toEqual(byQuery.body);
    expect((await simulateByBody({})).body).toEqual((await simulate()).body);
  });

  it('is a simulation: no ledger entry, no anticipation, and a repeated key gives the same answer', async () => {
    const before = await entries();
    const first = await simulateByBody({ amount: 50 }, ADMIN, 'simulacao-por-corpo');
    const again = await simulateByBody({ amount: 50 }, ADMIN, 'simulacao-por-corpo');
    expect(again.body).toEqual(first.body);
    expect(await entries()).toBe(before);
    expect((await simulateByBody({ amount: 60 }, ADMIN, 'simulacao-por-corpo')).status).toBe(409);
  });

  it('refuses hostile or wrong bodies with 400', async () => {
    for (const payload of [
      { amount: 0 },
      { amount: -5 },
      { amount: 1.005 },
      { amount: 100_000_000 },
      { amount: '10' },
      { amount: 10, requestedAmount: 10 },
      { amount: '<script>alert(1)</script>' },
      '[1,2',
    ])
      expect((await simulateByBody(payload)).status, JSON.stringify(payload)).toBe(400);
  });

  it('has the roles and the feature of the query form', async () => {
    expect((await simulateByBody({ amount: 10 }, FINANCE)).status).toBe(200);
    expect((await simulateByBody({ amount: 10 }, SALE)).status).toBe(403);
    expect((await simulateByBody({ amount: 10 }, SUPERVISOR)).status).toBe(403);
  });
});

const executed: { id: string; day: string }[] = [];

describe('confirmation', () => {
  it('refuses a body without amount, with another field, or above the maximum, moving nothing', async () => {
    const before = await entries();
    expect((await post('/redeems/anticipation/amount', {})).status).toBe(400);
    expect((await post('/redeems/anticipation/amount', { amount: 10, fee: 0 })).status).toBe(400);
    const max = (await simulate()).body.maxNetAmount;
    const above = await post('/redeems/anticipation/amount', { amount: Math.round((max + 1) * 100) / 100 });
    expect(above.status).toBe(400);
    expect(above.body.errors[0].description).toBe(
      'O valor solicitado é maior que o disponível para antecipação.',
    );
    expect((await post('/redeems/anticipation/amount', { amount: 10 }, SALE)).status).toBe(403);
    expect(await entries()).toBe(before);
  });

  it('moves the receivables to the execution day with the fee, once per key', async () => {
    const balance = (await get('/redeems')).body;
    const simulation = (await simulate(250)).body;
    const key = 'antecipacao-teste-0001';
    const first = await post('/redeems/anticipation/amount', { amount: 250 }, ADMIN, key);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      status: 'REQUESTED',
      netAmount: 250,
      grossAmount: simulation.grossAmount,
      feeAmount: simulation.feeAmount,
      anticipationDate: simulation.anticipationDate,
    });
    const counted = await entries();
    const again = await post('/redeems/anticipation/amount', { amount: 250 }, ADMIN, key);
    expect(again.status).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await entries()).toBe(counted);
    // The receivables left 'to release' today; the net arrives on the execution day.
    const after = (await get('/redeems')).body;
    expect(reaisToCents(after.provisionedAmount)).toBe(
      reaisToCents(balance.provisionedAmount) - reaisToCents(simulation.grossAmount) + reaisToCents(250),
    );
    expect(after.amount).toBe(balance.amount);
    const statement = await get(
      `/redeems/statement?executionDateInitial=${simulation.anticipationDate}&executionDateFinal=${simulation.anticipationDate}&statementType=CREDIT_ANTICIPATED`,
    );
    expect(statement.body.content.some((l: { amount: number }) => l.amount === 250)).toBe(true);
    executed.push({ id: first.body.id, day: simulation.anticipationDate });
  });

  it('never anticipates a receivable twice, even for two confirmations at once', async () => {
    const max = (await simulate()).body.maxNetAmount;
    const share = Math.floor(max * 60) / 100; // 60% each: both together exceed what there is
    const [a, b] = await Promise.all([
      post('/redeems/anticipation/amount', { amount: share }),
      post('/redeems/anticipation/amount', { amount: share }, FINANCE),
    ]);
    expect([a.status, b.status].sort()).toEqual([202, 400]);
    const taken = await s.db.query<{ date: string; total: string }>(
      `SELECT r.receivable_date::text AS date, sum(r.amount_cents)::text AS total
         FROM anticipation_receivables r JOIN anticipations a ON a.id = r.anticipation_id
        WHERE a.seller_id = $1 GROUP BY 1`,
      [demo],
    );
    const credited = await s.db.query<{ date: string; total: string }>(
      `SELECT p.effective_date::text AS date, sum(p.amount_cents)::text AS total
         FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
         JOIN ledger_accounts acc ON acc.id = p.account_id AND acc.kind = 'ACQUIRING'
        WHERE e.seller_id = $1 AND e.kind = 'SALE_CREDIT' GROUP BY 1`,
      [demo],
    );
    // What was anticipated on a day is never more than the sales that day settles, net of their fees.
    for (const t of taken) {
      const day = credited.find((c) => c.date === t.date);
      expect(Number(t.total)).toBeLessThanOrEqual(Number(day?.total ?? 0));
    }
    const left = (await simulate()).body.maxNetAmount;
    expect(left).toBeLessThan(max - share + 0.01);
  });

  it('anticipates everything with the request of no body, and then has nothing left', async () => {
    const all = await post('/redeems/anticipation');
    expect(all.status).toBe(202);
    expect((await simulate()).body.maxNetAmount).toBe(0);
    const none = await post('/redeems/anticipation');
    expect(none.status).toBe(400);
    expect(none.body.errors[0].description).toBe('Não há saldo a liberar disponível para antecipação.');
  });
  it('is executed by the scheduler on its banking day, with an e-mail to who asked', async () => {
    const [first] = executed;
    const days = Math.round((Date.parse(first!.day) - s.clock.now().getTime()) / 86_400_000) + 1;
    await s.clock.advance(days * 24 * 3600);
    // Moving the clock by days ends the session: sign in again.
    const headers = { authorization: `Bearer ${(await s.signIn(ADMIN)).token}` };
    const listed = await s.call({ method: 'GET', url: '/banking/redeems/anticipations?size=100', headers });
    const mine = listed.body.content.find((a: { id: string }) => a.id === first!.id);
    expect(mine).toMatchObject({ status: 'EXECUTED', netAmount: 250 });
    expect(listed.body.content.every((a: { status: string }) => a.status === 'EXECUTED')).toBe(true);
    const [mail] = await s.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbox_emails WHERE to_address = $1 AND subject = 'Antecipação de recebíveis executada'
        ORDER BY id LIMIT 1`,
      [ADMIN],
    );
    expect(mail?.body).toContain('R$');
  });
});
