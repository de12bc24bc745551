import type { payment } from '@balcao/client';
import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, OTHER_ADMIN, refusal, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const SALE = 'vendas@demo.balcao.dev';
const DAY = 24 * 3600;

type Schemas = payment.components['schemas'];
// The clock moves days at a time, past the access token's life: the client refreshes the session.
const api = async (email = ADMIN) => (await s.clients(email)).payment;
const path = (id: string) => ({ params: { path: { id } } });
const edit = async (id: string, body: Schemas['SubscriptionUpdateRequest'], email = ADMIN) =>
  (await api(email)).PATCH('/subscriptions/{id}', { ...path(id), body });
const setActive = async (id: string, active: boolean) =>
  (await api()).PATCH('/subscriptions/{id}/status', { ...path(id), body: { active } });
const setInvoice = async (id: string, enabled: boolean) =>
  (await api()).PATCH('/subscriptions/{id}/invoice', { ...path(id), body: { enabled } });
const importOne = async (body: Schemas['SubscriptionImportRequest'], email = ADMIN, key?: string) =>
  (await api(email)).POST('/subscriptions/import', {
    body,
    ...(key ? { params: { header: { 'Idempotency-Key': key } } } : {}),
  });
const subscriptionOf = async (id: string) => (await (await api()).GET('/subscriptions/{id}', path(id))).data!;
/**
 * A raw call, for the bodies the typed client cannot send (a flag as a word, a missing field); signed in
 * afresh, since the clock has moved past the cached token's life.
 */
const raw = async (method: 'PATCH' | 'POST', url: string, payload: object) =>
  s.call({
    method,
    url: `/payment${url}`,
    headers: { authorization: `Bearer ${(await s.signIn(ADMIN)).token}` },
    payload,
  });

async function subscriptionIn(status: string, email = ADMIN) {
  const [row] = await s.db.query<{ id: string; plan_id: number }>(
    `SELECT su.id, su.plan_id FROM subscriptions su JOIN users u ON u.seller_id = su.seller_id AND u.email = $2
      WHERE su.status = $1 AND NOT EXISTS (SELECT 1 FROM charges c WHERE c.subscription_id = su.id AND c.anticipated)
      ORDER BY su.id LIMIT 1`,
    [status, email],
  );
  if (!row) throw new Error(`no ${status} subscription`);
  return row;
}

async function activePlanId(email = ADMIN) {
  const [row] = await s.db.query<{ id: number }>(
    `SELECT p.id FROM plans p JOIN users u ON u.seller_id = p.seller_id AND u.email = $1
      WHERE p.active ORDER BY p.id LIMIT 1`,
    [email],
  );
  return row!.id;
}

describe('PATCH /subscriptions/{id}', () => {
  it('changes plan, value and periodicity of an active subscription, with the per-month value derived', async () => {
    const sub = await subscriptionIn('ACTIVE');
    const idPlan = await activePlanId();
    const { response, data } = await edit(sub.id, {
      idPlan,
      basicValueRequest: { type: 'SEMESTER', value: 300, valuePerMonth: 50 },
      bankSlipDescription: 'Mensalidade',
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      uuid: sub.id,
      idPlan,
      basicValue: { type: 'SEMESTER', value: 300, valuePerMonth: 50 },
      bankSlipDescription: 'Mensalidade',
    });
  });

  it('refuses a subscription that is not active (409), bad values (400) and another seller’s (404)', async () => {
    const idPlan = await activePlanId();
    const body: Schemas['SubscriptionUpdateRequest'] = {
      idPlan,
      basicValueRequest: { type: 'MONTHLY', value: 10 },
    };
    const defaulter = await subscriptionIn('DEFAULTER');
    const refused = await refusal(edit(defaulter.id, body));
    expect(refused.status).toBe(409);
    expect(refused.errors[0]!.description).toBe('Só uma assinatura ativa pode ser editada.');
    const active = await subscriptionIn('ACTIVE');
    for (const value of [-1, 0, 10.005, 1e12]) {
      const r = await refusal(edit(active.id, { ...body, basicValueRequest: { type: 'MONTHLY', value } }));
      expect(r.status, String(value)).toBe(400);
    }
    const mismatch = await refusal(
      edit(active.id, { idPlan, basicValueRequest: { type: 'YEARLY', value: 120, valuePerMonth: 20 } }),
    );
    expect(mismatch.status).toBe(400);
    const longSlip = await refusal(edit(active.id, { ...body, bankSlipDescription: 'x'.repeat(131) }));
    expect(longSlip.status).toBe(400);
    const otherPlan = await activePlanId(OTHER_ADMIN);
    const foreignPlan = await refusal(edit(active.id, { ...body, idPlan: otherPlan }));
    expect(foreignPlan.errors[0]!.description).toBe('Plano: plano não encontrado.');
    const other = await subscriptionIn('ACTIVE', OTHER_ADMIN);
    expect((await refusal(edit(other.id, body))).status).toBe(404);
    expect((await refusal(edit(active.id, body, SALE))).status).toBe(403);
  });
});

describe('PATCH /subscriptions/{id}/status', () => {
  it('cancels: INACTIVE today, no next due date, its charges to come cancelled', async () => {
    const sub = await subscriptionIn('ACTIVE');
    const { response, data } = await setActive(sub.id, false);
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      status: 'INACTIVE',
      cancelledDate: businessToday(s.clock.now()),
      expirationDate: null,
    });
    const [left] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM charges WHERE subscription_id = $1 AND status = 'SCHEDULED'
         AND expiration_date >= $2::date`,
      [sub.id, businessToday(s.clock.now())],
    );
    expect(left!.n).toBe(0);
    const again = await refusal(setActive(sub.id, true));
    expect(again.status).toBe(409);
  });

  it('brings a defaulter back to ACTIVE with a next due date from today on', async () => {
    const sub = await subscriptionIn('DEFAULTER');
    const { response, data: body } = await setActive(sub.id, true);
    expect(response.status).toBe(200);
    expect(body!.status).toBe('ACTIVE');
    expect(body!.expirationDate! >= businessToday(s.clock.now())).toBe(true);
  });

  it('refuses while a charge of the subscription is anticipated', async () => {
    const sub = await subscriptionIn('PENDING');
    const [charge] = await s.db.query<{ id: string }>(
      `SELECT id FROM charges WHERE subscription_id IS NULL AND seller_id = (SELECT seller_id FROM subscriptions WHERE id = $1) LIMIT 1`,
      [sub.id],
    );
    await s.db.query('UPDATE charges SET subscription_id = $1, anticipated = true WHERE id = $2', [
      sub.id,
      charge!.id,
    ]);
    const refused = await refusal(setActive(sub.id, false));
    expect(refused.status).toBe(409);
    expect(refused.errors[0]!.description).toContain('antecipação');
    expect((await subscriptionOf(sub.id)).status).toBe('PENDING');
  });
});

describe('PATCH /subscriptions/{id}/invoice', () => {
  it('turns the automatic invoice on and off; a body that is not a flag is a 400', async () => {
    const sub = await subscriptionIn('ACTIVE');
    expect((await setInvoice(sub.id, true)).data!.invoiceEnabled).toBe(true);
    expect((await setInvoice(sub.id, false)).data!.invoiceEnabled).toBe(false);
    expect((await raw('PATCH', `/subscriptions/${sub.id}/invoice`, { enabled: 'sim' })).status).toBe(400);
  });
});

describe('POST /subscriptions/import', () => {
  async function customerId(email = ADMIN) {
    const [row] = await s.db.query<{ id: string }>(
      `SELECT cu.id FROM customers cu JOIN users u ON u.seller_id = cu.seller_id AND u.email = $1 ORDER BY cu.id LIMIT 1`,
      [email],
    );
    return row!.id;
  }

  it('creates an ACTIVE Pix subscription whose charges come by the clock; a replay does not import twice', async () => {
    const today = businessToday(s.clock.now());
    const startDate = addDays(today, 20);
    const body: Schemas['SubscriptionImportRequest'] = {
      idPlan: await activePlanId(),
      basicValue: { type: 'MONTHLY', value: 79.9 },
      payment: { method: 'PIX' },
      uuidBuyer: await customerId(),
      startDate,
    };
    const first = await importOne(body, ADMIN, 'import-test-0001');
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({
      status: 'ACTIVE',
      paymentMethod: 'PIX',
      startDate,
      expirationDate: startDate,
      basicValue: { type: 'MONTHLY', value: 79.9, valuePerMonth: 79.9 },
      charges: [],
    });
    const replay = await importOne(body, ADMIN, 'import-test-0001');
    expect(replay.data!.uuid).toBe(first.data!.uuid);
    // 20 days ahead is outside the 15-day window; a week later the first charge is issued.
    await s.clock.advance(7 * DAY);
    const later = await subscriptionOf(first.data!.uuid);
    expect(later.charges).toEqual([
      expect.objectContaining({ expirationDate: startDate, status: 'SCHEDULED', value: 79.9 }),
    ]);
  });

  it('refuses missing or wrong fields in Portuguese, another seller’s customer and a method the plan does not take', async () => {
    const base: Schemas['SubscriptionImportRequest'] = {
      idPlan: await activePlanId(),
      basicValue: { type: 'MONTHLY', value: 10 },
      payment: { method: 'BANK_SLIP' },
      uuidBuyer: await customerId(),
      startDate: addDays(businessToday(s.clock.now()), 3),
    };
    const past = await refusal(importOne({ ...base, startDate: '2020-01-01' }));
    expect(past.status).toBe(400);
    expect(past.errors[0]!.description).toBe(
      'Próximo vencimento: O próximo vencimento deve ser de hoje a um ano.',
    );
    // A method outside the import's enum: beyond the typed client.
    expect(
      (await raw('POST', '/subscriptions/import', { ...base, payment: { method: 'CREDIT_CARD' } })).status,
    ).toBe(400);
    for (const startDate of ['2026-02-30', '2026-13-01', '10/12/2026', '<b>'])
      expect((await refusal(importOne({ ...base, startDate }))).status, startDate).toBe(400);
    const foreign = await refusal(importOne({ ...base, uuidBuyer: await customerId(OTHER_ADMIN) }));
    expect(foreign.errors[0]!.description).toBe('Cliente: cliente não encontrado.');
    await s.db.query('UPDATE plans SET enable_bank_slip = false WHERE id = $1', [base.idPlan]);
    const method = await refusal(importOne(base));
    expect(method.errors[0]!.description).toBe('Método de pagamento: o plano não aceita este método.');
    await s.db.query('UPDATE plans SET enable_bank_slip = true WHERE id = $1', [base.idPlan]);
    // Without a required field: beyond the typed client.
    const { uuidBuyer: _omit, ...missing } = base;
    expect((await raw('POST', '/subscriptions/import', missing)).status).toBe(400);
    expect((await refusal(importOne(base, SALE))).status).toBe(403);
  });
});
