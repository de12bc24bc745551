import { type BalcaoClients, isApiError } from '@balcao/client';
import { businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type Charge,
  callAs,
  createTestSandbox,
  jsonBody,
  OTHER_ADMIN,
  refusal,
  sandboxCharge,
  type TestSandbox,
} from '../../test-support';

let s: TestSandbox;
let api: BalcaoClients['payment'];
beforeAll(async () => {
  s = await createTestSandbox();
  api = (await s.clients(ADMIN)).payment;
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';

const refund = async (id: string, amount: number, email = ADMIN, key?: string) =>
  (await s.clients(email)).payment.POST('/charges/{id}/refunds', {
    params: { path: { id }, ...(key ? { header: { 'Idempotency-Key': key } } : {}) },
    body: { amount },
  });
const eligibility = async (id: string, refundAmount?: number) =>
  (
    await api.GET('/charges/{id}/refunds/eligibility', {
      params: { path: { id }, query: refundAmount === undefined ? {} : { refundAmount } },
    })
  ).data!.data;
const statementOf = async (id: string, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/redeems/statement/charge/{id}', { params: { path: { id } } });

const used = new Set<string>();
async function pick(where: string): Promise<{ id: string; cents: number }> {
  const rows = await s.db.query<{ id: string; cents: string }>(
    `SELECT c.id, c.amount_cents::text AS cents FROM charges c JOIN users u ON u.seller_id = c.seller_id
      WHERE u.email = $1 AND ${where} ORDER BY c.id`,
    [ADMIN],
  );
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error(`nenhuma cobrança: ${where}`);
  used.add(row.id);
  return { id: row.id, cents: Number(row.cents) };
}

/** A card charge paid today through the sandbox's approving test card. */
async function cardPaidToday() {
  const charge = await pick(
    `c.payment_method = 'CREDIT_CARD' AND c.status = 'SCHEDULED' AND NOT c.physical_sale AND c.amount_cents > 1000`,
  );
  const paid = await sandboxCharge(s, charge.id, 'card-attempt', { cardNumber: '4111 1111 1111 1111' });
  expect(paid.status).toBe(200);
  expect(paid.body).toMatchObject({ status: 'PAID', paidDate: businessToday(s.clock.now()) });
  return charge;
}

describe('card attempts', () => {
  it('declines the documented test card with the acquirer’s reason, and fails the charge', async () => {
    const { id } = await pick(`c.payment_method = 'CREDIT_CARD' AND c.status = 'SCHEDULED'`);
    const attempted = await sandboxCharge(s, id, 'card-attempt', { cardNumber: '4000000000009995' });
    expect(attempted.status).toBe(200);
    const body = jsonBody<Charge>(attempted);
    expect(body.status).toBe('FAILED');
    const attempt = body.chargesTries.at(-1)!;
    expect(attempt.status).toBe('FAILED');
    expect(JSON.parse(attempt.errorTransactionalResponse!).errors[0]).toEqual({
      codeReason: '51',
      message: 'Saldo insuficiente.',
    });
    expect((await sandboxCharge(s, id, 'card-attempt', { cardNumber: '1234567890123' })).status).toBe(400);
  });
});

describe('refunds', () => {
  it('refunds part of a card charge paid today, then never more than the rest', async () => {
    const { id, cents } = await cardPaidToday();
    expect(await eligibility(id)).toEqual({
      isEligible: true,
      availableAmount: cents / 100,
      partialAllowed: true,
      reason: null,
    });
    const first = await refund(id, 5);
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({ amount: 5, status: 'REFUNDED', availableAmount: (cents - 500) / 100 });
    const tooMuch = await refusal(refund(id, (cents - 500) / 100 + 0.01));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.errors[0]!.code).toBe('Não é possível estornar essa transação');
    expect((await eligibility(id, cents / 100)).isEligible).toBe(false);
    const rest = await refund(id, (cents - 500) / 100);
    expect(rest.data!.availableAmount).toBe(0);
    const detail = await api.GET('/charges/{id}', { params: { path: { id } } });
    expect(detail.data!.status).toBe('REFUND');
    const statement = (await statementOf(id)).data!;
    // Paid today, nothing was released yet: the refunds cancel every credit, net of its fee (issue 25).
    const sum = (type: string) =>
      statement.data
        .filter((l) => l.statementType === type)
        .reduce((total, l) => total + Math.round(l.amount * 100), 0);
    expect(sum('CREDIT')).toBeGreaterThan(0);
    expect(sum('CREDIT_REVERSAL')).toBe(-sum('CREDIT'));
  });

  it('offers only the total for a card paid on a prior day, and nothing for a boleto', async () => {
    const { id, cents } = await pick(
      `c.payment_method = 'CREDIT_CARD' AND c.status = 'PAID' AND NOT c.physical_sale AND c.paid_date < now()::date - 2
       AND NOT EXISTS (SELECT 1 FROM charge_refunds r WHERE r.charge_id = c.id)`,
    );
    expect(await eligibility(id)).toMatchObject({ isEligible: true, partialAllowed: false });
    expect((await refusal(refund(id, 1))).status).toBe(400);
    const boleto = await pick(`c.payment_method = 'BOLETO' AND c.status = 'PAID'`);
    expect((await eligibility(boleto.id)).isEligible).toBe(false);
    expect(cents).toBeGreaterThan(0);
  });

  it('replays an idempotent refund without refunding twice', async () => {
    const { id } = await cardPaidToday();
    const key = `refund-${id}`;
    const first = await refund(id, 2, ADMIN, key);
    const again = await refund(id, 2, ADMIN, key);
    expect(again.response.status).toBe(201);
    expect(again.data).toEqual(first.data);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    const [row] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM charge_refunds WHERE charge_id = $1',
      [id],
    );
    expect(row?.n).toBe(1);
  });

  it('never refunds more than was paid when two refunds race', async () => {
    const { id, cents } = await cardPaidToday();
    const share = Math.floor((cents * 0.6) / 100);
    // Either answer, the refused one's status read off its ApiError.
    const status = (call: Promise<{ response: Response }>) =>
      call.then(
        (answer) => answer.response.status,
        (error: unknown) => (isApiError(error) ? error.status : Promise.reject(error)),
      );
    const results = await Promise.all([status(refund(id, share)), status(refund(id, share))]);
    expect(results.sort()).toEqual([201, 400]);
    const [row] = await s.db.query<{ total: string }>(
      `SELECT coalesce(sum(amount_cents), 0)::text AS total FROM charge_refunds WHERE charge_id = $1`,
      [id],
    );
    expect(Number(row?.total)).toBe(share * 100);
  });

  it('is refused without SELLER_CHARGES and for another seller’s charge', async () => {
    const { id } = await cardPaidToday();
    expect((await refusal(refund(id, 1, FINANCE))).status).toBe(403);
    expect((await refusal(refund(id, 1, OTHER_ADMIN))).status).toBe(404);
    expect((await refusal(refund(id, 0))).status).toBe(400);
    // A body without its amount: beyond the typed client.
    const empty = await callAs(s, ADMIN, {
      method: 'POST',
      url: `/payment/charges/${id}/refunds`,
      payload: {},
    });
    expect(empty.status).toBe(400);
  });
});

describe('disputes and receivables', () => {
  it('turns a paid card charge into a dispute, then a chargeback that reverses the credit', async () => {
    const { id } = await cardPaidToday();
    const dispute = await sandboxCharge(s, id, 'dispute');
    expect(jsonBody<Charge>(dispute).status).toBe('DISPUTE');
    expect(jsonBody<Charge>(dispute).chargebackDeadline).not.toBeNull();
    expect(jsonBody<Charge>(await sandboxCharge(s, id, 'chargeback')).status).toBe('CHARGEBACK');
    expect((await sandboxCharge(s, id, 'chargeback')).status).toBe(409);
  });

  it('shows the statement to SELLER_FINANCES only', async () => {
    const { id } = await pick(`c.status = 'PAID' AND c.payment_method = 'PIX'`);
    const statement = await statementOf(id);
    expect(statement.response.status).toBe(200);
    expect(statement.data!.data[0]).toMatchObject({ statementType: 'CREDIT', creditOperation: 'PIX' });
    expect((await refusal(statementOf(id, SALE))).status).toBe(403);
  });
});
