import type { payment } from '@balcao/client';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError, notFound } from '../../errors';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import type { Caller } from '../shared/caller';
import type { QueryWithDefaults } from '../shared/contract';
import { queryPage } from '../shared/page';
import { loadWebhook } from './endpoints';
import { newWebhookId, WEBHOOK_WINDOW_MS, type WebhookDelivery, type WebhookEvent } from './model';

/** How far back the events list reaches, by the sandbox clock. */
export const EVENT_LOG_DAYS = 30;

/**
 * The event log is the deliveries' bodies: an event is written once per webhook it goes to, byte for byte
 * the same, so the earliest copy of each id is the event. No table of its own, so nothing can disagree
 * with what was delivered (docs/decisions/2026-12-05-eventos-pelas-entregas.md).
 */
const EVENTS_OF_SELLER = `(
  SELECT DISTINCT ON (d.event_id) d.event_id, d.body, d.created_at
    FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
   WHERE e.seller_id = $1 AND d.created_at >= $2
   ORDER BY d.event_id, d.created_at) ev`;

const since = (clock: Clock) => new Date(clock.now().getTime() - EVENT_LOG_DAYS * 86_400_000).toISOString();

/** GET /events: the seller's events of the last 30 days, newest first. */
export function listEvents(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: QueryWithDefaults<payment.operations['listEvents'], 'page' | 'size'>,
): Promise<payment.components['schemas']['EventPage']> {
  return queryPage<{ event_id: string; body: string }, WebhookEvent>(
    db,
    {
      select: 'ev.event_id, ev.body',
      from: EVENTS_OF_SELLER,
      where: 'true',
      params: [caller.sellerId, since(clock)],
      orderBy: 'ev.created_at DESC, ev.event_id DESC',
      page: query.page,
      size: query.size,
    },
    (row) => JSON.parse(row.body) as WebhookEvent,
  );
}

/**
 * POST /events/{id}/replay: a new delivery (its own `webhook-id`) of the same body to one active webhook
 * of the seller, sent by the scheduler like any other and retried for 24 h.
 */
export async function replayEvent(
  db: Db,
  clock: Clock,
  caller: Caller,
  eventId: string,
  endpointId: string,
): Promise<WebhookDelivery> {
  const [event] = await db.query<{ event_type: WebhookDelivery['eventType']; body: string }>(
    `SELECT d.event_type, d.body FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
      WHERE d.event_id = $1 AND e.seller_id = $2 AND d.created_at >= $3 LIMIT 1`,
    [eventId, caller.sellerId, since(clock)],
  );
  if (!event) throw notFound('Evento não encontrado.');
  const webhook = await loadWebhook(db, caller, endpointId, true);
  if (!webhook.active)
    throw new HttpError(409, 'WEBHOOK_INACTIVE', 'Ative o webhook para reenviar eventos a ele.');
  const now = clock.now();
  const delivery: WebhookDelivery = {
    id: newWebhookId('msg'),
    eventId,
    eventType: event.event_type,
    status: 'PENDING',
    attemptCount: 0,
    nextAttemptAt: now.toISOString(),
    createdAt: now.toISOString(),
    deliveredAt: null,
  };
  await db.query(
    `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_type, body, next_attempt_at, give_up_at,
                                     manual_requested, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, true, $6)`,
    [
      delivery.id,
      endpointId,
      eventId,
      event.event_type,
      event.body,
      delivery.createdAt,
      new Date(now.getTime() + WEBHOOK_WINDOW_MS).toISOString(),
    ],
  );
  await wakeJob(db, JOB_KINDS.webhookDelivery, now);
  return delivery;
}
