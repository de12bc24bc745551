import { businessToday } from '@balcao/domain/dates';
import { acquirerFeeCents } from '@balcao/domain/payment-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  OPERATOR,
  OTHER_ADMIN,
  refusal,
  sandboxCharge,
  type TestSandbox,
} from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';

// The clock moves by days, past the access token's life: the client refreshes the session, as the app does.
const balanceOf = async (email: string) => (await s.clients(email)).payment.GET('/sellers/balance');
const balance = async (email = ADMIN) => (await balanceOf(email)).data!;
const inCents = (body: { totalAmount: number; amount: number; provisionedAmount: number }) => ({
  total: Math.round(body.totalAmount * 100),
  available: Math.round(body.amount * 100),
  toRelease: Math.round(body.provisionedAmount * 100),
});

/** The seller's acquiring postings summed apart from the rule, split by the sandbox's business day. */
async function ledger(email: string) {
  const [row] = await s.db.query<{ available: string; to_release: string }>(
    `SELECT coalesce(sum(p.amount_cents) FILTER (WHERE p.effective_date <= $2::date), 0)::text AS available,
            coalesce(sum(p.amount_cents) FILTER (WHERE p.effective_date > $2::date), 0)::text AS to_release
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'ACQUIRING'
       JOIN users u ON u.seller_id = a.seller_id WHERE u.email = $1`,
    [email, businessToday(s.clock.now())],
  );
  const available = Number(row!.available);
  const toRelease = Number(row!.to_release);
  return { total: available + toRelease, available, toRelease };
}

async function scheduledPix(email = ADMIN): Promise<{ id: string; cents: number }> {
  const [row] = await s.db.query<{ id: string; cents: string }>(
    `SELECT c.id, c.amount_cents::text AS cents FROM charges c JOIN users u ON u.seller_id = c.seller_id
      WHERE u.email = $1 AND c.payment_method = 'PIX' AND c.status = 'SCHEDULED' ORDER BY c.id LIMIT 1`,
    [email],
  );
  if (!row) throw new Error('nenhuma cobrança Pix a receber');
  return { id: row.id, cents: Number(row.cents) };
}

describe('GET /sellers/balance', () => {
  it('sums the seller’s acquiring account on the ledger: released by today, to release after, total both', async () => {
    const body = await balance();
    const figures = inCents(body);
    expect(figures).toEqual(await ledger(ADMIN));
    expect(figures.available).toBeGreaterThan(0);
    expect(figures.toRelease).toBeGreaterThan(0);
    expect(await balance(FINANCE)).toEqual(body);
  });

  it('credits a Pix payment to release tomorrow, then releases it when the clock passes the day', async () => {
    const before = inCents(await balance());
    const pix = await scheduledPix();
    const paid = await sandboxCharge(s, pix.id, 'pay');
    expect(paid.status).toBe(200);
    const credited = inCents(await balance());
    const net = credited.toRelease - before.toRelease;
    expect(net).toBeGreaterThan(0);
    expect(net).toBeLessThan(pix.cents);
    expect(credited.available).toBe(before.available);
    await s.clock.advance(2 * 24 * 3600);
    const released = inCents(await balance());
    expect(released).toEqual(await ledger(ADMIN));
    expect(released.total).toBe(credited.total);
  });

  it('takes a refund of a Pix paid today out of what is to release tomorrow, net of the fee it gives back', async () => {
    const before = inCents(await balance());
    const pix = await scheduledPix();
    await sandboxCharge(s, pix.id, 'pay');
    const paid = inCents(await balance());
    const refund = await (await s.clients(ADMIN)).payment.POST('/charges/{id}/refunds', {
      params: { path: { id: pix.id } },
      body: { amount: 1 },
    });
    expect(refund.response.status).toBe(201);
    const after = inCents(await balance());
    // Issue 25: the credit lands tomorrow, so the refund cancels R$ 1,00 of it and the fee on that real.
    const fee = acquirerFeeCents('PIX', pix.cents);
    const feeBack = fee - Math.round((fee * (pix.cents - 100)) / pix.cents);
    expect(after.available).toBe(before.available);
    expect(paid.toRelease - after.toRelease).toBe(100 - feeBack);
  });

  it('refuses profiles without the roles and sellers without view_seller_finance', async () => {
    // The seed gives Outra Loja the finance toggles (its blocked payouts show read-only): take them away.
    await s.db.query(
      `DELETE FROM seller_feature_toggles WHERE name = 'view_seller_finance'
          AND seller_id = (SELECT seller_id FROM users WHERE email = $1)`,
      [OTHER_ADMIN],
    );
    for (const email of [SALE, OPERATOR, OTHER_ADMIN]) {
      const refused = await refusal(balanceOf(email));
      expect(refused.status).toBe(403);
      expect(refused.errors[0]!.description).toBe('Você não tem permissão para esta operação.');
    }
  });

  it('gives another seller its own balance only, untouched by the demo merchant’s payments', async () => {
    await s.db.query(
      `INSERT INTO seller_feature_toggles (seller_id, name)
       SELECT seller_id, 'view_seller_finance' FROM users u WHERE email = $1
          AND NOT EXISTS (SELECT 1 FROM seller_feature_toggles t
                           WHERE t.seller_id = u.seller_id AND t.name = 'view_seller_finance')`,
      [OTHER_ADMIN],
    );
    const other = await balance(OTHER_ADMIN);
    expect(inCents(other)).toEqual(await ledger(OTHER_ADMIN));
    expect(other).not.toEqual(await balance());
    const pix = await scheduledPix();
    await sandboxCharge(s, pix.id, 'pay');
    expect(await balance(OTHER_ADMIN)).toEqual(other);
  });
});
