import type { core } from '@balcao/client';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import type { Clock, RealTime } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, HttpError, unauthorized } from '../../errors';
import type { Caller } from '../shared/caller';
import type { ContractQuery } from '../shared/contract';
import { assertUnderLimit, clearAttempts, recordAttempt, TWO_FACTOR_SETUP_PER_USER } from './attempts';

type TwoFactorStatus = core.components['schemas']['TwoFactorStatus'];
type TwoFactorSetup = core.components['schemas']['TwoFactorSetup'];

/** What authenticator apps show above the code, beside the user's e-mail. */
export const TOTP_ISSUER = 'Balcão';
const TOTP_PERIOD = 30;

interface SetupRow {
  email: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
}

const conflict = (code: string, description: string) => new HttpError(409, code, description);

async function setupRow(db: Db, caller: Caller, lock = false): Promise<SetupRow> {
  const [row] = await db.query<SetupRow>(
    `SELECT email, totp_secret, totp_pending_secret FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [caller.userId],
  );
  // The caller was read from a valid session a moment ago; a user deleted since is a stale session.
  if (!row) throw unauthorized();
  return row;
}

const alreadyEnabled = () => conflict('TWO_FACTOR_ENABLED', 'O duplo fator de autenticação já está ativo.');

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

/**
 * POST /twofactor/enabled: `enabled=true` confirms the pending secret with a current code (RFC 6238, one
 * step of tolerance either side, sandbox clock); the code's time step is recorded as used, so the same code
 * cannot also open a sign-in. `enabled=false` turns it off: the session itself passed the second factor,
 * and the page asks for confirmation first (§4.7 step 4), so no code is asked.
 */
export async function setTwoFactorEnabled(
  db: Db,
  clock: Clock & RealTime,
  caller: Caller,
  input: ContractQuery<core.operations['setTwoFactorEnabled']>,
): Promise<TwoFactorStatus> {
  const row = await setupRow(db, caller, true);
  if (!input.enabled) {
    await db.query(
      'UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE id = $1',
      [caller.userId],
    );
    return { enabled: false };
  }
  if (row.totp_secret) throw alreadyEnabled();
  if (!row.totp_pending_secret)
    throw conflict(
      'TWO_FACTOR_NOT_STARTED',
      'Gere um novo QR code para ativar o duplo fator de autenticação.',
    );
  if (!input.code) throw badRequest('Informe o código de 6 dígitos do aplicativo.');
  const key = String(caller.userId);
  await assertUnderLimit(db, clock, TWO_FACTOR_SETUP_PER_USER, key);
  const epoch = Math.floor(clock.now().getTime() / 1000);
  const result = await verifyTotp({
    secret: row.totp_pending_secret,
    token: input.code,
    epoch,
    period: TOTP_PERIOD,
    epochTolerance: TOTP_PERIOD,
  });
  if (!result.valid) {
    await recordAttempt(db, clock, TWO_FACTOR_SETUP_PER_USER, key);
    throw new HttpError(400, 'INVALID_CODE', 'Código inválido', { keepWrites: true });
  }
  const step = 'timeStep' in result ? result.timeStep : Math.floor(epoch / TOTP_PERIOD) + result.delta;
  await db.query(
    `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $2
      WHERE id = $1`,
    [caller.userId, step],
  );
  await clearAttempts(db, TWO_FACTOR_SETUP_PER_USER, key);
  return { enabled: true };
}
