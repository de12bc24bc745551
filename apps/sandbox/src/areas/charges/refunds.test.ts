import { businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, OTHER_ADMIN, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';

const call = async (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  email = ADMIN,
  headers: Record<string, string> = {},
) =>
  s.call({
    method,
    url: `/payment${url}`,
    headers: { ...(await s.bearer(email)), ...headers },
    ...(payload ? { payload } : {}),
  });
const sandbox = (id: string, action: string, payload?: object) =>
  s.call({ method: 'POST', url: `/_sandbox/charges/${id}/${action}`, ...(payload ? { payload } : {}) });

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
  const paid = await sandbox(charge.id, 'card-attempt', { cardNumber: '4111 1111 1111 1111' });
  expect(paid.status).toBe(200);
  expect(paid.body).toMatchObject({ status: 'PAID', paidDate: businessToday(s.clock.now()) });
  return charge;
}

describe('card attempts', () => {
  it('declines the documented test card with the acquirer’s reason, and fails the charge', async () => {
    const { id } = await pick(`c.payment_method = 'CREDIT_CARD' AND c.status = 'SCHEDULED'`);
    const { status, body } = await sandbox(id, 'card-attempt', { cardNumber: '4000000000009995' });
    expect(status).toBe(200);
    expect(body.status).toBe('FAILED');
    const attempt = body.chargesTries.at(-1);
    expect(attempt.status).toBe('FAILED');
    expect(JSON.parse(attempt.errorTransactionalResponse).errors[0]).toEqual({
      codeReason: '51',
      message: 'Saldo insuficiente.',
    });
    expect((await sandbox(id, 'card-attempt', { cardNumber: '1234567890123' })).status).toBe(400);
  });
});

describe('refunds', () => {
  it('refunds part of a card charge paid today, then never more than the rest', async () => {
    const { id, cents } = await cardPaidToday();
    const eligibility = await call('GET', `/charges/${id}/refunds/eligibility`);
    expect(eligibility.body.data).toEqual({
      isEligible: true,
      availableAmount: cents / 100,
      partialAllowed: true,
      reason: null,
    });
    const first = await call('POST', `/charges/${id}/refunds`, { amount: 5 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: 5, status: 'REFUNDED', availableAmount: (cents - 500) / 100 });
    const tooMuch = await call('POST', `/charges/${id}/refunds`, { amount: (cents - 500) / 100 + 0.01 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].code).toBe('Não é possível estornar essa transação');
    const over = await call('GET', `/charges/${id}/refunds/eligibility?refundAmount=${cents / 100}`);
    expect(over.body.data.isEligible).toBe(false);
    const rest = await call('POST', `/charges/${id}/refunds`, { amount: (cents - 500) / 100 });
    expect(rest.body.availableAmount).toBe(0);
    const detail = await call('GET', `/charges/${id}`);
    expect(detail.body.status).toBe('REFUND');
    const statement = await call('GET', `/redeems/statement/charge/${id}`);
    // Paid today, nothing was released yet: the refunds cancel every credit, net of its fee (issue 25).
    const sum = (type: string) =>
      statement.body.data
        .filter((l: { statementType: string }) => l.statementType === type)
        .reduce((total: number, l: { amount: number }) => total + Math.round(l.amount * 100), 0);
    expect(sum('CREDIT')).toBeGreaterThan(0);
    expect(sum('CREDIT_REVERSAL')).toBe(-sum('CREDIT'));
  });

  it('offers only the total for a card paid on a prior day, and nothing for a boleto', async () => {
    const { id, cents } = await pick(
      `c.payment_method = 'CREDIT_CARD' AND c.status = 'PAID' AND NOT c.physical_sale AND c.paid_date < now()::date - 2
       AND NOT EXISTS (SELECT 1 FROM charge_refunds r WHERE r.charge_id = c.id)`,
    );
    const check = await call('GET', `/charges/${id}/refunds/eligibility`);
    expect(check.body.data).toMatchObject({ isEligible: true, partialAllowed: false });
    expect((await call('POST', `/charges/${id}/refunds`, { amount: 1 })).status).toBe(400);
    const boleto = await pick(`c.payment_method = 'BOLETO' AND c.status = 'PAID'`);
    expect((await call('GET', `/charges/${boleto.id}/refunds/eligibility`)).body.data.isEligible).toBe(false);
    expect(cents).toBeGreaterThan(0);
  });

  it('replays an idempotent refund without refunding twice', async () => {
    const { id } = await cardPaidToday();
    const key = { 'idempotency-key': `refund-${id}` };
    const first = await call('POST', `/charges/${id}/refunds`, { amount: 2 }, ADMIN, key);
    const again = await call('POST', `/charges/${id}/refunds`, { amount: 2 }, ADMIN, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const [row] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM charge_refunds WHERE charge_id = $1',
      [id],
    );
    expect(row?.n).toBe(1);
  });

  it('never refunds more than was paid when two refunds race', async () => {
    const { id, cents } = await cardPaidToday();
    const share = Math.floor((cents * 0.6) / 100);
    const results = await Promise.all([
      call('POST', `/charges/${id}/refunds`, { amount: share }),
      call('POST', `/charges/${id}/refunds`, { amount: share }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const [row] = await s.db.query<{ total: string }>(
      `SELECT coalesce(sum(amount_cents), 0)::text AS total FROM charge_refunds WHERE charge_id = $1`,
      [id],
    );
    expect(Number(row?.total)).toBe(share * 100);
  });

  it('is refused without SELLER_CHARGES and for another seller’s charge', async () => {
    const { id } = await cardPaidToday();
    expect((await call('POST', `/charges/${id}/refunds`, { amount: 1 }, FINANCE)).status).toBe(403);
    expect((await call('POST', `/charges/${id}/refunds`, { amount: 1 }, OTHER_ADMIN)).status).toBe(404);
    expect((await call('POST', `/charges/${id}/refunds`, { amount: 0 })).status).toBe(400);
    expect((await call('POST', `/charges/${id}/refunds`, {})).status).toBe(400);
  });
});

describe('disputes and receivables', () => {
  it('turns a paid card charge into a dispute, then a chargeback that reverses the credit', async () => {
    const { id } = await cardPaidToday();
    const dispute = await sandbox(id, 'dispute');
    expect(dispute.body.status).toBe('DISPUTE');
    expect(dispute.body.chargebackDeadline).not.toBeNull();
    expect((await sandbox(id, 'chargeback')).body.status).toBe('CHARGEBACK');
    expect((await sandbox(id, 'chargeback')).status).toBe(409);
  });

  it('shows the statement to SELLER_FINANCES only', async () => {
    const { id } = await pick(`c.status = 'PAID' AND c.payment_method = 'PIX'`);
    const statement = await call('GET', `/redeems/statement/charge/${id}`);
    expect(statement.status).toBe(200);
    expect(statement.body.data[0]).toMatchObject({ statementType: 'CREDIT', creditOperation: 'PIX' });
    expect((await call('GET', `/redeems/statement/charge/${id}`, undefined, SALE)).status).toBe(403);
  });
});
