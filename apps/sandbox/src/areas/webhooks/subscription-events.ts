import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { reais } from '../../db/money';
import { endpointsFor, enqueue, loadCharge, webhookCharge } from './events';
import type { WebhookEvent } from './model';

type SubscriptionData = Extract<WebhookEvent, { type: 'subscription.created' }>['data'];

interface SubscriptionRow {
  id: string;
  seller_id: number;
  status: SubscriptionData['status'];
  plan_id: number;
  plan_title: string;
  periodicity: SubscriptionData['periodicity'];
  value_cents: string;
  payment_method: SubscriptionData['paymentMethod'];
  start_date: string;
  next_expiration_date: string | null;
  cancelled_date: string | null;
  customer_id: string;
  customer_name: string;
  customer_email: string;
  customer_document: string;
}

async function loadSubscription(db: Db, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(
    `SELECT s.id, s.seller_id, s.status, s.plan_id, p.title AS plan_title, s.periodicity,
            s.value_cents::text AS value_cents, s.payment_method, s.start_date::text AS start_date,
            s.next_expiration_date::text AS next_expiration_date, s.cancelled_date::text AS cancelled_date,
            cu.id AS customer_id, cu.name AS customer_name, cu.email AS customer_email,
            cu.document_number AS customer_document
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id JOIN customers cu ON cu.id = s.customer_id
      WHERE s.id = $1`,
    [id],
  );
  return row ?? null;
}

function webhookSubscription(row: SubscriptionRow): SubscriptionData {
  return {
    id: row.id,
    status: row.status,
    planId: row.plan_id,
    planTitle: row.plan_title,
    periodicity: row.periodicity,
    value: reais(row.value_cents),
    paymentMethod: row.payment_method,
    startDate: row.start_date,
    nextExpirationDate: row.next_expiration_date,
    cancelledDate: row.cancelled_date,
    customer: {
      id: row.customer_id,
      name: row.customer_name,
      email: row.customer_email,
      document: row.customer_document,
    },
  };
}

/** subscription.created, .defaulted, .cancelled: the subscription as it is now ('Assinaturas' domain). */
export async function emitSubscriptionEvent(
  db: Db,
  clock: Clock,
  type: 'subscription.created' | 'subscription.defaulted' | 'subscription.cancelled',
  subscriptionId: string | null,
): Promise<void> {
  if (!subscriptionId) return;
  const row = await loadSubscription(db, subscriptionId);
  if (!row) return;
  const endpoints = await endpointsFor(db, row.seller_id, 'SUBSCRIPTION');
  await enqueue(db, clock, endpoints, type, webhookSubscription(row));
}

/** subscription.renewed: the billing issued a new period's charge. */
export async function emitSubscriptionRenewed(
  db: Db,
  clock: Clock,
  subscriptionId: string,
  chargeId: string,
): Promise<void> {
  const row = await loadSubscription(db, subscriptionId);
  if (!row) return;
  const endpoints = await endpointsFor(db, row.seller_id, 'SUBSCRIPTION');
  if (endpoints.length === 0) return;
  const charge = await loadCharge(db, clock, chargeId);
  if (!charge) return;
  await enqueue(db, clock, endpoints, 'subscription.renewed', {
    subscription: webhookSubscription(row),
    charge: webhookCharge(charge),
  });
}
