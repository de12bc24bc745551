import { randomUUID } from 'node:crypto';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { earliest, type JobHandler } from '../../scheduler/jobs';
import { chargeLifecycle } from '../charges/lifecycle';
import { attemptTimeoutMs, type ClaimedDelivery, recordAttempt, sendAttempt } from './delivery';

/** Deliveries sent side by side per run: a hanging receiver holds up at most its own timeout. */
const BATCH = 20;
/** Real time a claim holds beyond the attempt's timeout, before another process may take it over. */
const LEASE_MARGIN_MS = 30_000;
/** While another process holds deliveries, look again this much later (sandbox clock), in case it died. */
const LEASE_RECHECK_MS = 60_000;

/**
 * Claims the due deliveries of active webhooks (a lease in real time, committed with the job's run), then
 * sends them after the commit, outside any transaction, each bounded by its timeout, and records each
 * attempt in its own transaction. Due again at the earliest pending attempt.
 */
export const webhookDeliveryJob: JobHandler = async (tx, clock, job) => {
  const now = clock.now();
  const realNow = new Date();
  const token = randomUUID();
  const timeoutMs = attemptTimeoutMs();
  const claimed = await tx.query<{
    id: string;
    endpoint_id: string;
    body: string;
    manual_requested: boolean;
    url: string;
    secret: string;
    previous_secret: string | null;
    previous_secret_expires_at: Date | string | null;
  }>(
    `WITH due AS (
       SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.status = 'PENDING' AND d.next_attempt_at <= $1 AND e.active
          AND (d.lease_until IS NULL OR d.lease_until < $2)
        ORDER BY d.next_attempt_at, d.id LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED)
     UPDATE webhook_deliveries d SET lease_until = $3, lease_token = $4
       FROM due, webhook_endpoints e
      WHERE d.id = due.id AND e.id = d.endpoint_id
     RETURNING d.id, d.endpoint_id, d.body, d.manual_requested, e.url, e.secret, e.previous_secret,
               e.previous_secret_expires_at`,
    [
      now.toISOString(),
      realNow.toISOString(),
      new Date(realNow.getTime() + timeoutMs + LEASE_MARGIN_MS).toISOString(),
      token,
    ],
  );
  const deliveries: ClaimedDelivery[] = claimed.map((row) => ({
    id: row.id,
    endpointId: row.endpoint_id,
    url: row.url,
    body: row.body,
    secrets: [
      row.secret,
      ...(row.previous_secret &&
      row.previous_secret_expires_at &&
      new Date(row.previous_secret_expires_at) > now
        ? [row.previous_secret]
        : []),
    ],
    manual: row.manual_requested,
    leaseToken: token,
  }));
  if (deliveries.length) {
    if (!job.afterCommit) throw new Error('webhook-delivery precisa rodar pelo agendador (afterCommit).');
    job.afterCommit(async (db) => {
      await Promise.all(
        deliveries.map(async (d) => recordAttempt(db, clock, d, await sendAttempt(d, timeoutMs))),
      );
    });
  }
  const [next] = await tx.query<{ due: Date | null; leased: number }>(
    `SELECT min(d.next_attempt_at) FILTER (WHERE d.lease_until IS NULL OR d.lease_until < $1) AS due,
            (count(*) FILTER (WHERE d.lease_until >= $1))::int AS leased
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
      WHERE d.status = 'PENDING' AND e.active`,
    [realNow.toISOString()],
  );
  // Those just claimed are leased: their attempts wake the sweep for their retries.
  const others = (next?.leased ?? 0) > deliveries.length;
  return earliest(
    next?.due ? new Date(next.due) : null,
    others ? new Date(now.getTime() + LEASE_RECHECK_MS) : null,
  );
};

/**
 * A charge falls late: once a day (at midnight in São Paulo) the charges that fell due the day before and
 * are still unpaid are told, once each, to the charges' lifecycle (charge.late to sellers with webhooks). The job keeps the last day it covered.
 */
export const webhookLateChargesJob: JobHandler = async (tx, clock, job) => {
  const now = clock.now();
  const today = businessToday(now);
  const covered = (job.payload as { through?: string } | null)?.through;
  if (covered && covered < today) {
    // Every charge that fell late, once: what follows is the lifecycle's (the seller's webhooks when it has
    // any, the bell's NOTIFICATION_PAYMENT_LATE, the open back-offices).
    const late = await tx.query<{ id: string }>(
      `SELECT c.id FROM charges c
        WHERE c.status = 'SCHEDULED' AND c.expiration_date >= $1::date AND c.expiration_date < $2::date
        ORDER BY c.expiration_date, c.id`,
      [covered, today],
    );
    for (const charge of late) {
      const marked = await tx.query(
        `INSERT INTO webhook_event_marks (key, created_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING key`,
        [`charge.late:${charge.id}`, now.toISOString()],
      );
      if (marked.length) await chargeLifecycle.late(tx, clock, { chargeId: charge.id });
    }
  }
  // The first run starts from today: charges already late before webhooks existed are not reported.
  await tx.query(`UPDATE jobs SET payload = $3 WHERE kind = $1 AND key = $2`, [
    job.kind,
    job.key,
    JSON.stringify({ through: today }),
  ]);
  return startOfBusinessDay(addDays(today, 1));
};
