import { randomUUID } from 'node:crypto';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { acquirerFeeCents } from '@balcao/domain/payment-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type Charge,
  createTestSandbox,
  jsonBody,
  sandboxCharge,
  type TestSandbox,
} from '../../test-support';
import { chargeNetCents } from '../ledger/charge-ledger-test';
import { buyerFields, submitForm } from '../payment-links/test-helpers';
import { cardOnFile } from '../subscriptions/card-renewals';

// The dashboard's balance (GET /payment/sellers/balance) and the financial page's (GET /banking/redeems)
// read one ledger: after each kind of live movement they still say the same, and the movement is in it.
let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';

// The renewal moves the clock past the access token's life: the clients refresh the session.
const cents = (reais: number) => Math.round(reais * 100);

/** Both balances, which must agree to the cent; answered in cents. */
async function agreedBalance() {
  const { payment, banking } = await s.clients(FINANCE);
  const dashboard = await payment.GET('/sellers/balance');
  const financial = await banking.GET('/redeems');
  expect(dashboard.response.status).toBe(200);
  expect(financial.response.status).toBe(200);
  const figures = (b: { totalAmount: number; amount: number; provisionedAmount: number }) => ({
    total: cents(b.totalAmount),
    available: cents(b.amount),
    toRelease: cents(b.provisionedAmount),
  });
  expect(figures(dashboard.data!)).toEqual(figures(financial.data!));
  return figures(dashboard.data!);
}

/** The lines of the charge's own statement (GET /redeems/statement/charge/{id}). */
const statementOf = async (id: string) =>
  (
    await (
      await s.clients(FINANCE)
    ).payment.GET('/redeems/statement/charge/{id}', {
      params: { path: { id } },
    })
  ).data!.data;

/** The charge's own statement summed, in cents. */
async function chargeStatementCents(id: string) {
  return (await statementOf(id)).reduce((sum, l) => sum + cents(l.amount), 0);
}

/** The charge's statement summed per day: what each of its receivables still brings, in cents. */
async function chargeStatementByDay(id: string) {
  const days = new Map<string, number>();
  for (const l of await statementOf(id))
    days.set(l.executionDate, (days.get(l.executionDate) ?? 0) + cents(l.amount));
  return days;
}

/** What the seller's fees revenue account holds: the fees the acquirer kept. */
async function feesRevenueCents() {
  const [row] = await s.db.query<{ total: string | null }>(
    `SELECT sum(p.amount_cents)::text AS total FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'FEES_REVENUE'
       JOIN users u ON u.seller_id = a.seller_id WHERE u.email = $1`,
    [ADMIN],
  );
  return Number(row?.total ?? 0);
}

const refund = async (id: string, amount: number) =>
  (await s.clients(ADMIN)).payment.POST('/charges/{id}/refunds', {
    params: { path: { id } },
    body: { amount },
  });

const used = new Set<string>();
async function pick(where: string): Promise<string> {
  const rows = await s.db.query<{ id: string }>(
    `SELECT c.id FROM charges c JOIN users u ON u.seller_id = c.seller_id
      WHERE u.email = $1 AND ${where} ORDER BY c.id`,
    [ADMIN],
  );
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error(`nenhuma cobrança: ${where}`);
  used.add(row.id);
  return row.id;
}

async function cardPaidNow(): Promise<string> {
  const id = await pick(
    `c.payment_method = 'CREDIT_CARD' AND c.status = 'SCHEDULED' AND NOT c.physical_sale AND c.amount_cents > 1000`,
  );
  expect(
    jsonBody<Charge>(await sandboxCharge(s, id, 'card-attempt', { cardNumber: '4111 1111 1111 1111' }))
      .status,
  ).toBe('PAID');
  return id;
}

describe('dashboard balance and GET /banking/redeems after live movements', () => {
  it('agree after a Pix payment, which is to release tomorrow by its net', async () => {
    const before = await agreedBalance();
    const id = await pick(`c.payment_method = 'PIX' AND c.status = 'SCHEDULED'`);
    expect((await sandboxCharge(s, id, 'pay')).status).toBe(200);
    const net = await chargeNetCents(s.db, id);
    expect(net).toBeGreaterThan(0);
    const after = await agreedBalance();
    expect(after.toRelease - before.toRelease).toBe(net);
    expect(after.available).toBe(before.available);
    expect(await chargeStatementCents(id)).toBe(net);
  });

  it('agree after refunds of a 10x card sale, which cancel its future credits pro rata, net of the fee given back', async () => {
    // Issue 25's sale: R$ 1.727,40 in 10x, R$ 1.426,83 to release after the fee.
    const id = await pick(
      `c.payment_method = 'CREDIT_CARD' AND c.status = 'SCHEDULED' AND NOT c.physical_sale AND c.amount_cents > 1000`,
    );
    await s.db.query('UPDATE charges SET amount_cents = 172740, installments = 10 WHERE id = $1', [id]);
    const fee = acquirerFeeCents('CREDIT_CARD', 172_740, 10);
    expect(
      jsonBody<Charge>(await sandboxCharge(s, id, 'card-attempt', { cardNumber: '4111 1111 1111 1111' }))
        .status,
    ).toBe('PAID');
    const credits = await chargeStatementByDay(id);
    expect(credits.size).toBe(10);
    expect([...credits.values()].reduce((a, b) => a + b, 0)).toBe(172_740 - fee);
    const before = await agreedBalance();
    const feesBefore = await feesRevenueCents();

    expect((await refund(id, 518.22)).response.status).toBe(201);
    const partial = await agreedBalance();
    const feesBack = feesBefore - (await feesRevenueCents());
    // The fee goes back in proportion to the gross cancelled, to the cent per instalment.
    expect(Math.abs(feesBack - Math.round((fee * 51_822) / 172_740))).toBeLessThanOrEqual(10);
    expect(partial.available).toBe(before.available);
    expect(before.toRelease - partial.toRelease).toBe(51_822 - feesBack);
    // Each instalment keeps its share: 70% of its net, to the cent.
    for (const [day, left] of await chargeStatementByDay(id))
      expect(Math.abs(left - (credits.get(day)! * 7) / 10)).toBeLessThanOrEqual(1);

    expect((await refund(id, 1209.18)).response.status).toBe(201);
    const full = await agreedBalance();
    expect(full.available).toBe(before.available);
    expect(before.toRelease - full.toRelease).toBe(172_740 - fee);
    expect(await feesRevenueCents()).toBe(feesBefore - fee);
    expect([...(await chargeStatementByDay(id)).values()]).toEqual(Array(10).fill(0));
  });

  it('take from the available amount what a refund finds already released', async () => {
    const id = await pick(`c.payment_method = 'PIX' AND c.status = 'SCHEDULED' AND c.amount_cents > 1000`);
    expect((await sandboxCharge(s, id, 'pay')).status).toBe(200);
    // The Pix credit lands tomorrow: once the clock is past it, the refund has nothing left to cancel.
    await s.clock.set(new Date(s.clock.now().getTime() + 2 * 86_400_000));
    const before = await agreedBalance();
    expect((await refund(id, 5)).response.status).toBe(201);
    const after = await agreedBalance();
    expect(after.available).toBe(before.available - 500);
    expect(after.toRelease).toBe(before.toRelease);
  });

  it('agree after a chargeback, which takes back what was not refunded', async () => {
    const id = await cardPaidNow();
    const paidNet = await chargeNetCents(s.db, id);
    const [charge] = await s.db.query<{ cents: string }>(
      'SELECT amount_cents::text AS cents FROM charges WHERE id = $1',
      [id],
    );
    expect(jsonBody<Charge>(await sandboxCharge(s, id, 'dispute')).status).toBe('DISPUTE');
    const before = await agreedBalance();
    expect(jsonBody<Charge>(await sandboxCharge(s, id, 'chargeback')).status).toBe('CHARGEBACK');
    const after = await agreedBalance();
    expect(after.available).toBe(before.available - Number(charge!.cents));
    expect(await chargeNetCents(s.db, id)).toBe(paidNet - Number(charge!.cents));
    expect(await chargeStatementCents(id)).toBe(paidNet - Number(charge!.cents));
  });

  it('agree after a payment-link purchase by card, its installments to release', async () => {
    const link = await (await s.clients(ADMIN)).payment.POST('/payment-links', {
      body: {
        type: 'ORDER',
        paymentOrder: { title: 'Curso avulso', value: 300, installments: 3 },
        allowedPaymentMethods: { creditCardMethod: { type: 'EARLY', discount: null } },
      },
    });
    expect(link.response.status).toBe(201);
    const before = await agreedBalance();
    const token = randomUUID();
    const bought = await submitForm(
      s,
      `/payment-link/${link.data!.uuid}`,
      buyerFields({ token, method: 'CREDIT_CARD', cardNumber: '4111 1111 1111 1111' }),
    );
    expect(bought.status).toBe(200);
    const [charge] = await s.db.query<{ id: string }>(
      `SELECT c.id FROM payment_link_purchases p JOIN charges c ON c.id = p.charge_id
        WHERE p.token = $1 AND c.status = 'PAID'`,
      [token],
    );
    const net = await chargeNetCents(s.db, charge!.id);
    expect(net).toBeGreaterThan(0);
    const after = await agreedBalance();
    expect(after.toRelease - before.toRelease).toBe(net);
    expect(await statementOf(charge!.id)).toHaveLength(3);
  });

  it('agree after a subscription renewal charged to the card on file when the clock reaches its day', async () => {
    const [sub] = await s.db.query<{ id: string }>(
      `SELECT su.id FROM subscriptions su JOIN users u ON u.seller_id = su.seller_id AND u.email = $1
        WHERE su.status = 'ACTIVE' AND su.periodicity = 'MONTHLY' ORDER BY su.id LIMIT 1`,
      [ADMIN],
    );
    const due = addDays(businessToday(s.clock.now()), 3);
    const card = cardOnFile('4111111111111111', 'Maria Souza');
    await s.db.query(
      `UPDATE subscriptions SET payment_method = 'CREDIT_CARD', next_expiration_date = $2, card_brand = $3,
              card_last4 = $4, card_holder_name = $5, card_renewal = $6 WHERE id = $1`,
      [sub!.id, due, card.brand, card.last4, card.holder, card.renewal],
    );
    await s.db.query(`UPDATE jobs SET due_at = '-infinity' WHERE kind = 'subscription-billing'`);
    await s.clock.set(new Date(startOfBusinessDay(due).getTime() + 10 * 3600 * 1000));
    const [renewal] = await s.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM charges WHERE subscription_id = $1 AND expiration_date = $2',
      [sub!.id, due],
    );
    expect(renewal?.status).toBe('PAID');
    const net = await chargeNetCents(s.db, renewal!.id);
    expect(net).toBeGreaterThan(0);
    // The renewal is in what both answer: the ledger's acquiring account, summed apart from the rules.
    const balance = await agreedBalance();
    const [sums] = await s.db.query<{ total: string }>(
      `SELECT sum(p.amount_cents)::text AS total FROM ledger_postings p
         JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'ACQUIRING'
         JOIN users u ON u.seller_id = a.seller_id WHERE u.email = $1`,
      [ADMIN],
    );
    expect(balance.total).toBe(Number(sums!.total));
    expect(await chargeStatementCents(renewal!.id)).toBe(net);
  });
});
