import { businessToday } from '@balcao/domain/dates';
import { nextBankingDay } from '@balcao/domain/ledger';
import { reaisToCents } from '@balcao/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  OTHER_ADMIN,
  refusal,
  statusOf,
  type TestSandbox,
  withKey,
} from '../../test-support';

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

const banking = async (email = ADMIN) => (await s.clients(email)).banking;
const balance = async (email = ADMIN) => (await (await banking(email)).GET('/redeems')).data!;
const anticipations = async (email = ADMIN) =>
  (await (await banking(email)).GET('/redeems/anticipations', { params: { query: { size: 100 } } })).data!;
const simulate = async (amount?: number, email = ADMIN) =>
  (await banking(email)).GET('/seller/antecipation/rate', {
    params: { query: amount === undefined ? {} : { amount } },
  });
const simulation = async (amount?: number, email = ADMIN) => (await simulate(amount, email)).data!;
const confirm = async (amount: number, email = ADMIN, key?: string) =>
  (await banking(email)).POST('/redeems/anticipation/amount', {
    body: { amount },
    ...(key ? withKey(key) : {}),
  });
/** A body or query the contract refuses, which the typed client would not let a test write. */
const raw = async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  s.call({
    method,
    url: `/banking${url}`,
    headers: {
      ...(await s.bearer(ADMIN)),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
const entries = async () =>
  (
    await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries WHERE seller_id = $1', [
      demo,
    ])
  )[0]!.n;

describe('simulation', () => {
  it('starts from the seeded history: anticipations of past months, executed', async () => {
    const body = (await (await banking()).GET('/redeems/anticipations')).data!;
    expect(body.totalElements).toBeGreaterThan(0);
    for (const a of body.content) {
      expect(a.status).toBe('EXECUTED');
      expect(reaisToCents(a.grossAmount) - reaisToCents(a.feeAmount)).toBe(reaisToCents(a.netAmount));
      expect(a.anticipationDate < businessToday(s.clock.now())).toBe(true);
    }
  });

  it('simulates the maximum when no amount is given, from the seller monthly rate, for the next banking day', async () => {
    const { response, data } = await simulate();
    const body = data!;
    expect(response.status).toBe(200);
    expect(body.capped).toBe(true);
    expect(body.netAmount).toBeGreaterThan(0);
    expect(body.netAmount).toBe(body.maxNetAmount);
    expect(reaisToCents(body.grossAmount) - reaisToCents(body.feeAmount)).toBe(reaisToCents(body.netAmount));
    expect(body.monthlyRate).toBe(1.99);
    expect(body.anticipationDate).toBe(nextBankingDay(businessToday(s.clock.now())));
    expect(body.effectiveRate).toBeGreaterThan(0);
    // The balance card's 'available for anticipation' is this same maximum.
    expect((await balance()).onDemandNetAmount).toBe(body.maxNetAmount);
  });

  it('pays exactly the amount asked, and above the maximum simulates the maximum', async () => {
    const max = (await simulation()).maxNetAmount;
    const exact = await simulation(100.37);
    expect(exact).toMatchObject({ netAmount: 100.37, capped: false, maxNetAmount: max });
    expect(exact.grossAmount).toBeGreaterThan(100.37);
    const above = await simulation(99_999_999.99);
    expect(above).toMatchObject({ netAmount: max, capped: true });
  });

  it('refuses zero, a fraction of a cent, text and an amount past the maximum of the contract', async () => {
    for (const amount of [0, 1.005, -5, 100000000, Number.POSITIVE_INFINITY])
      expect(await statusOf(simulate(amount))).toBe(400);
    // Text where the contract says number: only a raw call can send it.
    expect((await raw('GET', '/seller/antecipation/rate?amount=abc')).status).toBe(400);
  });

  it('is for SELLER_ADMIN or SELLER_ANTICIPATION with view_balance_anticipation', async () => {
    expect(await statusOf(simulate(10, FINANCE))).toBe(200);
    expect(await statusOf(simulate(10, SALE))).toBe(403);
    expect(await statusOf(simulate(10, SUPERVISOR))).toBe(403);
    await s.db.query(
      `DELETE FROM seller_feature_toggles WHERE seller_id = $1 AND name = 'view_balance_anticipation'`,
      [demo],
    );
    try {
      expect(await statusOf(simulate(10))).toBe(403);
      expect(await statusOf(confirm(10))).toBe(403);
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
    const off = await refusal(simulate(10, OTHER_ADMIN));
    expect(off.status).toBe(409);
    expect(off.errors[0]!.description).toBe(
      'A antecipação sob demanda não está habilitada para este seller.',
    );
    await s.db.query('UPDATE sellers SET on_demand_anticipation = true WHERE id = $1', [other]);
    const own = await simulate(undefined, OTHER_ADMIN);
    expect(own.response.status).toBe(200);
    expect(own.data!.maxNetAmount).not.toBe((await simulation()).maxNetAmount);
    expect((await (await banking(OTHER_ADMIN)).GET('/redeems/anticipations')).data!.content).toEqual([]);
  });
});

describe('POST /seller/antecipation/rate: the same simulation with the amount in the body', () => {
  const simulateByBody = async (body: { amount?: number }, email = ADMIN, key?: string) =>
    (await banking(email)).POST('/seller/antecipation/rate', { body, ...(key ? withKey(key) : {}) });

  it('answers what the query form answers, and the maximum without an amount', async () => {
    const byQuery = await simulation(100.37);
    const byBody = await simulateByBody({ amount: 100.37 });
    expect(byBody.response.status).toBe(200);
    expect(byBody.data).toEqual(byQuery);
    expect((await simulateByBody({})).data).toEqual(await simulation());
  });

  it('is a simulation: no ledger entry, no anticipation, and a repeated key gives the same answer', async () => {
    const before = await entries();
    const first = await simulateByBody({ amount: 50 }, ADMIN, 'simulacao-por-corpo');
    const again = await simulateByBody({ amount: 50 }, ADMIN, 'simulacao-por-corpo');
    expect(again.data).toEqual(first.data);
    expect(await entries()).toBe(before);
    expect(await statusOf(simulateByBody({ amount: 60 }, ADMIN, 'simulacao-por-corpo'))).toBe(409);
  });

  it('refuses hostile or wrong bodies with 400', async () => {
    for (const amount of [0, -5, 1.005, 100_000_000])
      expect(await statusOf(simulateByBody({ amount })), String(amount)).toBe(400);
    // Bodies the contract refuses: only a raw call can send them.
    for (const payload of [
      { amount: '10' },
      { amount: 10, requestedAmount: 10 },
      { amount: '<script>alert(1)</script>' },
      '[1,2',
    ])
      expect((await raw('POST', '/seller/antecipation/rate', payload)).status, JSON.stringify(payload)).toBe(
        400,
      );
  });

  it('has the roles and the feature of the query form', async () => {
    expect(await statusOf(simulateByBody({ amount: 10 }, FINANCE))).toBe(200);
    expect(await statusOf(simulateByBody({ amount: 10 }, SALE))).toBe(403);
    expect(await statusOf(simulateByBody({ amount: 10 }, SUPERVISOR))).toBe(403);
  });
});

const executed: { id: string; day: string }[] = [];

describe('confirmation', () => {
  it('refuses a body without amount, with another field, or above the maximum, moving nothing', async () => {
    const before = await entries();
    // Bodies the contract refuses: only a raw call can send them.
    expect((await raw('POST', '/redeems/anticipation/amount', {})).status).toBe(400);
    expect((await raw('POST', '/redeems/anticipation/amount', { amount: 10, fee: 0 })).status).toBe(400);
    const max = (await simulation()).maxNetAmount;
    const above = await refusal(confirm(Math.round((max + 1) * 100) / 100));
    expect(above.status).toBe(400);
    expect(above.errors[0]!.description).toBe(
      'O valor solicitado é maior que o disponível para antecipação.',
    );
    expect(await statusOf(confirm(10, SALE))).toBe(403);
    expect(await entries()).toBe(before);
  });

  it('moves the receivables to the execution day with the fee, once per key', async () => {
    const before = await balance();
    const simulated = await simulation(250);
    const key = 'antecipacao-teste-0001';
    const first = await confirm(250, ADMIN, key);
    expect(first.response.status).toBe(202);
    expect(first.data).toMatchObject({
      status: 'REQUESTED',
      netAmount: 250,
      grossAmount: simulated.grossAmount,
      feeAmount: simulated.feeAmount,
      anticipationDate: simulated.anticipationDate,
    });
    const counted = await entries();
    const again = await confirm(250, ADMIN, key);
    expect(again.response.status).toBe(202);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data!.id).toBe(first.data!.id);
    expect(await entries()).toBe(counted);
    // The receivables left 'to release' today; the net arrives on the execution day.
    const after = await balance();
    expect(reaisToCents(after.provisionedAmount)).toBe(
      reaisToCents(before.provisionedAmount) - reaisToCents(simulated.grossAmount) + reaisToCents(250),
    );
    expect(after.amount).toBe(before.amount);
    const day = simulated.anticipationDate;
    const statement = await (await banking()).GET('/redeems/statement', {
      params: {
        query: { executionDateInitial: day, executionDateFinal: day, statementType: 'CREDIT_ANTICIPATED' },
      },
    });
    expect(statement.data!.content.some((l) => l.amount === 250)).toBe(true);
    executed.push({ id: first.data!.id, day });
  });

  it('never anticipates a receivable twice, even for two confirmations at once', async () => {
    const max = (await simulation()).maxNetAmount;
    const share = Math.floor(max * 60) / 100; // 60% each: both together exceed what there is
    const [a, b] = await Promise.all([statusOf(confirm(share)), statusOf(confirm(share, FINANCE))]);
    expect([a, b].sort()).toEqual([202, 400]);
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
    const left = (await simulation()).maxNetAmount;
    expect(left).toBeLessThan(max - share + 0.01);
  });

  it('anticipates everything with the request of no body, and then has nothing left', async () => {
    const all = await (await banking()).POST('/redeems/anticipation');
    expect(all.response.status).toBe(202);
    expect((await simulation()).maxNetAmount).toBe(0);
    const none = await refusal((await banking()).POST('/redeems/anticipation'));
    expect(none.status).toBe(400);
    expect(none.errors[0]!.description).toBe('Não há saldo a liberar disponível para antecipação.');
  });
  it('is executed by the scheduler on its banking day, with an e-mail to who asked', async () => {
    const [first] = executed;
    const days = Math.round((Date.parse(first!.day) - s.clock.now().getTime()) / 86_400_000) + 1;
    await s.clock.advance(days * 24 * 3600);
    // The clock moved by days, past the access token's life: the client refreshes the session.
    const listed = await anticipations();
    const mine = listed.content.find((a) => a.id === first!.id);
    expect(mine).toMatchObject({ status: 'EXECUTED', netAmount: 250 });
    expect(listed.content.every((a) => a.status === 'EXECUTED')).toBe(true);
    const [mail] = await s.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbox_emails WHERE to_address = $1 AND subject = 'Antecipação de recebíveis executada'
        ORDER BY id LIMIT 1`,
      [ADMIN],
    );
    expect(mail?.body).toContain('R$');
  });
});
