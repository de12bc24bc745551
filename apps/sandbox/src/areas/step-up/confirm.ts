import type { core } from '@balcao/client';
import { AUTHENTICATOR_CODE_MESSAGES, STEP_UP_MESSAGES, STEP_UP_TTL_SECONDS } from '@balcao/domain/access';
import type { Clock, RealTime } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError, unauthorized } from '../../errors';
import { type ActivityResult, recordActivity } from '../activity-log/activity-log';
import { randomToken, sha256, verifyPassword } from '../auth/passwords';
import { totpStep } from '../auth/totp';
import { findUserById } from '../auth/user-records';
import {
  type AttemptLimit,
  assertDelayPassed,
  assertUnderLimit,
  clearAttempts,
  type GrowingDelay,
  recordAttempt,
  SIGN_IN_PER_ADDRESS_AND_EMAIL,
  SIGN_IN_PER_EMAIL,
  TWO_FACTOR_PER_USER,
} from '../shared/attempts';
import type { Caller } from '../shared/caller';

type StepUpRequest = core.components['schemas']['StepUpRequest'];
type StepUpConfirmation = core.components['schemas']['StepUpConfirmation'];

const refused = (code: string, description: string) =>
  new HttpError(400, code, description, { keepWrites: true });

/** A 429 of a limit, kept with its record in the activity log. */
const keptWrites = (error: unknown): never => {
  if (error instanceof HttpError)
    throw new HttpError(error.statusCode, error.code, error.message, {
      headers: error.headers,
      keepWrites: true,
    });
  throw error;
};

/**
 * POST /step-up: the user proves who they are again, with the authenticator's code when sign-in asks for
 * one, else the password, and gets a confirmation good once, for one kind of money movement, for two
 * minutes. Wrong answers count in the sign-in's own limits (the same budget wherever a code or the password
 * is guessed) and every attempt, good or wrong, is recorded in the activity log.
 */
export async function confirmStepUp(
  db: Db,
  clock: Clock & RealTime,
  caller: Caller,
  input: StepUpRequest,
  peerAddress: string,
): Promise<StepUpConfirmation> {
  const user = await findUserById(db, caller.userId);
  if (user?.status !== 'ACTIVE') throw unauthorized();
  const record = (result: ActivityResult) =>
    recordActivity(db, clock, {
      sellerId: caller.sellerId,
      userId: caller.userId,
      action: 'step_up.confirm',
      subjectId: input.operation,
      ipAddress: peerAddress,
      result,
    });
  const guard = async (limits: [AttemptLimit | GrowingDelay, string][]) => {
    try {
      for (const [limit, key] of limits)
        'max' in limit
          ? await assertUnderLimit(db, clock, limit, key)
          : await assertDelayPassed(db, clock, limit, key);
    } catch (error) {
      await record('RATE_LIMITED');
      keptWrites(error);
    }
  };

  if (user.totpSecret) {
    if (input.code === undefined || input.password !== undefined)
      throw refused('STEP_UP_FORM', AUTHENTICATOR_CODE_MESSAGES.missing);
    const limits: [AttemptLimit, string][] = [[TWO_FACTOR_PER_USER, String(user.id)]];
    await guard(limits);
    const step = await totpStep(user.totpSecret, input.code, clock, user.totpLastStep);
    if (step === null) {
      await recordAttempt(db, clock, TWO_FACTOR_PER_USER, String(user.id));
      await record('INVALID_CODE');
      throw refused('INVALID_CODE', AUTHENTICATOR_CODE_MESSAGES.invalid);
    }
    // The code's time step is spent: it cannot confirm a second movement, nor open a sign-in.
    await db.query('UPDATE users SET totp_last_step = $2 WHERE id = $1', [user.id, step]);
    await clearAttempts(db, TWO_FACTOR_PER_USER, String(user.id));
  } else {
    if (input.password === undefined || input.code !== undefined)
      throw refused('STEP_UP_FORM', STEP_UP_MESSAGES.passwordMissing);
    const pair = `${peerAddress} ${user.email}`;
    await guard([
      [SIGN_IN_PER_ADDRESS_AND_EMAIL, pair],
      [SIGN_IN_PER_EMAIL, user.email],
    ]);
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      await recordAttempt(db, clock, SIGN_IN_PER_ADDRESS_AND_EMAIL, pair);
      await recordAttempt(db, clock, SIGN_IN_PER_EMAIL, user.email);
      await record('INVALID_PASSWORD');
      throw refused('INVALID_PASSWORD', 'Senha inválida.');
    }
    await clearAttempts(db, SIGN_IN_PER_ADDRESS_AND_EMAIL, pair);
  }

  const confirmation = randomToken(24);
  const expiresAt = new Date(clock.now().getTime() + STEP_UP_TTL_SECONDS * 1000);
  await db.query(
    `INSERT INTO step_up_confirmations (token_hash, user_id, seller_id, operation, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [sha256(confirmation), user.id, caller.sellerId, input.operation, expiresAt.toISOString()],
  );
  await record('SUCCESS');
  return { confirmation, operation: input.operation, expiresAt: expiresAt.toISOString() };
}
