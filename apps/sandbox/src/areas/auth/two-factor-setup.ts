import type { core } from '@balcao/client';
import { AUTHENTICATOR_CODE_MESSAGES } from '@balcao/domain/access';
import { generateSecret, generateURI } from 'otplib';
import type { Clock, RealTime } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, conflict, HttpError, unauthorized } from '../../errors';
import {
  type AttemptLimit,
  assertUnderLimit,
  clearAttempts,
  recordAttempt,
  TWO_FACTOR_PER_USER,
  TWO_FACTOR_SETUP_PER_USER,
} from '../shared/attempts';
import type { Caller } from '../shared/caller';
import type { ContractQuery } from '../shared/contract';
import { totpStep } from './totp';

type TwoFactorStatus = core.components['schemas']['TwoFactorStatus'];
type TwoFactorSetup = core.components['schemas']['TwoFactorSetup'];

/** What authenticator apps show above the code, beside the user's e-mail. */
export const TOTP_ISSUER = 'Balcão';

interface SetupRow {
  email: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
}

async function setupRow(db: Db, caller: Caller, lock = false): Promise<SetupRow> {
  const [row] = await db.query<SetupRow>(
    `SELECT email, totp_secret, totp_pending_secret, totp_last_step FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [caller.userId],
  );
  // The caller was read from a valid session a moment ago; a user deleted since is a stale session.
  if (!row) throw unauthorized();
  return row;
}

const alreadyEnabled = () => conflict('O duplo fator de autenticação já está ativo.', 'TWO_FACTOR_ENABLED');

/** GET /twofactor/status: whether sign-in asks this user for a code. */
export async function twoFactorStatus(db: Db, _clock: Clock, caller: Caller): Promise<TwoFactorStatus> {
  const row = await setupRow(db, caller);
  return { enabled: row.totp_secret !== null };
}

/**
 * POST /twofactor/generate: a new secret for the authenticator, kept pending until confirmed (a second call
 * replaces it, so only the QR code on screen can be confirmed). The answer carries the secret: it is never
 * kept for idempotent replay, and no later call returns it again.
 */
export async function startTwoFactorSetup(db: Db, _clock: Clock, caller: Caller): Promise<TwoFactorSetup> {
  const row = await setupRow(db, caller, true);
  if (row.totp_secret) throw alreadyEnabled();
  const secret = generateSecret();
  await db.query('UPDATE users SET totp_pending_secret = $2 WHERE id = $1', [caller.userId, secret]);
  return { qrCodeUrl: generateURI({ issuer: TOTP_ISSUER, label: row.email, secret }), secret };
}

const invalidCode = () =>
  new HttpError(400, 'INVALID_CODE', AUTHENTICATOR_CODE_MESSAGES.invalid, { keepWrites: true });
const codeRequired = () => badRequest(AUTHENTICATOR_CODE_MESSAGES.missing);

/**
 * Checks a code of the user's authenticator against `secret` within the budget of `limit`: a wrong one is
 * counted (and kept, though the answer is an error) and answered 400 'Código inválido'.
 */
async function checkCode(
  db: Db,
  clock: Clock & RealTime,
  caller: Caller,
  check: { secret: string; code: string; lastStep: number | null; limit: AttemptLimit },
): Promise<number> {
  const key = String(caller.userId);
  await assertUnderLimit(db, clock, check.limit, key);
  const step = await totpStep(check.secret, check.code, clock, check.lastStep);
  if (step === null) {
    await recordAttempt(db, clock, check.limit, key);
    throw invalidCode();
  }
  await clearAttempts(db, check.limit, key);
  return step;
}

/**
 * POST /twofactor/enabled: `enabled=true` confirms the pending secret with a current code; the code's time
 * step is recorded as used, so the same code cannot also open a sign-in. `enabled=false` turns it off with
 * a current code of the active secret too: a session alone (a stolen token, a computer left open) must not
 * remove the second factor. Its wrong codes count in the sign-in's two-factor limit, one budget for guessing
 * the authenticator wherever it is asked. Turning off what is off asks nothing and drops a pending setup.
 */
export async function setTwoFactorEnabled(
  db: Db,
  clock: Clock & RealTime,
  caller: Caller,
  input: ContractQuery<core.operations['setTwoFactorEnabled']>,
): Promise<TwoFactorStatus> {
  const row = await setupRow(db, caller, true);
  if (!input.enabled) {
    if (row.totp_secret) {
      if (!input.code) throw codeRequired();
      await checkCode(db, clock, caller, {
        secret: row.totp_secret,
        code: input.code,
        lastStep: row.totp_last_step,
        limit: TWO_FACTOR_PER_USER,
      });
    }
    await db.query(
      'UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE id = $1',
      [caller.userId],
    );
    return { enabled: false };
  }
  if (row.totp_secret) throw alreadyEnabled();
  if (!row.totp_pending_secret)
    throw conflict(
      'Gere um novo QR code para ativar o duplo fator de autenticação.',
      'TWO_FACTOR_NOT_STARTED',
    );
  if (!input.code) throw codeRequired();
  const step = await checkCode(db, clock, caller, {
    secret: row.totp_pending_secret,
    code: input.code,
    lastStep: null,
    limit: TWO_FACTOR_SETUP_PER_USER,
  });
  await db.query(
    `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $2
      WHERE id = $1`,
    [caller.userId, step],
  );
  return { enabled: true };
}
