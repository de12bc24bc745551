import { Webhook } from 'standardwebhooks';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { isAllowedTarget, parseWebhookUrl } from './targets';

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  url: string;
  body: string;
  /** The current secret first; during a rotation the previous one too. */
  secrets: string[];
  manual: boolean;
  leaseToken: string;
}

export interface AttemptOutcome {
  statusCode: number | null;
  latencyMs: number;
  excerpt: string | null;
  error: string | null;
  /** Seconds the receiver asked to wait (`Retry-After`), when it did. */
  retryAfterSeconds: number | null;
}

/** Real time: how long one attempt may take before it counts as failed (`WEBHOOK_TIMEOUT_MS`, 10 s). */
export const attemptTimeoutMs = (env: NodeJS.ProcessEnv = process.env) => {
  const configured = Number(env.WEBHOOK_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : 10_000;
};
export const EXCERPT_BYTES = 1024;

/**
 * The Standard Webhooks headers: `webhook-signature` holds one `v1,<base64>` per secret, space-separated,
 * so a receiver holding either secret during a rotation verifies. The timestamp is the attempt's real
 * time, not the sandbox clock: receivers check it against their own clock (5 minutes' tolerance).
 */
export function signedHeaders(id: string, body: string, secrets: readonly string[], at: Date) {
  const signature = secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
  return {
    'content-type': 'application/json',
    'user-agent': 'Balcao-Webhooks/1.0 (sandbox)',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/** `Retry-After` in seconds or as an HTTP date (against real time); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, realNow = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d{1,9}$/.test(trimmed)) return Number(trimmed);
  // An HTTP date reads 'Fri, 20 Nov 2026 13:02:00 GMT'; Date.parse would take '-5' as a year.
  if (!/^[A-Za-z]{3}, \d{1,2} [A-Za-z]{3} \d{4} /.test(trimmed)) return null;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - realNow) / 1000));
}

/** At most EXCERPT_BYTES of the body; the rest is never read (a huge or endless answer costs nothing). */
async function excerptOf(response: Response): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < EXCERPT_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const bytes = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES);
  // Postgres text cannot hold NUL; a cut multi-byte character becomes U+FFFD.
  const text = new TextDecoder().decode(bytes).replace(/\0/g, '');
  return text === '' ? null : text;
}

/** Drops an answer unread (its status and timing are all the attempt keeps). */
async function discard(response: Response): Promise<null> {
  await response.body?.cancel().catch(() => undefined);
  return null;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `Tempo esgotado: o receptor não respondeu em ${timeoutMs / 1000} s.`;
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `Falha de conexão: ${reason}`.slice(0, 500);
}

/**
 * One POST, bounded by the timeout; never throws. Redirects are not followed (they count as failures).
 * Status and timing are always kept; the body's excerpt only from a 2xx.
 */
export async function sendAttempt(
  delivery: ClaimedDelivery,
  timeoutMs = attemptTimeoutMs(),
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.min(600_000, Math.round(performance.now() - started));
  const url = parseWebhookUrl(delivery.url);
  if (!url || !isAllowedTarget(url))
    return {
      statusCode: null,
      latencyMs: 0,
      excerpt: null,
      error: 'Destino não permitido no sandbox: só este computador ou os endereços de WEBHOOK_ALLOWED_HOSTS.',
      retryAfterSeconds: null,
    };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      // A fresh connection per attempt: a pooled one that the receiver closed while this process was busy
      // (PGlite runs in its event loop) would fail with ECONNRESET and cost the delivery an attempt; retries
      // come seconds to hours apart, so keep-alive would save nothing.
      headers: {
        ...signedHeaders(delivery.id, delivery.body, delivery.secrets, new Date()),
        connection: 'close',
      },
      body: delivery.body,
      redirect: 'manual',
      signal,
    });
    // Only an answer given as a webhook receiver gives it (2xx) is kept for the merchant to read: the target
    // may be any service on this computer, and its errors or redirects are not theirs to see.
    const excerpt = response.ok ? await excerptOf(response) : await discard(response);
    return {
      statusCode: response.status,
      latencyMs: elapsed(),
      excerpt,
      error: null,
      retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
    };
  } catch (error) {
    return {
      statusCode: null,
      latencyMs: elapsed(),
      excerpt: null,
      error: describeFailure(error, timeoutMs),
      retryAfterSeconds: null,
    };
  }
}

/** The first retry waits up to 30 s; each next one up to twice as long, at most 4 h. */
export const RETRY_BASE_SECONDS = 30;
export const RETRY_CAP_SECONDS = 4 * 3600;

/**
 * Exponential backoff with full jitter (AWS's "Exponential Backoff and Jitter"): a random wait between
 * 1 s and the attempt's ceiling, so receivers that failed together do not all come back together.
 */
export function backoffSeconds(failedAttempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_CAP_SECONDS, RETRY_BASE_SECONDS * 2 ** Math.max(0, failedAttempts - 1));
  return Math.max(1, Math.floor(random() * ceiling));
}

const succeeded = (o: AttemptOutcome) => o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;

/**
 * Records an attempt and decides what comes next, in one transaction: 2xx ends the delivery for good;
 * 410 ends it and switches the webhook off (the receiver said it wants nothing more); any other outcome
 * is tried again after the backoff or the receiver's `Retry-After`, until 24 h of sandbox clock after
 * the event. The decision is taken only while this process still holds the delivery (its lease).
 */
export async function recordAttempt(
  db: Db,
  clock: Clock,
  d: ClaimedDelivery,
  o: AttemptOutcome,
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = clock.now();
    const at = now.toISOString();
    const ok = succeeded(o);
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, endpoint_id, trigger, attempted_at, status_code, latency_ms,
         response_excerpt, error, succeeded) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        d.id,
        d.endpointId,
        d.manual ? 'MANUAL' : 'SCHEDULED',
        at,
        o.statusCode,
        o.latencyMs,
        o.excerpt,
        o.error,
        ok,
      ],
    );
    if (ok) {
      // Whoever holds the lease now, a delivery that arrived is never sent again.
      await tx.query(
        `UPDATE webhook_deliveries SET status = 'SUCCEEDED', delivered_at = $2, next_attempt_at = NULL,
                attempt_count = attempt_count + 1, manual_requested = false, lease_until = NULL, lease_token = NULL
          WHERE id = $1`,
        [d.id, at],
      );
      return;
    }
    const [row] = await tx.query<{ attempt_count: number; give_up_at: Date | string }>(
      `UPDATE webhook_deliveries SET attempt_count = attempt_count + 1, lease_until = NULL, lease_token = NULL,
              manual_requested = false
        WHERE id = $1 AND lease_token = $2 AND status = 'PENDING' RETURNING attempt_count, give_up_at`,
      [d.id, d.leaseToken],
    );
    if (!row) return;
    if (o.statusCode === 410) {
      await tx.query(
        `UPDATE webhook_deliveries SET status = 'FAILED', next_attempt_at = NULL WHERE id = $1`,
        [d.id],
      );
      await tx.query(
        `UPDATE webhook_endpoints SET active = false, disabled_reason = 'GONE', updated_at = $2 WHERE id = $1`,
        [d.endpointId, at],
      );
      return;
    }
    const wait = o.retryAfterSeconds ?? backoffSeconds(row.attempt_count);
    const next = new Date(now.getTime() + Math.max(1, wait) * 1000);
    if (next > new Date(row.give_up_at)) {
      await tx.query(
        `UPDATE webhook_deliveries SET status = 'FAILED', next_attempt_at = NULL WHERE id = $1`,
        [d.id],
      );
      return;
    }
    await tx.query('UPDATE webhook_deliveries SET next_attempt_at = $2 WHERE id = $1', [
      d.id,
      next.toISOString(),
    ]);
    await wakeJob(tx, JOB_KINDS.webhookDelivery, next);
  });
}
