import { isApiKeyToken } from '@balcao/domain/access';
import type { FastifyRequest } from 'fastify';
import { apiKeyCaller, findApiKey, lastUseIsStale, recordApiKeyUse } from '../areas/api-keys/authenticate';
import { acceptToken, readSignedToken, type SignedToken } from '../areas/auth/tokens';
import { findSessionUser, type SessionUser } from '../areas/auth/user-records';
import type { Caller } from '../areas/shared/caller';
import { type ClockState, STORED_CLOCK_SQL } from '../clock';
import type { Db } from '../db/db';
import { unauthorized } from '../errors';
import type { SandboxContext } from './context';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Token de acesso ausente.');
  return match[1];
}

/**
 * The two-factor token: the bearer, or without one the body's `twofaToken` (000 §7.1's second form of the
 * verify). The body is parsed but not yet validated here, so only a string counts.
 */
function twoFactorToken(request: FastifyRequest): string {
  if (request.headers.authorization !== undefined) return bearerToken(request);
  const body = request.body as { twofaToken?: unknown } | null | undefined;
  if (typeof body?.twofaToken === 'string' && body.twofaToken) return body.twofaToken;
  return bearerToken(request);
}

/** Session users read on the embedded database, each with the write mark it was read under. */
const sessionUsers = new WeakMap<Db, Map<number, { mark: number; user: SessionUser | null }>>();

/**
 * The user a token names, as the database says now, read on `within` (a read's own transaction) or on its
 * own. On a server other processes share, one query reads the user and the sandbox clock (which another
 * process may have moved) together. On the embedded database, which only this process writes, the user
 * read last is reused until anything is written (`Db.writeMark`).
 */
async function currentUser(ctx: SandboxContext, userId: number, within?: Db): Promise<SessionUser | null> {
  const { db } = ctx;
  const mark = db.writeMark();
  if (mark === null) {
    const { user, alongside } = await findSessionUser(within ?? db, userId, STORED_CLOCK_SQL);
    ctx.clock.adopt(alongside as ClockState | null);
    return user;
  }
  const known = sessionUsers.get(db) ?? new Map();
  sessionUsers.set(db, known);
  const hit = known.get(userId);
  if (hit?.mark === mark) return hit.user;
  const { user } = await (within
    ? findSessionUser(within, userId)
    : db.read((tx) => findSessionUser(tx, userId)));
  known.set(userId, { mark, user });
  return user;
}

/**
 * The caller an access token and its user's row make, or 401. The lifetime is checked by the clock read
 * with the user; blocking, a password reset, a revoked refresh family or a profile change bump the
 * session version and end the token at once.
 */
function sessionCaller(ctx: SandboxContext, signed: SignedToken, user: SessionUser | null): Caller {
  const claims = acceptToken(signed, ctx.clock, 'access');
  if (user?.status !== 'ACTIVE' || user.sellerId !== claims.sellerId) throw unauthorized();
  if (user.sessionVersion !== claims.sessionVersion) throw unauthorized('Sessão encerrada. Entre novamente.');
  return {
    userId: user.id,
    sellerId: user.sellerId,
    email: user.email,
    roles: claims.roles,
    bankingRoles: claims.bankingRoles,
  };
}

/**
 * A read's session, confirmed inside the read's own transaction (http/operation.ts): the user's row and
 * the data come from one connection and one snapshot, instead of a connection each.
 */
export async function confirmSession(ctx: SandboxContext, db: Db, signed: SignedToken): Promise<Caller> {
  return sessionCaller(ctx, signed, await currentUser(ctx, signed.claims.userId, db));
}

/**
 * An API key's caller. Nothing is cached: a deactivation or deletion refuses the very next call. On a
 * shared server the clock comes in the same round trip, as with a session user.
 */
async function keyCaller(ctx: SandboxContext, token: string) {
  const shared = ctx.db.writeMark() === null;
  const { key, alongside } = await (shared
    ? findApiKey(ctx.db, token, STORED_CLOCK_SQL)
    : ctx.db.read((db) => findApiKey(db, token)));
  if (shared) ctx.clock.adopt(alongside as ClockState | null);
  const caller = apiKeyCaller(key);
  if (key && lastUseIsStale(key, ctx.clock.now())) await recordApiKeyUse(ctx.db, ctx.clock, key.id);
  return caller;
}

/** What the operation's roles are checked against: the caller, or on a read the token's own claims. */
export type Grant = Pick<Caller, 'roles' | 'bankingRoles' | 'apiKeyId'>;

/**
 * The contract's security schemes. The access token carries the roles granted at sign-in or refresh;
 * the user's row is checked on every call. The signature is checked before the user is read, the
 * lifetime after (by the clock read with the user), as a token's checks always were. With `inRead` (a
 * GET) the signature, type and lifetime by this process's clock are checked here and the user's row
 * later, in the read (`request.sessionToConfirm`, `confirmSession`).
 */
export function securityHandlers(ctx: SandboxContext) {
  return {
    async bearerAuth(request: FastifyRequest, inRead = false): Promise<Grant> {
      const token = bearerToken(request);
      if (isApiKeyToken(token)) {
        request.caller = await keyCaller(ctx, token);
        return request.caller;
      }
      const signed = await readSignedToken(ctx.tokens, token);
      if (inRead) {
        request.sessionToConfirm = signed;
        return acceptToken(signed, ctx.clock, 'access');
      }
      request.caller = sessionCaller(ctx, signed, await currentUser(ctx, signed.claims.userId));
      return request.caller;
    },
    async twoFactorAuth(request: FastifyRequest) {
      const signed = await readSignedToken(ctx.tokens, twoFactorToken(request));
      const user = await currentUser(ctx, signed.claims.userId);
      const claims = acceptToken(signed, ctx.clock, '2fa');
      if (user?.sessionVersion !== claims.sessionVersion) throw unauthorized();
      request.twoFactor = { userId: claims.userId, tokenId: claims.tokenId, expiresAt: claims.expiresAt };
    },
  };
}
