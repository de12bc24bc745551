import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import { type AttemptLimit, countAttempt } from '../auth/attempts';

/**
 * The machine's time, for security limits: moving the sandbox clock must neither lift a limit nor make
 * it count forever. It has both shapes the attempt counters take (`now`, and `real` where they read
 * the machine's time directly).
 */
export const machineTime = { now: () => new Date(), real: () => new Date() };

/**
 * Counts one use of a limited operation under `key`, by machine time, and says how many seconds to wait
 * when the limit is already reached (then nothing is counted). The transaction-scoped advisory lock makes
 * concurrent requests on the same key, from any sandbox process on one Postgres, count one after another:
 * a burst cannot all pass the check before any is recorded.
 */
export async function takeLimitedUse(db: Db, limit: AttemptLimit, key: string): Promise<number | null> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${limit.kind}:${key}`]);
  try {
    await countAttempt(db, machineTime, limit, key);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
    return Number(error.headers['retry-after'] ?? limit.windowSeconds);
  }
}

/** A 429 in the operation's words, with Retry-After; `keepWrites` when the refusal itself is recorded. */
export function limitReached(
  code: string,
  description: string,
  retryAfterSeconds: number,
  keepWrites = false,
): HttpError {
  return new HttpError(429, code, description, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    keepWrites,
  });
}
