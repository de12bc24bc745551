import type { core } from '@balcao/client';
import type { Clock, RealTime } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError, unauthorized } from '../../errors';
import {
  assertDelayPassed,
  assertUnderLimit,
  clearAttempts,
  recordAttempt,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_ADDRESS_AND_EMAIL,
  SIGN_IN_PER_EMAIL,
  TWO_FACTOR_PER_USER,
} from '../shared/attempts';
import { sha256, verifyPassword } from './passwords';
import { openSession, revokeSessionFamily, type Session, type TwoFactorStep, twoFactorStep } from './session';
import type { TokenSettings } from './tokens';
import { totpStep } from './totp';
import { findUserByEmail, findUserById, normalizeEmail } from './user-records';

/** The contract's credentials, and where failures are counted. */
export type SignInInput = core.components['schemas']['SignInRequest']['credentials'] & {
  /** The caller's peer address (the socket's, never a header). */
  peerAddress: string;
};

const invalidCredentials = () =>
  new HttpError(401, 'BAR-0001', 'E-mail ou senha inválidos.', { keepWrites: true });

/**
 * E-mail and password. Failures are counted (and kept even though the answer is an error) per peer address,
 * per address and e-mail, and per e-mail, each with its limit (see `auth/attempts.ts`); a success clears the
 * address's count at that e-mail. A user with two-factor gets only the two-factor step.
 */
export async function signIn(
  db: Db,
  clock: Clock & RealTime,
  settings: TokenSettings,
  input: SignInInput,
): Promise<Session> {
  const email = normalizeEmail(input.email);
  const address = input.peerAddress;
  const pair = `${address} ${email}`;
  await assertUnderLimit(db, clock, SIGN_IN_PER_ADDRESS, address);
  await assertUnderLimit(db, clock, SIGN_IN_PER_ADDRESS_AND_EMAIL, pair);
  await assertDelayPassed(db, clock, SIGN_IN_PER_EMAIL, email);

  const user = await findUserByEmail(db, email);
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !passwordMatches) {
    await recordAttempt(db, clock, SIGN_IN_PER_ADDRESS, address);
    await recordAttempt(db, clock, SIGN_IN_PER_ADDRESS_AND_EMAIL, pair);
    await recordAttempt(db, clock, SIGN_IN_PER_EMAIL, email);
    throw invalidCredentials();
  }
  // Only someone who knows the password learns that the user is blocked or inactive.
  if (user.status !== 'ACTIVE') {
    throw new HttpError(401, 'BAR-0002', 'Usuário sem acesso. Fale com o administrador da sua conta.');
  }
  // The account's own count stays: clearing it would hand someone guessing elsewhere fresh free tries.
  await clearAttempts(db, SIGN_IN_PER_ADDRESS_AND_EMAIL, pair);
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
 * How long a rotated refresh token still trades for a new pair (docs/decisions: refresh reuse grace). A
 * page reloaded while its refresh was answering, or two tabs refreshing at once, present the same token
 * twice within moments; a leak found later does not. Okta's grace period and Auth0's reuse interval do the same.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/**
 * Trades a refresh token for a new pair. A token presented again within the grace of its rotation is a
 * retry and gets a pair of its own in the same family; later it means the token leaked: the whole family is
 * revoked (the newer tokens too) and the answer is 401, with the revocation kept.
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
  const retried =
    row.used_at !== null &&
    row.revoked_at === null &&
    now.getTime() - row.used_at.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
  if ((row.used_at && !retried) || row.revoked_at) {
    // Whoever holds the leaked family may also hold a live access token from it: that one ends too.
    await revokeSessionFamily(db, clock, row.family_id);
    throw new HttpError(401, 'UNAUTHORIZED', 'Sessão encerrada. Entre novamente.', { keepWrites: true });
  }
  if (row.expires_at.getTime() <= now.getTime()) throw unauthorized('Sessão expirada. Entre novamente.');
  const user = await findUserById(db, row.user_id);
  if (user?.status !== 'ACTIVE') throw unauthorized('Usuário sem acesso.');
  // A retry keeps the first use's instant: the grace runs from the rotation, not from each retry.
  if (!retried) {
    await db.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [
      sha256(refreshToken),
      now.toISOString(),
    ]);
  }
  return openSession(db, clock, settings, user, row.family_id);
}

const spentTwoFactorToken = () =>
  unauthorized('Esta etapa de verificação já foi concluída. Entre novamente.');

/**
 * Spends the two-factor token of a successful verify, once: a second verify with it (even with the next
 * code) is refused, as is a concurrent one that lost the race for the row.
 */
async function spendTwoFactorToken(db: Db, clock: Clock, step: TwoFactorStep): Promise<void> {
  await db.query('DELETE FROM spent_two_factor_tokens WHERE expires_at < $1', [clock.now().toISOString()]);
  const spent = await db.query(
    `INSERT INTO spent_two_factor_tokens (token_id, expires_at) VALUES ($1, $2)
     ON CONFLICT (token_id) DO NOTHING RETURNING token_id`,
    [step.tokenId, step.expiresAt.toISOString()],
  );
  if (spent.length === 0) throw spentTwoFactorToken();
}

/**
 * The second step: the code from the user's authenticator (RFC 6238, one step of tolerance either side,
 * time from the sandbox clock). A code is accepted once: codes of an already used time step are refused;
 * the two-factor token is single use too.
 */
export async function verifyTwoFactor(
  db: Db,
  clock: Clock & RealTime,
  settings: TokenSettings,
  twoFactor: TwoFactorStep,
  code: string,
): Promise<Session> {
  const { userId } = twoFactor;
  const [spent] = await db.query('SELECT 1 FROM spent_two_factor_tokens WHERE token_id = $1', [
    twoFactor.tokenId,
  ]);
  if (spent) throw spentTwoFactorToken();
  const key = String(userId);
  await assertUnderLimit(db, clock, TWO_FACTOR_PER_USER, key);
  const user = await findUserById(db, userId);
  if (user?.status !== 'ACTIVE' || !user.totpSecret) throw unauthorized();
  const step = await totpStep(user.totpSecret, code, clock, user.totpLastStep);
  if (step === null) {
    await recordAttempt(db, clock, TWO_FACTOR_PER_USER, key);
    throw new HttpError(401, 'BAR-0003', 'Código de verificação inválido ou expirado.', { keepWrites: true });
  }
  await db.query('UPDATE users SET totp_last_step = $2 WHERE id = $1', [userId, step]);
  await spendTwoFactorToken(db, clock, twoFactor);
  await clearAttempts(db, TWO_FACTOR_PER_USER, key);
  return openSession(db, clock, settings, user);
}
