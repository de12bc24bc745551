import type { FastifyRequest } from 'fastify';
import { verifyToken } from '../areas/auth/tokens';
import { findUserById } from '../areas/users/records';
import { unauthorized } from '../errors';
import type { SandboxContext } from './context';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Token de acesso ausente.');
  return match[1];
}

/**
 * The contract's security schemes. The access token carries the roles granted at sign-in or refresh;
 * the user's row is read on every call (one primary-key read) so that blocking, a password reset, a
 * revoked refresh family or a profile change end the token at once: each bumps the session version.
 */
export function securityHandlers(ctx: SandboxContext) {
  return {
    async bearerAuth(request: FastifyRequest) {
      const claims = await verifyToken(ctx.tokens, ctx.clock, bearerToken(request), 'access');
      const user = await findUserById(ctx.db, claims.userId);
      if (user?.status !== 'ACTIVE' || user.sellerId !== claims.sellerId) throw unauthorized();
      if (user.sessionVersion !== claims.sessionVersion)
        throw unauthorized('Sessão encerrada. Entre novamente.');
      request.caller = {
        userId: user.id,
        sellerId: user.sellerId,
        email: user.email,
        roles: claims.roles,
        bankingRoles: claims.bankingRoles,
      };
    },
    async twoFactorAuth(request: FastifyRequest) {
      const claims = await verifyToken(ctx.tokens, ctx.clock, bearerToken(request), '2fa');
      const user = await findUserById(ctx.db, claims.userId);
      if (user?.sessionVersion !== claims.sessionVersion) throw unauthorized();
      request.twoFactor = { userId: claims.userId, tokenId: claims.tokenId, expiresAt: claims.expiresAt };
    },
  };
}
