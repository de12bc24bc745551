import { randomUUID } from 'node:crypto';
import { businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  callAs,
  createTestSandbox,
  errorBody,
  OTHER_ADMIN,
  refusal,
  sandboxCharge,
  type TestSandbox,
} from '../../test-support';

/** The automation endpoint's refund balance (GET) and refund request (POST), 001 §7, by ?uuid={charge}. */
let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';

const balance = async (uuid: string, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/automation/refunds/balance', { params: { query: { uuid } } });
const refund = async (uuid: string, amount: number, email = ADMIN, key?: string) =>
  (await s.clients(email)).payment.POST('/automation/refunds', {
    params: { query: { uuid }, ...(key ? { header: { 'Idempotency-Key': key } } : {}) },
    body: { amount },
  });

const used = new Set<string>();
/** A card charge of the demo merchant, paid today through the sandbox's approving test card. */
async function cardPaidToday(): Promise<{ id: string; cents: number }> {
  const rows = await s.db.query<{ id: string; cents: string }>(
    `SELECT c.id, c.amount_cents::text AS cents FROM charges c JOIN users u ON u.seller_id = c.seller_id
      WHERE u.email = $1 AND c.payment_method = 'CREDIT_CARD' AND c.status = 'SCHEDULED'
        AND NOT c.physical_sale AND c.amount_cents > 1000 ORDER BY c.id`,
    [ADMIN],
  );
  const row = rows.find((r) => !used.has(r.id))!;
  used.add(row.id);
  const paid = await sandboxCharge(s, row.id, 'card-attempt', { cardNumber: '4111 1111 1111 1111' });
  expect(paid.body).toMatchObject({ status: 'PAID', paidDate: businessToday(s.clock.now()) });
  return { id: row.id, cents: Number(row.cents) };
}

describe('automation refunds', () => {
  it('answers the balance, refunds part of it, and the balance follows', async () => {
    const { id, cents } = await cardPaidToday();
    expect((await balance(id)).data).toEqual({
      uuid: id,
      paidAmount: cents / 100,
      refundedAmount: 0,
      availableAmount: cents / 100,
      isEligible: true,
      partialAllowed: true,
      reason: null,
    });
    const first = await refund(id, 5, ADMIN, 'automation-refund-0001');
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({ amount: 5, status: 'REFUNDED', availableAmount: (cents - 500) / 100 });
    const replay = await refund(id, 5, ADMIN, 'automation-refund-0001');
    expect(replay.data!.uuid).toBe(first.data!.uuid);
    expect((await balance(id)).data).toMatchObject({
      refundedAmount: 5,
      availableAmount: (cents - 500) / 100,
    });
    const tooMuch = await refusal(refund(id, cents / 100));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.errors[0]!.code).toBe('Não é possível estornar essa transação');
    expect(tooMuch.errors[0]!.description).toMatch(/não pode ser maior que o disponível/);
    const rest = await refund(id, (cents - 500) / 100);
    expect(rest.data!.availableAmount).toBe(0);
    expect((await balance(id)).data).toMatchObject({ availableAmount: 0, isEligible: false });
  });

  it('refuses hostile, missing or oversized input with 400 in Portuguese', async () => {
    const { id } = await cardPaidToday();
    for (const query of ['', '?uuid=<b>', '?uuid=%00', '?uuid=%E2%80%AE1']) {
      const read = await callAs(s, ADMIN, {
        method: 'GET',
        url: `/payment/automation/refunds/balance${query}`,
      });
      expect(read.status, query).toBe(400);
      expect(errorBody(read).errors[0]?.description).toMatch(/[a-zçãéí]/i);
    }
    // Hostile bodies as sent on the wire (a missing amount, a string): beyond the typed client.
    for (const payload of [
      {},
      { amount: -1 },
      { amount: 0 },
      { amount: 1e12 },
      { amount: 1.001 },
      { amount: '5' },
    ]) {
      const url = `/payment/automation/refunds?uuid=${id}`;
      const refused = await callAs(s, ADMIN, { method: 'POST', url, payload });
      expect(refused.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await refusal(refund('nao-e-uuid', 1))).status).toBe(400);
  });

  it("keeps to the seller's own charges and to the charges roles", async () => {
    const { id } = await cardPaidToday();
    expect((await refusal(balance(randomUUID()))).status).toBe(404);
    expect((await refusal(balance(id, OTHER_ADMIN))).status).toBe(404);
    expect((await refusal(refund(id, 1, OTHER_ADMIN))).status).toBe(404);
    expect((await refusal(balance(id, FINANCE))).status).toBe(403);
    expect((await refusal(refund(id, 1, FINANCE))).status).toBe(403);
  });
});
