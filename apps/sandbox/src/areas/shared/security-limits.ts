import type { RealTime } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import { type AttemptLimit, assertUnderLimit, recordAttempt } from './attempts';

/** One counter: a limit and whose uses it counts (an address, a user and a card, …). */
export interface LimitedUse {
  limit: AttemptLimit;
  key: string;
}

const retryAfterOf = (error: unknown, limit: AttemptLimit): number => {
  if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
  return Number(error.headers['retry-after'] ?? limit.windowSeconds);
};

/**
 * Seconds to wait when `use` has reached its limit, or null while it has room. Counted on the clock's real
 * time (`clock.real()`): moving the sandbox clock neither lifts a limit nor makes it count forever.
 */
export async function limitReachedFor(db: Db, time: RealTime, use: LimitedUse): Promise<number | null> {
  try {
    await assertUnderLimit(db, time, use.limit, use.key);
    return null;
  } catch (error) {
    return retryAfterOf(error, use.limit);
  }
}

/** Counts one more use on each counter (a use that happened, like a declined card). */
export async function recordUses(db: Db, time: RealTime, uses: readonly LimitedUse[]): Promise<void> {
  for (const use of uses) await recordAttempt(db, time, use.limit, use.key);
}

/**
 * Counts one use on every counter, or on none when one of them is full: then it says which and how many
 * seconds to wait. Transaction-scoped advisory locks, taken in one order, make concurrent requests on the
 * same counters, from any sandbox process on one Postgres, count one after another: a burst cannot all
 * pass the check before any is recorded.
 */
export async function takeLimitedUses(
  db: Db,
  time: RealTime,
  uses: readonly LimitedUse[],
): Promise<{ refused: LimitedUse; retryAfterSeconds: number } | null> {
  const names = uses.map((use) => `${use.limit.kind}:${use.key}`).sort();
  for (const name of names) await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
  for (const use of uses) {
    const wait = await limitReachedFor(db, time, use);
    if (wait !== null) return { refused: use, retryAfterSeconds: wait };
  }
  await recordUses(db, time, uses);
  return null;
}

/** A 429 in the operation's words, with Retry-After; `keepWrites` when the refusal itself is recorded. */
export function limitReached(
  code: string,
  description: string,
  retryAfterSeconds: number,
  keepWrites = false,
): HttpError {
  return new HttpError(429, code, description, {
    headers: { 'retry-after': retryAfterHeader(retryAfterSeconds) },
    keepWrites,
  });
}

export const retryAfterHeader = (seconds: number) => String(Math.max(1, Math.ceil(seconds)));
