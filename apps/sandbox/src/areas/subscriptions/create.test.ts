import type { payment } from '@balcao/client';
import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  callAs,
  createTestSandbox,
  errorBody,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';

/** POST /subscriptions: the §7 path of the 'Importação de Recorrências' (the import's §3 body). */
let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const SALE = 'vendas@demo.balcao.dev';
const DAY = 24 * 3600;

type NewSubscription = payment.components['schemas']['SubscriptionImportRequest'];
const create = async (body: NewSubscription, email: string | null = ADMIN, key?: string) =>
  (await s.clients(email)).payment.POST('/subscriptions', {
    body,
    ...(key ? { params: { header: { 'Idempotency-Key': key } } } : {}),
  });

async function firstOf(table: 'customers' | 'plans', email = ADMIN) {
  const [row] = await s.db.query<{ id: string }>(
    `SELECT t.id FROM ${table} t JOIN users u ON u.seller_id = t.seller_id AND u.email = $1
      ${table === 'plans' ? 'WHERE t.active' : ''} ORDER BY t.id LIMIT 1`,
    [email],
  );
  return row!.id;
}

async function body(): Promise<NewSubscription> {
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
    const past = await refusal(create({ ...base, startDate: '2020-01-01' }));
    expect(past.status).toBe(400);
    expect(past.errors[0]!.description).toBe(
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
    // Hostile bodies as sent on the wire (a method outside the enum, an unknown field): through s.call.
    for (const payload of bad) {
      const answer = await callAs(s, ADMIN, {
        method: 'POST',
        url: '/payment/subscriptions',
        payload,
      });
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(errorBody(answer).errors[0]?.description).toMatch(/[a-zçãéí]/i);
    }
  });

  it("keeps to the seller's own customers and plans, and to the subscriptions roles", async () => {
    const base = await body();
    const foreign = await refusal(create({ ...base, uuidBuyer: await firstOf('customers', OTHER_ADMIN) }));
    expect(foreign.status).toBe(400);
    expect(foreign.errors[0]!.description).toBe('Cliente: cliente não encontrado.');
    expect((await refusal(create(base, SALE))).status).toBe(403);
    expect((await refusal(create(base, null))).status).toBe(401);
  });

  it('creates an ACTIVE subscription whose charges come by the clock; a replay creates nothing more', async () => {
    const payload = await body();
    const first = await create(payload, ADMIN, 'create-subscription-0001');
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({
      status: 'ACTIVE',
      paymentMethod: 'PIX',
      startDate: payload.startDate,
      expirationDate: payload.startDate,
      basicValue: { type: 'MONTHLY', value: 79.9, valuePerMonth: 79.9 },
      charges: [],
    });
    const replay = await create(payload, ADMIN, 'create-subscription-0001');
    expect(replay.data!.uuid).toBe(first.data!.uuid);
    const [count] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM subscriptions WHERE value_cents = 7990 AND start_date = $1',
      [payload.startDate],
    );
    expect(count?.n).toBe(1);
    await s.clock.advance(7 * DAY);
    // A week on, the access token has expired: the client refreshes the session, as the app does.
    const later = await (await s.clients(ADMIN)).payment.GET('/subscriptions/{id}', {
      params: { path: { id: first.data!.uuid } },
    });
    expect(later.data!.charges).toEqual([
      expect.objectContaining({ expirationDate: payload.startDate, status: 'SCHEDULED', value: 79.9 }),
    ]);
  });
});
