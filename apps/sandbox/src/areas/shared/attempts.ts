import type { RealTime } from '../../clock';
import type { Db } from '../../db/db';
import { tooManyAttempts } from '../../errors';

/** At most `max` counted events per key within a sliding window; past it, 429 until the oldest leaves. */
export interface AttemptLimit {
  kind: string;
  max: number;
  windowSeconds: number;
}

/**
 * Past `freeAttempts` failures within the window, each further attempt must wait 2^(n − free) seconds after
 * the last failure, capped: a throttle, never a lock, so whoever else fails at an account can delay its
 * owner by at most `maxDelaySeconds` (OWASP ASVS V2.2.1), while guessing slows to one try a minute.
 */
export interface GrowingDelay {
  kind: string;
  freeAttempts: number;
  windowSeconds: number;
  maxDelaySeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/** Failed sign-ins from one peer address, whatever the e-mails: guessing across accounts stops here. */
export const SIGN_IN_PER_ADDRESS: AttemptLimit = {
  kind: 'sign-in:address',
  max: 20,
  windowSeconds: FIFTEEN_MINUTES,
};
/** Failed sign-ins at one account from one address: that address is shut out, the owner elsewhere is not. */
export const SIGN_IN_PER_ADDRESS_AND_EMAIL: AttemptLimit = {
  kind: 'sign-in:address-email',
  max: 5,
  windowSeconds: FIFTEEN_MINUTES,
};
/** Failed sign-ins at one account from anywhere: growing delays, never a hard lock of the owner. */
export const SIGN_IN_PER_EMAIL: GrowingDelay = {
  kind: 'sign-in:email',
  freeAttempts: 10,
  windowSeconds: FIFTEEN_MINUTES,
  maxDelaySeconds: 60,
};
export const TWO_FACTOR_PER_USER: AttemptLimit = {
  kind: 'two-factor:user',
  max: 5,
  windowSeconds: FIFTEEN_MINUTES,
};
/** Wrong codes while confirming a new authenticator on /seguranca: the same budget as at sign-in. */
export const TWO_FACTOR_SETUP_PER_USER: AttemptLimit = {
  kind: 'two-factor-setup:user',
  max: 5,
  windowSeconds: FIFTEEN_MINUTES,
};
/** Reset e-mails per recipient: every request counts, so the limit says nothing about who has an account. */
export const RESET_PER_EMAIL: AttemptLimit = { kind: 'reset:email', max: 5, windowSeconds: ONE_HOUR };
/** Reset requests per peer address, whatever the recipients: no mailing the world from one place. */
export const RESET_PER_ADDRESS: AttemptLimit = { kind: 'reset:address', max: 10, windowSeconds: ONE_HOUR };
/** Invitation e-mails per recipient (a user deleted and invited again counts again). */
export const INVITATION_PER_EMAIL: AttemptLimit = {
  kind: 'invitation:email',
  max: 3,
  windowSeconds: ONE_HOUR,
};
/** Invitations per peer address: room for a shop taking on its whole team in an hour, not for spam. */
export const INVITATION_PER_ADDRESS: AttemptLimit = {
  kind: 'invitation:address',
  max: 50,
  windowSeconds: ONE_HOUR,
};

/*
 * Every time here is the machine's (`real()`), never the sandbox clock: moving that clock forward must not
 * age failures out of a window (three rounds of six guesses and a clock move reached a password), nor may
 * moving it back make them count forever. The rows live in the database, so every sandbox process on one
 * Postgres counts the same failures, each against its own machine's time.
 */
const windowStart = (time: RealTime, windowSeconds: number) =>
  new Date(time.real().getTime() - windowSeconds * 1000).toISOString();

/** Throws 429, with the seconds until the oldest counted attempt leaves the window, when the limit is hit. */
export async function assertUnderLimit(
  db: Db,
  time: RealTime,
  limit: AttemptLimit,
  key: string,
): Promise<void> {
  const rows = await db.query<{ at: Date }>(
    'SELECT at FROM auth_failures WHERE kind = $1 AND key = $2 AND at > $3 ORDER BY at DESC LIMIT $4',
    [limit.kind, key, windowStart(time, limit.windowSeconds), limit.max],
  );
  if (rows.length < limit.max) return;
  const oldest = rows[rows.length - 1]!.at;
  const retryAfter = (oldest.getTime() + limit.windowSeconds * 1000 - time.real().getTime()) / 1000;
  throw tooManyAttempts(retryAfter);
}

/** Throws 429 with the seconds left when the account's current delay has not passed since its last failure. */
export async function assertDelayPassed(
  db: Db,
  time: RealTime,
  delay: GrowingDelay,
  key: string,
): Promise<void> {
  const [row] = await db.query<{ n: number; last: Date | null }>(
    'SELECT count(*)::int AS n, max(at) AS last FROM auth_failures WHERE kind = $1 AND key = $2 AND at > $3',
    [delay.kind, key, windowStart(time, delay.windowSeconds)],
  );
  const over = (row?.n ?? 0) - delay.freeAttempts;
  if (over < 0 || !row?.last) return;
  const waitSeconds = Math.min(delay.maxDelaySeconds, 2 ** over);
  const left = (row.last.getTime() + waitSeconds * 1000 - time.real().getTime()) / 1000;
  if (left > 0) throw tooManyAttempts(left);
}

export async function recordAttempt(
  db: Db,
  time: RealTime,
  limit: AttemptLimit | GrowingDelay,
  key: string,
): Promise<void> {
  // Attempts older than the window no longer count; dropping them keeps the table small.
  await db.query('DELETE FROM auth_failures WHERE kind = $1 AND key = $2 AND at <= $3', [
    limit.kind,
    key,
    windowStart(time, limit.windowSeconds),
  ]);
  await db.query('INSERT INTO auth_failures (kind, key, at) VALUES ($1, $2, $3)', [
    limit.kind,
    key,
    time.real().toISOString(),
  ]);
}

/** Checks a limit and counts this attempt in it: for requests that count whether they succeed or not. */
export async function countAttempt(db: Db, time: RealTime, limit: AttemptLimit, key: string): Promise<void> {
  await assertUnderLimit(db, time, limit, key);
  await recordAttempt(db, time, limit, key);
}

export async function clearAttempts(db: Db, limit: AttemptLimit | GrowingDelay, key: string): Promise<void> {
  await db.query('DELETE FROM auth_failures WHERE kind = $1 AND key = $2', [limit.kind, key]);
}
