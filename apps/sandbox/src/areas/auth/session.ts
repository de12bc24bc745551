import { randomUUID } from 'node:crypto';
import type { core } from '@balcao/client';
import { TWO_FACTOR_AUTH } from '@balcao/domain/access';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { randomToken, sha256 } from './passwords';
import { signToken, type TokenSettings } from './tokens';
import { rolesOf, type UserRecord } from './user-records';

/**
 * The sign-in, refresh and two-factor answer: the contract's `Session`, every field of which the sandbox
 * always sends (null where the contract allows it: no refresh token in the two-factor step).
 */
export type Session = Required<core.components['schemas']['Session']>;

function describe(
  user: UserRecord,
  roles: string[],
  bankingRoles: string[],
  token: string,
  refreshToken: string | null,
): Session {
  return {
    email: user.email,
    roles,
    bankingRoles,
    token,
    refreshToken,
    idSeller: user.sellerId,
    mixedInstallment: user.seller.mixedInstallment,
    document: user.seller.document,
    isActiveForTax: user.seller.isActiveForTax,
    bankingType: user.seller.bankingType,
    companyName: user.seller.companyName,
    fantasyName: user.seller.fantasyName,
    bankingStatus: user.seller.bankingStatus,
  };
}

/**
 * A new access token and a new refresh token. `familyId` continues a refresh family (rotation); without it
 * a new family starts (sign-in).
 */
export async function openSession(
  db: Db,
  clock: Clock,
  settings: TokenSettings,
  user: UserRecord,
  familyId: string = randomUUID(),
): Promise<Session> {
  const { roles, bankingRoles } = rolesOf(user);
  const token = await signToken(settings, clock, 'access', {
    userId: user.id,
    sellerId: user.sellerId,
    roles,
    bankingRoles,
    sessionVersion: user.sessionVersion,
  });
  const refreshToken = randomToken();
  const now = clock.now();
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      sha256(refreshToken),
      familyId,
      user.id,
      now.toISOString(),
      new Date(now.getTime() + settings.refreshTokenTtlSeconds * 1000).toISOString(),
    ],
  );
  return describe(user, roles, bankingRoles, token, refreshToken);
}

/** The first step of a two-factor sign-in: only the two-factor token, no refresh token, no roles. */
export async function twoFactorStep(
  clock: Clock,
  settings: TokenSettings,
  user: UserRecord,
): Promise<Session> {
  const token = await signToken(settings, clock, '2fa', {
    userId: user.id,
    sellerId: user.sellerId,
    roles: [],
    bankingRoles: [],
    sessionVersion: user.sessionVersion,
  });
  return describe(user, [TWO_FACTOR_AUTH], [], token, null);
}

/**
 * Makes every access and two-factor token of the user already issued fail on its next request (roles
 * changed): one bumped number, checked on each call, instead of waiting up to 15 minutes for them to expire.
 */
export async function endAccessTokens(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [userId]);
}

/** Ends every open session of the user at once (password changed, user blocked or deleted). */
export async function revokeUserSessions(db: Db, clock: Clock, userId: number): Promise<void> {
  await endAccessTokens(db, userId);
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    clock.now().toISOString(),
  ]);
}

/**
 * Revokes one refresh family (the newer tokens too) and ends the user's access tokens by the session
 * version, the one way a revocation reaches a live access token: refresh reuse and sign-out both end here.
 * Answers whether anything was still alive in the family; when nothing was, nothing is bumped.
 */
export async function revokeSessionFamily(db: Db, clock: Clock, familyId: string): Promise<boolean> {
  const revoked = await db.query<{ user_id: number }>(
    `UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL
     RETURNING user_id`,
    [familyId, clock.now().toISOString()],
  );
  if (revoked.length === 0) return false;
  await endAccessTokens(db, revoked[0]!.user_id);
  return true;
}

/**
 * Sair: ends the session of this refresh token, whether or not it was already rotated away (the family
 * is the session). The user's other sessions keep their families: their access tokens die with the session
 * version too, and their next refresh gives them new ones. An unknown token ends nothing and says nothing.
 */
export async function signOut(db: Db, clock: Clock, refreshToken: string): Promise<void> {
  const [row] = await db.query<{ family_id: string }>(
    'SELECT family_id FROM refresh_tokens WHERE token_hash = $1',
    [sha256(refreshToken)],
  );
  if (row) await revokeSessionFamily(db, clock, row.family_id);
}

/** A two-factor token presented for the second step of a sign-in; spent by its successful verify. */
export interface TwoFactorStep {
  userId: number;
  tokenId: string;
  expiresAt: Date;
}
