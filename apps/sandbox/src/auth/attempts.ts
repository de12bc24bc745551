import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { tooManyAttempts } from '../http/errors';

export interface AttemptLimit {
  kind: string;
  max: number;
  windowSeconds: number;
}

/** Failed sign-ins per e-mail, and per device or browser (the `attemptReference` of the sign-in). */
export const SIGN_IN_PER_EMAIL: AttemptLimit = { kind: 'sign-in:email', max: 5, windowSeconds: 15 * 60 };
/** Higher than per e-mail: one browser may serve several people of the same shop. */
export const SIGN_IN_PER_REFERENCE: AttemptLimit = {
  kind: 'sign-in:reference',
  max: 10,
  windowSeconds: 15 * 60,
};
export const TWO_FACTOR_PER_USER: AttemptLimit = { kind: 'two-factor:user', max: 5, windowSeconds: 15 * 60 };
/** Reset e-mails per address: every request counts, so the limit says nothing about who has an account. */
export const RESET_PER_EMAIL: AttemptLimit = { kind: 'reset:email', max: 5, windowSeconds: 60 * 60 };

/** Throws 429, with the seconds until the oldest counted attempt leaves the window, when the limit is hit. */
export async function assertUnderLimit(
  db: Db,
  clock: Clock,
  limit: AttemptLimit,
  key: string,
): Promise<void> {
  const since = new Date(clock.now().getTime() - limit.windowSeconds * 1000);
  const rows = await db.query<{ at: Date }>(
    'SELECT at FROM auth_failures WHERE kind = $1 AND key = $2 AND at > $3 ORDER BY at DESC LIMIT $4',
    [limit.kind, key, since.toISOString(), limit.max],
  );
  if (rows.length < limit.max) return;
  const oldest = rows[rows.length - 1]!.at;
  const retryAfter = (oldest.getTime() + limit.windowSeconds * 1000 - clock.now().getTime()) / 1000;
  throw tooManyAttempts(retryAfter);
}

export async function recordAttempt(db: Db, clock: Clock, limit: AttemptLimit, key: string): Promise<void> {
  const now = clock.now();
  // Attempts older than the window no longer count; dropping them keeps the table small.
  const expired = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  await db.query('DELETE FROM auth_failures WHERE kind = $1 AND key = $2 AND at <= $3', [
    limit.kind,
    key,
    expired,
  ]);
  await db.query('INSERT INTO auth_failures (kind, key, at) VALUES ($1, $2, $3)', [
    limit.kind,
    key,
    now.toISOString(),
  ]);
}

export async function clearAttempts(db: Db, limit: AttemptLimit, key: string): Promise<void> {
  await db.query('DELETE FROM auth_failures WHERE kind = $1 AND key = $2', [limit.kind, key]);
}
