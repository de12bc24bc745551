import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
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

/** A token whose signature, issuer and claims were checked; its lifetime is checked on each use. */
export interface SignedToken {
  typ: TokenType;
  claims: TokenClaims;
}

/** Before the epoch nothing expires: the signature check leaves time to `acceptToken` and the sandbox clock. */
const TIMELESS = new Date(0);
const MAX_REMEMBERED_TOKENS = 10_000;
/**
 * Tokens already verified, per signing key. HMAC through WebCrypto (and importing the key) was a fifth of
 * the CPU of a small read under load, for the same few tokens again and again; a token's signature never
 * changes, and its lifetime is still checked against the sandbox clock on every use.
 */
const remembered = new WeakMap<Uint8Array, Map<string, SignedToken>>();

/** Checks the token's signature, issuer and claims (not its lifetime), or throws 401. */
export async function readSignedToken(settings: TokenSettings, token: string): Promise<SignedToken> {
  const known = remembered.get(settings.secret) ?? new Map<string, SignedToken>();
  const hit = known.get(token);
  if (hit) return hit;
  let signed: SignedToken;
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      algorithms: ['HS256'],
      issuer: 'balcao-sandbox',
      currentDate: TIMELESS,
    });
    const userId = Number(payload.sub);
    const { sid, sv, jti, typ, exp } = payload;
    if ((typ !== 'access' && typ !== '2fa') || !Number.isInteger(userId) || typeof sid !== 'number')
      throw unauthorized();
    if (typeof sv !== 'number' || typeof jti !== 'string' || typeof exp !== 'number') throw unauthorized();
    signed = {
      typ,
      claims: {
        userId,
        sellerId: sid,
        roles: asStrings(payload.roles),
        bankingRoles: asStrings(payload.bankingRoles),
        sessionVersion: sv,
        tokenId: jti,
        expiresAt: new Date(exp * 1000),
      },
    };
  } catch {
    throw unauthorized();
  }
  remembered.set(settings.secret, known);
  if (known.size >= MAX_REMEMBERED_TOKENS) known.clear();
  known.set(token, signed);
  return signed;
}

/** The token's claims if it is of this type and alive by the sandbox clock (not the machine's), or 401. */
export function acceptToken(signed: SignedToken, clock: Clock, typ: TokenType): TokenClaims {
  // As JWT expiry is defined: whole seconds, dead at the second it names.
  if (signed.claims.expiresAt.getTime() <= Math.floor(clock.now().getTime() / 1000) * 1000)
    throw unauthorized('Sessão expirada. Entre novamente.');
  if (signed.typ !== typ) throw unauthorized();
  return signed.claims;
}

/** Checks signature, type and expiry against the sandbox clock, or throws 401. */
export async function verifyToken(
  settings: TokenSettings,
  clock: Clock,
  token: string,
  typ: TokenType,
): Promise<TokenClaims> {
  return acceptToken(await readSignedToken(settings, token), clock, typ);
}
