import { type BalcaoClients, isApiError } from '@balcao/client';
import { businessToday } from '@balcao/domain/dates';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_PIX_RECIPIENTS } from '../../../seed/pix-keys';
import { ADMIN, createTestSandbox, freshClients, type TestSandbox } from '../../test-support';

/**
 * Issue 25: after any sequence of operations through the API, each figure a screen reads equals the
 * ledger's own sum for it, to the cent. The truths below are summed straight from the postings (never
 * through the sandbox's balance functions), so a figure read from anything else, or summed wrongly, fails.
 * One sandbox for the whole property: each run continues from the books the runs before it left, which
 * is what a merchant's books are (the invariant holds in every state, not only from the seed's).
 */

let s: TestSandbox;
let sellerId: number;
let productId: string;
const cents = (reais: number) => Math.round(reais * 100);
const reais = (c: number) => c / 100;

/** The clients, signed in again after the clock moves (an access token lives minutes). */
let signedIn: BalcaoClients | null = null;
const api = async () => (signedIn ??= await freshClients(s, ADMIN));

/** A refusal (no balance, nothing to anticipate, the blocked window) is an answer; a crash never is. */
async function attempt<T>(call: Promise<{ data?: T }>): Promise<T | undefined> {
  try {
    return (await call).data;
  } catch (error) {
    if (!isApiError(error)) throw error;
    expect(error.status, `${error.status} ${JSON.stringify(error.body)}`).toBeLessThan(500);
    return undefined;
  }
}
/** A read every screen makes: it must answer. */
const read = async <T>(call: Promise<{ data?: T }>): Promise<T> => (await call).data!;

/** The sandbox's payers and card purchases are no contract operations: raw calls, held to the same rule. */
async function sandbox(url: string, payload?: object) {
  const response = await s.call({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
  expect(response.status, `POST ${url} ${JSON.stringify(response.body)}`).toBeLessThan(500);
}

/** The n-th (wrapping) of the seller's rows a query lists, or null when it lists none. */
async function nth(sql: string, n: number): Promise<string | null> {
  const rows = await s.db.query<{ id: string }>(sql, [sellerId]);
  return rows.length === 0 ? null : rows[n % rows.length]!.id;
}

type Op =
  | { kind: 'pay'; method: 'PIX' | 'BOLETO' | 'CREDIT_CARD'; n: number }
  | { kind: 'refund'; n: number; percent: number }
  | { kind: 'withdraw'; cents: number }
  | { kind: 'anticipate'; cents: number }
  | { kind: 'pix'; cents: number }
  | { kind: 'cardPurchase'; n: number; cents: number }
  | { kind: 'payInvoices' }
  | { kind: 'invest'; cents: number }
  | { kind: 'redeem'; n: number; percent: number }
  | { kind: 'treasuryWithdraw'; cents: number }
  | { kind: 'clock'; minutes: number };

const money = fc.integer({ min: 1, max: 300_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    method: fc.constantFrom('PIX' as const, 'BOLETO' as const, 'CREDIT_CARD' as const),
    n: fc.nat(500),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    n: fc.nat(500),
    percent: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), cents: money }),
  fc.record({ kind: fc.constant('anticipate' as const), cents: money }),
  fc.record({ kind: fc.constant('pix' as const), cents: money }),
  fc.record({ kind: fc.constant('cardPurchase' as const), n: fc.nat(10), cents: money }),
  fc.constant({ kind: 'payInvoices' as const }),
  fc.record({ kind: fc.constant('invest' as const), cents: money }),
  fc.record({
    kind: fc.constant('redeem' as const),
    n: fc.nat(10),
    percent: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ kind: fc.constant('treasuryWithdraw' as const), cents: money }),
  // From a few minutes (jobs in flight settle) to a few days (receivables fall due, invoices close).
  fc.record({ kind: fc.constant('clock' as const), minutes: fc.integer({ min: 1, max: 4 * 24 * 60 }) }),
);

async function run(o: Op): Promise<void> {
  switch (o.kind) {
    case 'pay': {
      const id = await nth(
        `SELECT id::text FROM charges WHERE seller_id = $1 AND payment_method = '${o.method}'
            AND status = 'SCHEDULED' AND NOT physical_sale ORDER BY id`,
        o.n,
      );
      if (!id) return;
      if (o.method === 'CREDIT_CARD')
        await sandbox(`/_sandbox/charges/${id}/card-attempt`, { cardNumber: '4111 1111 1111 1111' });
      else await sandbox(`/_sandbox/charges/${id}/pay`);
      return;
    }
    case 'refund': {
      const id = await nth(
        `SELECT id::text FROM charges WHERE seller_id = $1 AND status = 'PAID' ORDER BY id`,
        o.n,
      );
      if (!id) return;
      const { payment } = await api();
      const path = { params: { path: { id } } };
      const eligibility = await attempt(payment.GET('/charges/{id}/refunds/eligibility', path));
      const available = cents(eligibility?.data?.availableAmount ?? 0);
      const amount = Math.max(1, Math.floor((available * o.percent) / 100));
      if (eligibility?.data?.isEligible && available > 0)
        await attempt(payment.POST('/charges/{id}/refunds', { ...path, body: { amount: reais(amount) } }));
      return;
    }
    case 'withdraw':
      await attempt(
        (await api()).banking.POST('/sellers/transfers', { body: { amount: reais(o.cents + 1000) } }),
      );
      return;
    case 'anticipate':
      await attempt(
        (await api()).banking.POST('/redeems/anticipation/amount', { body: { amount: reais(o.cents) } }),
      );
      return;
    case 'pix': {
      const { banking } = await api();
      const created = await attempt(
        banking.POST('/payments', {
          body: {
            type: 'PIX',
            pixKey: EXTERNAL_PIX_RECIPIENTS[0]!.key,
            amount: reais(o.cents),
            paymentDate: businessToday(s.clock.now()),
            description: 'Pagamento de teste',
            costCenter: 'administrativo',
          },
        }),
      );
      if (created)
        await attempt(banking.POST('/payments/approval', { body: { transferIds: [created.transferId] } }));
      return;
    }
    case 'cardPurchase': {
      const id = await nth(
        `SELECT id::text FROM cards WHERE seller_id = $1 AND status = 'ACTIVE' ORDER BY id`,
        o.n,
      );
      if (id)
        await sandbox(`/_sandbox/cards/${id}/purchases`, { amount: reais(o.cents), description: 'Compra' });
      return;
    }
    case 'payInvoices': {
      const { banking } = await api();
      const ready = await attempt(banking.GET('/cards/invoices/ready-for-payment'));
      const ids = (ready?.content ?? []).map((i) => i.cardInvoiceId);
      if (ids.length > 0)
        await attempt(
          banking.POST('/cards/invoices/generate-payment', {
            body: { cardInvoiceIds: ids.slice(0, 1), paymentMethod: 'CHECKING_ACCOUNT' },
          }),
        );
      return;
    }
    case 'invest':
      await attempt(
        (await api()).banking.POST('/v1/products/{id}/applications', {
          params: { path: { id: productId } },
          body: { amount: reais(o.cents), account_origin: 'CHECKING_ACCOUNT' },
        }),
      );
      return;
    case 'redeem': {
      const { banking } = await api();
      const list = await attempt(
        banking.GET('/v1/products/{id}/applications', { params: { path: { id: productId } } }),
      );
      const apps = (list?.content ?? []).filter((a) => a.current_amount > 0);
      if (apps.length === 0) return;
      const app = apps[o.n % apps.length]!;
      const amount = Math.max(1, Math.floor((cents(app.current_amount) * o.percent) / 100));
      await attempt(
        banking.POST('/v1/application/{id}/withdrawals', {
          params: { path: { id: app.application_id } },
          body: { amount: reais(amount) },
        }),
      );
      return;
    }
    case 'treasuryWithdraw':
      await attempt(
        (await api()).banking.POST('/v1/banking/transfers', { body: { amount: reais(o.cents) } }),
      );
      return;
    case 'clock':
      await s.clock.advance(o.minutes * 60);
      signedIn = null;
      return;
  }
}

/** One account's postings in cents: all of them, those effective by `today`, and those after. */
async function ledgerOf(kind: string, today: string) {
  const [row] = await s.db.query<{ total: string; available: string; later: string }>(
    `SELECT coalesce(sum(p.amount_cents), 0)::text AS total,
            coalesce(sum(p.amount_cents) FILTER (WHERE p.effective_date <= $3::date), 0)::text AS available,
            coalesce(sum(p.amount_cents) FILTER (WHERE p.effective_date > $3::date), 0)::text AS later
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.seller_id = $1 AND a.kind = $2`,
    [sellerId, kind, today],
  );
  return { total: Number(row!.total), available: Number(row!.available), later: Number(row!.later) };
}

/** Every figure the screens read, each against the ledger's sum for it. */
async function checkFigures(): Promise<void> {
  const today = businessToday(s.clock.now());
  const acquiring = await ledgerOf('ACQUIRING', today);
  const checking = await ledgerOf('CHECKING', today);
  const investment = await ledgerOf('INVESTMENT', today);
  const [transit] = await s.db.query<{ cents: string }>(
    `SELECT coalesce(sum(p.amount_cents), 0)::text AS cents
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_entries e ON e.id = p.entry_id
      WHERE a.seller_id = $1 AND a.kind = 'TRANSFERS_IN_TRANSIT' AND e.kind = 'INVESTMENT'`,
    [sellerId],
  );
  const inProcessing = Number(transit!.cents);

  // The dashboard's balance card and /financeiro's cards.
  const { payment, banking } = await api();
  for (const [url, body] of [
    ['/payment/sellers/balance', await read(payment.GET('/sellers/balance'))],
    ['/banking/redeems', await read(banking.GET('/redeems'))],
  ] as const) {
    expect({
      url,
      total: cents(body.totalAmount),
      available: cents(body.amount),
      later: cents(body.provisionedAmount),
    }).toEqual({
      url,
      ...acquiring,
    });
  }
  // /tesouraria's tiles (the demo seller shows the acquiring block).
  const tiles = await read(banking.GET('/v1/products/summary'));
  expect({
    debit: cents(tiles.debitAccountAmount),
    future: cents(tiles.futurePostings),
    invested: cents(tiles.investAccountAmount),
    inProcessing: cents(tiles.inProcessingAmount),
    acquiring: cents(tiles.redeemAccountAmount),
    provisioned: cents(tiles.provisionedAmount),
    total: cents(tiles.totalAmount),
  }).toEqual({
    debit: checking.available,
    future: checking.later,
    invested: investment.total,
    inProcessing,
    acquiring: acquiring.available,
    provisioned: acquiring.later,
    total: checking.available + investment.total + inProcessing + acquiring.available,
  });
  // The checking balance of /pagamentos and of the financial page.
  expect(cents((await read(banking.GET('/accounts/balance'))).debitAccountAmount)).toBe(checking.available);

  // Each month of /cartao/faturas: its total is what its purchases took from the card credit, and what
  // it has paid is the total of the invoices a payment on the ledger settled.
  const invoiceBooks = await s.db.query<{ year_month: string; total: string; paid: string }>(
    `WITH bought AS (
       SELECT i.id, i.year_month, coalesce(-sum(p.amount_cents), 0) AS cents
         FROM card_invoices i
         LEFT JOIN ledger_entries e ON e.seller_id = i.seller_id AND e.reference_type = 'CARD_INVOICE'
                                   AND e.reference_id = i.id::text AND e.operation = 'CARTAO_CREDITO'
         LEFT JOIN ledger_postings p ON p.entry_id = e.id
         LEFT JOIN ledger_accounts a ON a.id = p.account_id
        WHERE i.seller_id = $1 AND (a.kind IS NULL OR a.kind = 'CARD_CREDIT')
        GROUP BY i.id, i.year_month),
     settled AS (
       SELECT DISTINCT unnest(pay.invoice_ids) AS invoice_id FROM card_invoice_payments pay
         JOIN ledger_entries e ON e.seller_id = pay.seller_id AND e.reference_type = 'CARD_INVOICE'
                              AND e.reference_id = pay.id::text AND e.operation = 'FATURA_CARTAO'
        WHERE pay.seller_id = $1)
     SELECT b.year_month, sum(b.cents)::text AS total,
            coalesce(sum(b.cents) FILTER (WHERE b.id IN (SELECT invoice_id FROM settled)), 0)::text AS paid
       FROM bought b GROUP BY b.year_month ORDER BY b.year_month DESC LIMIT 12`,
    [sellerId],
  );
  const months = (await read(banking.GET('/cards/invoices', { params: { query: { size: 12 } } }))).content;
  expect(
    months.map((m) => ({ month: m.yearMonth, total: cents(m.totalAmount), paid: cents(m.paidAmount) })),
  ).toEqual(invoiceBooks.map((b) => ({ month: b.year_month, total: Number(b.total), paid: Number(b.paid) })));

  // A charge's net (its 'Recebíveis' on the charge page): the charges the sequence touched lately.
  const touched = await s.db.query<{ id: string; net: string }>(
    `SELECT e.reference_id AS id, sum(p.amount_cents)::text AS net
       FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'ACQUIRING'
      WHERE e.seller_id = $1 AND e.reference_type = 'CHARGE'
        AND e.reference_id IN (SELECT reference_id FROM ledger_entries WHERE seller_id = $1
                                AND reference_type = 'CHARGE' ORDER BY created_at DESC LIMIT 3)
      GROUP BY e.reference_id`,
    [sellerId],
  );
  for (const charge of touched) {
    const body = await read(
      payment.GET('/redeems/statement/charge/{id}', { params: { path: { id: charge.id } } }),
    );
    const shown = body.data.reduce((sum, l) => sum + cents(l.amount), 0);
    expect({ charge: charge.id, net: shown }).toEqual({ charge: charge.id, net: Number(charge.net) });
  }
}

beforeAll(async () => {
  s = await createTestSandbox();
  // The run's pinned instant (test-clock.ts), frozen: only the operations move it.
  await s.clock.set(s.clock.now(), { frozen: true });
  const [user] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
    ADMIN,
  ]);
  sellerId = user!.seller_id;
  productId = (await read((await api()).banking.GET('/v1/products/summary'))).products[0]!.id;
});
afterAll(() => s?.close());

describe('reconciliation: the screens and the books', () => {
  it('agree to the cent after any sequence of payments, refunds, payouts, Pix, cards and treasury moves', async () => {
    await checkFigures();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) await run(o);
        await checkFigures();
      }),
      { numRuns: 30, seed: Number(process.env.RECONCILIATION_SEED ?? 2512) },
    );
  }, 120_000);
});
