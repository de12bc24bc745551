import type { FastifyRequest } from 'fastify';
import { verifyToken } from '../auth/tokens';
import { findUserById } from '../rules/users';
import type { SandboxContext } from './context';
import { unauthorized } from './errors';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Token de acesso ausente.');
  return match[1];
}

/**
 * The contract's security schemes. The access token carries the roles granted at sign-in or refresh;
 * the user's row is read on every call so that blocking a user takes effect at once.
 */
export function securityHandlers(ctx: SandboxContext) {
  return {
    async bearerAuth(request: FastifyRequest) {
      const claims = await verifyToken(ctx.tokens, ctx.clock, bearerToken(request), 'access');
      const user = await findUserById(ctx.db, claims.userId);
      if (user?.status !== 'ACTIVE' || user.sellerId !== claims.sellerId) throw unauthorized();
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
      request.twoFactorUserId = claims.userId;
    },
  };
}
