import { businessToday } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { insertRows } from '../../db/insert';
import { cents, reais } from '../../db/money';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import type { CreatedCharge } from '../charges/lifecycle';
import { type ChargeRow, chargeColumns } from '../charges/model';
import { newWebhookId, WEBHOOK_WINDOW_MS, type WebhookDomain, type WebhookEvent } from './model';

type EventOf<T extends WebhookEvent['type']> = Extract<WebhookEvent, { type: T }>;
type DataOf<T extends WebhookEvent['type']> = EventOf<T>['data'];

/**
 * The hooks the rules call, in the transaction of the change they report: one delivery row per active
 * webhook of the seller subscribed to the event's domain, so the event is sent if and only if the change
 * committed. A seller without webhooks costs one indexed query.
 */
async function endpointsFor(db: Db, sellerId: number, domain: WebhookDomain): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM webhook_endpoints WHERE seller_id = $1 AND active AND $2 = ANY(domains)',
    [sellerId, domain],
  );
  return rows.map((r) => r.id);
}

async function enqueue<T extends WebhookEvent['type']>(
  db: Db,
  clock: Clock,
  endpoints: readonly string[],
  type: T,
  data: DataOf<T>,
): Promise<void> {
  if (endpoints.length === 0) return;
  const now = clock.now();
  const event = { id: newWebhookId('evt'), type, timestamp: now.toISOString(), data };
  const body = JSON.stringify(event);
  const at = now.toISOString();
  const giveUp = new Date(now.getTime() + WEBHOOK_WINDOW_MS).toISOString();
  await insertRows(
    db,
    'webhook_deliveries',
    ['id', 'endpoint_id', 'event_id', 'event_type', 'body', 'next_attempt_at', 'give_up_at', 'created_at'],
    endpoints.map((endpoint) => [newWebhookId('msg'), endpoint, event.id, type, body, at, giveUp, at]),
  );
  await wakeJob(db, JOB_KINDS.webhookDelivery, now);
}

/** A subscription's charges belong to the 'Assinaturas' domain; every other charge to 'Cobrança Pontual'. */
const chargeDomain = (row: { subscription_id: string | null }): WebhookDomain =>
  row.subscription_id ? 'SUBSCRIPTION' : 'ORDER';

async function loadCharge(db: Db, clock: Clock, id: string): Promise<ChargeRow | null> {
  const [row] = await db.query<ChargeRow>(`SELECT ${chargeColumns('$2')} FROM charges c WHERE c.id = $1`, [
    id,
    businessToday(clock.now()),
  ]);
  return row ?? null;
}

type WebhookCharge = DataOf<'charge.created'>;
type ChargeFields = Omit<WebhookCharge, 'id' | 'paymentLinkId' | 'customer'>;

/**
 * The charge as events carry it: the names of the API's `Charge`, plus the names of 0.1 (`id`,
 * `paymentLinkId`, `customer`) with the same values, kept for receivers already written.
 */
function withOldNames(charge: ChargeFields): WebhookCharge {
  return {
    ...charge,
    id: charge.uuid,
    paymentLinkId: charge.paymentLink,
    customer: {
      id: charge.customerId,
      name: charge.customerName,
      email: charge.customerEmail,
      document: charge.customerDocument,
    },
  };
}

export function webhookCharge(row: ChargeRow): WebhookCharge {
  return withOldNames({
    uuid: row.id,
    title: row.title,
    status: row.status,
    paymentMethod: row.payment_method,
    value: reais(row.amount_cents),
    installments: row.installments,
    expirationDate: row.expiration_date,
    paidDate: row.paid_date,
    origin: row.origin as WebhookCharge['origin'],
    paymentLink: row.payment_link_id,
    subscriptionId: row.subscription_id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerDocument: row.customer_document,
  });
}

/**
 * charge.created for charges just inserted (every issue goes through `insertCharges`: link purchases, the
 * subscription billing). The seed's charges find no webhook and cost one query.
 */
export async function emitChargesCreated(
  db: Db,
  sellerId: number,
  charges: readonly CreatedCharge[],
): Promise<void> {
  if (charges.length === 0) return;
  const endpoints = await db.query<{ id: string; domains: WebhookDomain[] }>(
    'SELECT id, domains FROM webhook_endpoints WHERE seller_id = $1 AND active',
    [sellerId],
  );
  if (endpoints.length === 0) return;
  for (const c of charges) {
    const domain = chargeDomain({ subscription_id: c.subscriptionId });
    const at = new Date(c.createdAt);
    await enqueue(
      db,
      { now: () => at },
      endpoints.filter((e) => e.domains.includes(domain)).map((e) => e.id),
      'charge.created',
      withOldNames({
        uuid: c.id,
        title: c.title,
        status: c.status,
        paymentMethod: c.method,
        value: reais(c.amountCents),
        installments: c.installments,
        expirationDate: c.expirationDate,
        paidDate: c.paidDate,
        origin: c.origin,
        paymentLink: c.paymentLinkId,
        subscriptionId: c.subscriptionId,
        customerId: c.customerId,
        customerName: c.customerName,
        customerEmail: c.customerEmail,
        customerDocument: c.customerDocument,
      }),
    );
  }
}

/** charge.late, charge.updated (and charge.created where a charge is read back): the charge as it is now. */
export async function emitChargeEvent(
  db: Db,
  clock: Clock,
  type: 'charge.created' | 'charge.late' | 'charge.updated',
  chargeId: string,
): Promise<void> {
  const row = await loadCharge(db, clock, chargeId);
  if (!row) return;
  await enqueue(
    db,
    clock,
    await endpointsFor(db, row.seller_id, chargeDomain(row)),
    type,
    webhookCharge(row),
  );
}

/** charge.paid, and payment_link.paid when the charge came from a link (its domain by the link's kind). */
export async function emitChargePaid(db: Db, clock: Clock, chargeId: string): Promise<void> {
  const row = await loadCharge(db, clock, chargeId);
  if (!row) return;
  const charge = webhookCharge(row);
  await enqueue(db, clock, await endpointsFor(db, row.seller_id, chargeDomain(row)), 'charge.paid', charge);
  if (!row.payment_link_id) return;
  const [link] = await db.query<{ id: string; type: 'ORDER' | 'SUBSCRIPTION' | 'FAST_ORDER'; title: string }>(
    'SELECT id, type, title FROM payment_links WHERE id::text = $1',
    [row.payment_link_id],
  );
  if (!link) return;
  const domain = link.type === 'SUBSCRIPTION' ? 'SUBSCRIPTION' : 'ORDER';
  await enqueue(db, clock, await endpointsFor(db, row.seller_id, domain), 'payment_link.paid', {
    paymentLink: { id: link.id, type: link.type, title: link.title },
    charge,
  });
}

/** charge.refunded: what this refund returned and all the charge returned so far. */
export async function emitChargeRefunded(
  db: Db,
  clock: Clock,
  chargeId: string,
  amountCents: number,
): Promise<void> {
  const row = await loadCharge(db, clock, chargeId);
  if (!row) return;
  const endpoints = await endpointsFor(db, row.seller_id, chargeDomain(row));
  if (endpoints.length === 0) return;
  const [refunded] = await db.query<{ total: string }>(
    `SELECT coalesce(sum(amount_cents), 0)::text AS total FROM charge_refunds
      WHERE charge_id = $1 AND status = 'REFUNDED'`,
    [chargeId],
  );
  await enqueue(db, clock, endpoints, 'charge.refunded', {
    charge: webhookCharge(row),
    amount: reais(amountCents),
    totalRefunded: reais(cents(refunded?.total ?? 0)),
  });
}

/** charge.disputed: opened (DISPUTE, with the contest deadline) or lost (CHARGEBACK). */
export async function emitChargeDisputed(db: Db, clock: Clock, chargeId: string): Promise<void> {
  const row = await loadCharge(db, clock, chargeId);
  if (!row) return;
  await enqueue(db, clock, await endpointsFor(db, row.seller_id, chargeDomain(row)), 'charge.disputed', {
    charge: webhookCharge(row),
    contestDeadline: row.chargeback_deadline,
  });
}

export { chargeDomain, endpointsFor, enqueue, loadCharge };
