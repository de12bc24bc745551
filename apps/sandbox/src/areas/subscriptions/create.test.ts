import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, OTHER_ADMIN, type TestSandbox } from '../../test-support';

/** POST /subscriptions: the §7 path of the 'Importação de Recorrências' (the import's §3 body). */
let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const SALE = 'vendas@demo.balcao.dev';
const DAY = 24 * 3600;

const create = async (payload: unknown, email = ADMIN, key?: string) =>
  s.call({
    method: 'POST',
    url: '/payment/subscriptions',
    headers: { ...(await s.bearer(email)), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });

async function firstOf(table: 'customers' | 'plans', email = ADMIN) {
  const [row] = await s.db.query<{ id: string }>(
    `SELECT t.id FROM ${table} t JOIN users u ON u.seller_id = t.seller_id AND u.email = $1
      ${table === 'plans' ? 'WHERE t.active' : ''} ORDER BY t.id LIMIT 1`,
    [email],
  );
  return row!.id;
}

async function body() {
  return {
    idPlan: Number(await firstOf('plans')),
    basicValue: { type: 'MONTHLY', value: 79.9 },
    payment: { method: 'PIX' },
    uuidBuyer: await firstOf('customers'),
    startDate: addDays(businessToday(s.clock.now()), 20),
  };
}

describe('POST /subscriptions', () => {
  it('refuses wrong, hostile or oversized input with 400 in Portuguese', async () => {
    const base = await body();
    const past = await create({ ...base, startDate: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.body.errors[0].description).toBe(
      'Próximo vencimento: O próximo vencimento deve ser de hoje a um ano.',
    );
    const bad = [
      { ...base, payment: { method: 'CREDIT_CARD' } },
      { ...base, basicValue: { type: 'MONTHLY', value: 10_000_000 } },
      { ...base, basicValue: { type: 'MONTHLY', value: -1 } },
      { ...base, idPlan: 2 ** 31 },
      { ...base, uuidBuyer: '<script>' },
      { ...base, startDate: '2026-02-30' },
      { ...base, extra: true },
    ];
    for (const payload of bad) {
      const { status, body: answer } = await create(payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(answer.errors[0].description).toMatch(/[a-zçãéí]/i);
    }
  });

  it("keeps to the seller's own customers and plans, and to the subscriptions roles", async () => {
    const base = await body();
    const foreign = await create({ ...base, uuidBuyer: await firstOf('customers', OTHER_ADMIN) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].description).toBe('Cliente: cliente não encontrado.');
    expect((await create(base, SALE)).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/payment/subscriptions', payload: base })).status).toBe(401);
  });

  it('creates an ACTIVE subscription whose charges come by the clock; a replay creates nothing more', async () => {
    const payload = await body();
    const first = await create(payload, ADMIN, 'create-subscription-0001');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'ACTIVE',
      paymentMethod: 'PIX',
      startDate: payload.startDate,
      expirationDate: payload.startDate,
      basicValue: { type: 'MONTHLY', value: 79.9, valuePerMonth: 79.9 },
      charges: [],
    });
    const replay = await create(payload, ADMIN, 'create-subscription-0001');
    expect(replay.body.uuid).toBe(first.body.uuid);
    const [count] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM subscriptions WHERE value_cents = 7990 AND start_date = $1',
      [payload.startDate],
    );
    expect(count?.n).toBe(1);
    await s.clock.advance(7 * DAY);
    // A week on, the cached session has expired: sign in again.
    const { token } = await s.signIn(ADMIN);
    const later = await s.call({
      method: 'GET',
      url: `/payment/subscriptions/${first.body.uuid}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(later.body.charges).toEqual([
      expect.objectContaining({ expirationDate: payload.startDate, status: 'SCHEDULED', value: 79.9 }),
    ]);
  });
});
