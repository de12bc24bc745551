import { randomUUID } from 'node:crypto';
import { seededRandom } from '@balcao/domain/common';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { nextDueDate, type Periodicity } from '@balcao/domain/subscriptions';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { insertRows } from '../../db/insert';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { insertCharges, type NewCharge } from '../charges/create';
import type { PaymentMethod } from '../charges/model';
import { emitSubscriptionRenewed } from '../webhooks/subscription-events';

/** A subscription's charge is issued this many days before it falls due (the bank slip's lead time). */
export const BILLING_WINDOW_DAYS = 15;
/** At most this many periods per subscription and run when the clock jumped far; the next run goes on. */
export const BILLING_CATCH_UP_LIMIT = 24;
/**
 * The states that are billed. A DEFAULTER keeps its next due date on the charge it did not pay (the
 * list's 'Próximo vencimento' shows it) and is not billed again until it is ACTIVE again (docs/decisions/2026-11-24-assinaturas-importacao-planos-e-checkout-o-lado-da-escrita.md).
 */
export const BILLED_STATUSES = ['ACTIVE'] as const;
const BILLED_SQL = BILLED_STATUSES.map((s) => `'${s}'`).join(', ');

interface DueSubscription {
  id: string;
  seller_id: number;
  seller_document: string;
  seller_name: string;
  customer_id: string;
  customer_name: string;
  customer_document: string;
  customer_email: string;
  customer_phone: string | null;
  plan_title: string;
  periodicity: Periodicity;
  value_cents: string;
  additional_value_cents: string | null;
  additional_installments: number | null;
  payment_method: PaymentMethod;
  start_date: string;
  next_expiration_date: string;
  issued: number;
}

/**
 * The subscriptions' billing cycle, run by the scheduler's 'subscription-billing' sweep (never on a read):
 * each billed subscription whose next due date is within BILLING_WINDOW_DAYS of the sandbox's today gets
 * a SCHEDULED charge due on that date, and the date moves on by its periodicity; a clock that jumped
 * several periods issues each missed one, in order. The common case is one lookup in a partial index
 * that finds nothing. The due rows are locked (FOR UPDATE, re-checked after a wait), so two runs at
 * once never issue twice; the unique (subscription_id, expiration_date) index backs that up.
 * Answers how many charges were issued.
 */
export async function billDueSubscriptions(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const horizon = addDays(businessToday(now), BILLING_WINDOW_DAYS);
  const due = await db.query<{ id: string }>(
    `SELECT id FROM subscriptions WHERE status IN (${BILLED_SQL}) AND next_expiration_date <= $1::date`,
    [horizon],
  );
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx.query<DueSubscription>(
      `SELECT s.id, s.seller_id, se.document AS seller_document,
              coalesce(se.fantasy_name, se.company_name) AS seller_name, s.customer_id,
              cu.name AS customer_name, cu.document_number AS customer_document, cu.email AS customer_email,
              cu.phone AS customer_phone, p.title AS plan_title, s.periodicity, s.value_cents::text AS value_cents,
              s.additional_value_cents::text AS additional_value_cents, s.additional_installments,
              s.payment_method, s.start_date::text AS start_date,
              s.next_expiration_date::text AS next_expiration_date,
              (SELECT count(*)::int FROM charges c WHERE c.subscription_id = s.id) AS issued
         FROM subscriptions s
         JOIN sellers se ON se.id = s.seller_id
         JOIN customers cu ON cu.id = s.customer_id
         JOIN plans p ON p.id = s.plan_id
        WHERE s.id = ANY($1::uuid[]) AND s.status IN (${BILLED_SQL}) AND s.next_expiration_date <= $2::date
        ORDER BY s.id
          FOR UPDATE OF s`,
      [due.map((d) => d.id), horizon],
    );
    let issued = 0;
    for (const row of rows) issued += await billOne(tx, row, horizon, now);
    return issued;
  });
}

/**
 * When the billing is next due: the start (in São Paulo) of the day the earliest billed subscription's next
 * due date enters the window. A subscription created or reactivated later wakes the sweep itself.
 */
export async function nextBillingAt(db: Db): Promise<Date | null> {
  const [row] = await db.query<{ day: string | null }>(
    `SELECT (min(next_expiration_date) - ${BILLING_WINDOW_DAYS})::text AS day FROM subscriptions
      WHERE status IN (${BILLED_SQL})`,
  );
  return row?.day ? startOfBusinessDay(row.day) : null;
}

/** The missed periods of one locked subscription, up to the window; then its next due date moves on. */
async function billOne(db: Db, s: DueSubscription, horizon: string, now: Date): Promise<number> {
  const dates: string[] = [];
  let next = s.next_expiration_date;
  while (next <= horizon && dates.length < BILLING_CATCH_UP_LIMIT) {
    dates.push(next);
    next = nextDueDate(next, s.periodicity, s.start_date);
  }
  // A date already billed (only possible for data written by hand) is skipped, not issued twice.
  const existing = await db.query<{ day: string }>(
    `SELECT expiration_date::text AS day FROM charges
      WHERE subscription_id = $1 AND expiration_date = ANY($2::date[])`,
    [s.id, dates],
  );
  const taken = new Set(existing.map((e) => e.day));
  const createdAt = now.toISOString();
  const charges: NewCharge[] = [];
  for (const day of dates.filter((d) => !taken.has(d))) {
    // The additional value (an adhesion fee in installments) rides on the subscription's first charges.
    const withAdditional =
      s.additional_value_cents !== null && s.issued + charges.length < (s.additional_installments ?? 0);
    charges.push({
      id: randomUUID(),
      customerId: s.customer_id,
      customerName: s.customer_name,
      customerDocument: s.customer_document,
      customerEmail: s.customer_email,
      customerPhone: s.customer_phone,
      title: s.plan_title,
      method: s.payment_method,
      status: 'SCHEDULED',
      amountCents: Number(s.value_cents) + (withAdditional ? Number(s.additional_value_cents) : 0),
      installments: 1,
      expirationDate: day,
      paidDate: null,
      paidAt: null,
      origin: 'SUBSCRIPTION',
      paymentLinkId: null,
      subscriptionId: s.id,
      card: null,
      physicalSale: false,
      anticipated: false,
      chargebackDeadline: null,
      canceledAt: null,
      createdAt,
    });
  }
  if (charges.length) {
    const seller = { id: s.seller_id, document: s.seller_document, name: s.seller_name };
    // The slips' free fields drawn from the first charge's id: random enough, and no global state.
    const random = seededRandom(Number.parseInt(charges[0]!.id.slice(0, 8), 16));
    await insertCharges(db, seller, charges, random);
    await insertRows(
      db,
      'charge_events',
      ['charge_id', 'description', 'user_email', 'created_at'],
      charges.map((c) => [c.id, `Cobrança gerada pela assinatura (${s.plan_title})`, null, createdAt]),
    );
    if (s.payment_method === 'CREDIT_CARD') {
      // The card on file is charged on each due date (card-renewals.ts).
      await db.query('UPDATE charges SET card_retry_date = expiration_date WHERE id = ANY($1::uuid[])', [
        charges.map((c) => c.id),
      ]);
      await wakeJob(db, JOB_KINDS.subscriptionCardRenewal, startOfBusinessDay(charges[0]!.expirationDate));
    }
  }
  await db.query('UPDATE subscriptions SET next_expiration_date = $2, updated_at = $3 WHERE id = $1', [
    s.id,
    next,
    createdAt,
  ]);
  // The first period's charge is the subscription's start, not a renewal.
  for (const [i, c] of charges.entries())
    if (s.issued + i > 0) await emitSubscriptionRenewed(db, { now: () => now }, s.id, c.id);
  return charges.length;
}
