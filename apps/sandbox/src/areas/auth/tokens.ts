import { randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { unauthorized } from '../../errors';

export interface TokenSettings {
  secret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  twoFactorTokenTtlSeconds: number;
}

export type TokenType = 'access' | '2fa';

export interface TokenClaims {
  userId: number;
  sellerId: number;
  roles: string[];
  bankingRoles: string[];
  /** The user's session version when the token was issued; behind the user's current one, it is dead. */
  sessionVersion: number;
  /** Unique per token, so a two-factor token can be spent once. */
  tokenId: string;
  expiresAt: Date;
}

const SECRET_SETTING = 'jwt_secret';

/**
 * The signing key: `JWT_SECRET` when given, otherwise one drawn on the first start and kept in the
 * database, so that a restart does not end everyone's session.
 */
export async function loadJwtSecret(db: Db, fromEnvironment?: string): Promise<Uint8Array> {
  if (fromEnvironment) return new TextEncoder().encode(fromEnvironment);
  await db.query(
    'INSERT INTO sandbox_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING',
    [SECRET_SETTING, JSON.stringify(randomBytes(32).toString('base64url'))],
  );
  const [row] = await db.query<{ value: string }>('SELECT value FROM sandbox_settings WHERE key = $1', [
    SECRET_SETTING,
  ]);
  return new TextEncoder().encode(row!.value);
}

export async function signToken(
  settings: TokenSettings,
  clock: Clock,
  typ: TokenType,
  claims: Omit<TokenClaims, 'expiresAt' | 'tokenId'>,
): Promise<string> {
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  const ttl = typ === 'access' ? settings.accessTokenTtlSeconds : settings.twoFactorTokenTtlSeconds;
  const { sellerId: sid, roles, bankingRoles, sessionVersion: sv } = claims;
  return new SignJWT({ sid, roles, bankingRoles, sv, typ })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomUUID())
    .setSubject(String(claims.userId))
    .setIssuer('balcao-sandbox')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttl)
    .sign(settings.secret);
}

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Checks signature, type and expiry against the sandbox clock (not the machine's), or throws 401. */
export async function verifyToken(
  settings: TokenSettings,
  clock: Clock,
  token: string,
  typ: TokenType,
): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      algorithms: ['HS256'],
      issuer: 'balcao-sandbox',
      currentDate: clock.now(),
    });
    const userId = Number(payload.sub);
    const { sid, sv, jti } = payload;
    if (payload.typ !== typ || !Number.isInteger(userId) || typeof sid !== 'number') throw unauthorized();
    if (typeof sv !== 'number' || typeof jti !== 'string') throw unauthorized();
    return {
      userId,
      sellerId: sid,
      roles: asStrings(payload.roles),
      bankingRoles: asStrings(payload.bankingRoles),
      sessionVersion: sv,
      tokenId: jti,
      expiresAt: new Date((payload.exp ?? 0) * 1000),
    };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized('Sessão expirada. Entre novamente.');
    throw unauthorized();
  }
}
