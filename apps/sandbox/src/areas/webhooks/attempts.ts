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
import { WEBHOOK_WINDOW_MS, type WebhookAttempt, type WebhookDelivery } from './model';

interface AttemptRow {
  id: string | number;
  delivery_id: string;
  event_id: string;
  event_type: WebhookAttempt['eventType'];
  trigger: WebhookAttempt['trigger'];
  attempted_at: Date | string;
  status_code: number | null;
  latency_ms: number;
  response_excerpt: string | null;
  error: string | null;
  succeeded: boolean;
  delivery_status: WebhookAttempt['deliveryStatus'];
  next_attempt_at: Date | string | null;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toAttempt = (row: AttemptRow): WebhookAttempt => ({
  id: Number(row.id),
  deliveryId: row.delivery_id,
  eventId: row.event_id,
  eventType: row.event_type,
  trigger: row.trigger,
  attemptedAt: new Date(row.attempted_at).toISOString(),
  statusCode: row.status_code,
  latencyMs: row.latency_ms,
  responseExcerpt: row.response_excerpt,
  error: row.error,
  succeeded: row.succeeded,
  deliveryStatus: row.delivery_status,
  nextAttemptAt: isoOrNull(row.next_attempt_at),
});

/** GET /seller-api-webhooks/{id}/attempts: newest first, each with where its delivery stands. */
export async function listWebhookAttempts(
  db: Db,
  _clock: Clock,
  caller: Caller,
  id: string,
  query: QueryWithDefaults<payment.operations['listWebhookAttempts'], 'page' | 'size'>,
): Promise<payment.components['schemas']['WebhookAttemptPage']> {
  await loadWebhook(db, caller, id);
  return queryPage<AttemptRow, WebhookAttempt>(
    db,
    {
      select: `a.id, a.delivery_id, d.event_id, d.event_type, a.trigger, a.attempted_at, a.status_code,
               a.latency_ms, a.response_excerpt, a.error, a.succeeded, d.status AS delivery_status,
               d.next_attempt_at`,
      from: 'webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id',
      where: 'a.endpoint_id = $1',
      params: [id],
      orderBy: 'a.id DESC',
      page: query.page,
      size: query.size,
    },
    toAttempt,
  );
}

interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: WebhookDelivery['eventType'];
  status: WebhookDelivery['status'];
  attempt_count: number;
  next_attempt_at: Date | string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
}

/**
 * POST /seller-api-webhooks/{id}/deliveries/{deliveryId}/resend: an attempt now, outside the schedule, by
 * the scheduler (this request holds a transaction, and an HTTP call must never run inside one). If it
 * fails, retries go on for 24 h from now.
 */
export async function resendWebhookDelivery(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const webhook = await loadWebhook(db, caller, id, true);
  if (!webhook.active)
    throw new HttpError(409, 'WEBHOOK_INACTIVE', 'Ative o webhook para reenviar as suas entregas.');
  const now = clock.now();
  const [row] = await db.query<DeliveryRow>(
    `UPDATE webhook_deliveries SET status = 'PENDING', next_attempt_at = $3, manual_requested = true,
            give_up_at = GREATEST(give_up_at, $4)
      WHERE id = $1 AND endpoint_id = $2
      RETURNING id, event_id, event_type, status, attempt_count, next_attempt_at, created_at, delivered_at`,
    [deliveryId, id, now.toISOString(), new Date(now.getTime() + WEBHOOK_WINDOW_MS).toISOString()],
  );
  if (!row) throw notFound('Entrega não encontrada.');
  await wakeJob(db, JOB_KINDS.webhookDelivery, now);
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attemptCount: row.attempt_count,
    nextAttemptAt: isoOrNull(row.next_attempt_at),
    createdAt: new Date(row.created_at).toISOString(),
    deliveredAt: isoOrNull(row.delivered_at),
  };
}
