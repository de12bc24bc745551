import { verify as verifyTotp } from 'otplib';
import {
  assertUnderLimit,
  clearAttempts,
  recordAttempt,
  SIGN_IN_PER_EMAIL,
  SIGN_IN_PER_REFERENCE,
  TWO_FACTOR_PER_USER,
} from '../auth/attempts';
import { sha256, verifyPassword } from '../auth/passwords';
import type { TokenSettings } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { HttpError, unauthorized } from '../http/errors';
import { openSession, type Session, twoFactorStep } from './session';
import { findUserByEmail, findUserById, normalizeEmail } from './users';

export interface SignInInput {
  email: string;
  password: string;
  attemptReference?: string;
}

const invalidCredentials = () =>
  new HttpError(401, 'BAR-0001', 'E-mail ou senha inválidos.', { keepWrites: true });

/**
 * E-mail and password. Failures are counted per e-mail and per attempt reference (and kept even though
 * the answer is an error); a success clears the e-mail's count. A user with two-factor gets only the
 * two-factor step.
 */
export async function signIn(
  db: Db,
  clock: Clock,
  settings: TokenSettings,
  input: SignInInput,
): Promise<Session> {
  const email = normalizeEmail(input.email);
  const reference = input.attemptReference?.trim() || null;
  await assertUnderLimit(db, clock, SIGN_IN_PER_EMAIL, email);
  if (reference) await assertUnderLimit(db, clock, SIGN_IN_PER_REFERENCE, reference);

  const user = await findUserByEmail(db, email);
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !passwordMatches) {
    await recordAttempt(db, clock, SIGN_IN_PER_EMAIL, email);
    if (reference) await recordAttempt(db, clock, SIGN_IN_PER_REFERENCE, reference);
    throw invalidCredentials();
  }
  // Only someone who knows the password learns that the user is blocked or inactive.
  if (user.status !== 'ACTIVE') {
    throw new HttpError(401, 'BAR-0002', 'Usuário sem acesso. Fale com o administrador da sua conta.');
  }
  await clearAttempts(db, SIGN_IN_PER_EMAIL, email);
  if (user.totpSecret) return twoFactorStep(clock, settings, user);
  return openSession(db, clock, settings, user);
}

interface RefreshRow {
  family_id: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

/**
 * Trades a refresh token for a new pair. A token presented a second time means it leaked: the whole
 * family is revoked (the newer tokens too) and the answer is 401, with the revocation kept.
 */
export async function refreshSession(
  db: Db,
  clock: Clock,
  settings: TokenSettings,
  refreshToken: string,
): Promise<Session> {
  const now = clock.now();
  const [row] = await db.query<RefreshRow>(
    'SELECT family_id, user_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE',
    [sha256(refreshToken)],
  );
  if (!row) throw unauthorized();
  if (row.used_at || row.revoked_at) {
    await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
      row.family_id,
      now.toISOString(),
    ]);
    throw new HttpError(401, 'UNAUTHORIZED', 'Sessão encerrada. Entre novamente.', { keepWrites: true });
  }
  if (row.expires_at.getTime() <= now.getTime()) throw unauthorized('Sessão expirada. Entre novamente.');
  const user = await findUserById(db, row.user_id);
  if (user?.status !== 'ACTIVE') throw unauthorized('Usuário sem acesso.');
  await db.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [
    sha256(refreshToken),
    now.toISOString(),
  ]);
  return openSession(db, clock, settings, user, row.family_id);
}

const TOTP_PERIOD = 30;

/**
 * The second step: the code from the user's authenticator (RFC 6238, one step of tolerance either side,
 * time from the sandbox clock). A code is accepted once: codes of an already used time step are refused.
 */
export async function verifyTwoFactor(
  db: Db,
  clock: Clock,
  settings: TokenSettings,
  userId: number,
  code: string,
): Promise<Session> {
  const key = String(userId);
  await assertUnderLimit(db, clock, TWO_FACTOR_PER_USER, key);
  const user = await findUserById(db, userId);
  if (user?.status !== 'ACTIVE' || !user.totpSecret) throw unauthorized();
  const epoch = Math.floor(clock.now().getTime() / 1000);
  const lastStep = user.totpLastStep;
  // After the clock went back, every code in the window may be older than the last one used.
  const windowSpent = lastStep !== null && lastStep > Math.floor(epoch / TOTP_PERIOD) + 1;
  const result = windowSpent
    ? { valid: false as const }
    : await verifyTotp({
        secret: user.totpSecret,
        token: code,
        epoch,
        period: TOTP_PERIOD,
        epochTolerance: TOTP_PERIOD,
        ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
      });
  if (!result.valid) {
    await recordAttempt(db, clock, TWO_FACTOR_PER_USER, key);
    throw new HttpError(401, 'BAR-0003', 'Código de verificação inválido ou expirado.', { keepWrites: true });
  }
  const step = 'timeStep' in result ? result.timeStep : Math.floor(epoch / TOTP_PERIOD) + result.delta;
  await db.query('UPDATE users SET totp_last_step = $2 WHERE id = $1', [userId, step]);
  await clearAttempts(db, TWO_FACTOR_PER_USER, key);
  return openSession(db, clock, settings, user);
}
