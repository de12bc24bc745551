import { APIConnectionError, APIUserAbortError, type BalcaoError } from './errors';

export const DEFAULT_MAX_RETRIES = 2;
const INITIAL_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;
/**
 * A `Retry-After` longer than this is not waited for inside a call: the error reaches the caller,
 * who can read the header and decide. Waiting minutes silently would look like a hang.
 */
export const MAX_RETRY_AFTER_MS = 60_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Only requests that cannot act twice are retried: safe methods, and POSTs carrying an
 * Idempotency-Key that every attempt reuses (the gateway replays the first answer for it).
 * Other writes (PATCH today) are sent once.
 */
export function isRetryableRequest(method: string, idempotencyKey: string | undefined): boolean {
  const upper = method.toUpperCase();
  if (SAFE_METHODS.has(upper)) return true;
  return upper === 'POST' && idempotencyKey !== undefined && idempotencyKey !== '';
}

/**
 * The gateway's 409 for an Idempotency-Key reused with other content: the same key and body can
 * never succeed, so it is not retried. (A duplicate still in flight does not get a 409 from the
 * gateway: it waits for the first request and replays its answer.)
 */
export const IDEMPOTENCY_CONFLICT_CODE = 'IDEMPOTENCY_CONFLICT';

/**
 * Connection failures, timeouts, 408, 409, 429 and 5xx, as stripe-node and the Stainless SDKs do;
 * a 409 the gateway marks as an idempotency conflict excepted. Other 409s are retried, as stripe
 * does, since a conflict with a concurrent write may clear. The server can settle any case with
 * `x-should-retry: true|false`.
 */
export function shouldRetry(error: BalcaoError): boolean {
  if (error instanceof APIUserAbortError) return false;
  const explicit = error.headers?.get('x-should-retry');
  if (explicit === 'true') return true;
  if (explicit === 'false') return false;
  if (error instanceof APIConnectionError) return true;
  const { status } = error;
  if (status === undefined) return false;
  if (status === 409) return !error.errors.some((item) => item.code === IDEMPOTENCY_CONFLICT_CODE);
  return status === 408 || status === 429 || status >= 500;
}

/** Milliseconds the server asked us to wait, from `retry-after-ms` or `Retry-After` (seconds or a date). */
export function retryAfterMs(headers: Headers | undefined, nowMs = Date.now()): number | undefined {
  const millis = headers?.get('retry-after-ms');
  if (millis && /^\d+(\.\d+)?$/.test(millis.trim())) return Number(millis);
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** 0.5 s × 2ⁿ capped at 8 s, less up to 25 % jitter so that many clients do not retry in step. */
export function backoffMs(retriesSoFar: number, random: () => number = Math.random): number {
  const base = Math.min(INITIAL_DELAY_MS * 2 ** retriesSoFar, MAX_DELAY_MS);
  return base * (1 - random() * 0.25);
}

/**
 * How long to wait before the next attempt, or undefined to give up now because the server asked
 * for a wait longer than `MAX_RETRY_AFTER_MS`.
 */
export function retryDelayMs(retriesSoFar: number, headers: Headers | undefined): number | undefined {
  const asked = retryAfterMs(headers);
  if (asked === undefined) return backoffMs(retriesSoFar);
  return asked <= MAX_RETRY_AFTER_MS ? asked : undefined;
}
