import { mayCall, mayIntegrationCall, OPERATION_ACCESS, type OperationAccess } from '@balcao/domain/access';
import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError } from '../errors';
import type { SandboxContext } from './context';
import { securityHandlers } from './security';

/** The operation's entry in the domain's access table; an operation without one does not mount. */
export function accessOf(operationId: string): OperationAccess {
  const access = (OPERATION_ACCESS as Record<string, OperationAccess>)[operationId];
  if (!access)
    throw new Error(`A operação ${operationId} não tem entrada em OPERATION_ACCESS (@balcao/domain).`);
  return access;
}

const apiKeyRefused = () =>
  new HttpError(
    403,
    'API_KEY_FORBIDDEN',
    'Chaves de API não têm acesso a esta operação: usuários, configurações, chaves, webhooks e conta bancária pedem a sessão de um usuário.',
  );

/**
 * Who calls, then whether they may: the session (bearer or two-factor token) and the operation's roles
 * from the domain's table, checked before the input is validated or any rule runs, so that a caller
 * without the role learns nothing — not what the body should be, not whether an id exists. On a read
 * (`inRead`) the roles are the token's and its user's row is confirmed inside the read itself
 * (http/operation.ts): one connection per GET instead of two.
 */
export function checkAccess(ctx: SandboxContext, access: OperationAccess, operationId = '', inRead = false) {
  const security = securityHandlers(ctx);
  // The session checks read the sandbox clock beside the user; a public operation reads it by itself
  // when other processes may have moved it.
  const shared = ctx.db.kind === 'postgres';
  return async (request: FastifyRequest): Promise<void> => {
    if (access.kind === 'public') return shared ? ctx.clock.sync() : undefined;
    if (access.kind === 'two-factor') return security.twoFactorAuth(request);
    const grant = await security.bearerAuth(request, inRead);
    // An API key acts as an integration: the domain's list of operations, never the roles of a profile.
    if (grant.apiKeyId !== undefined) {
      if (!mayIntegrationCall(operationId)) throw apiKeyRefused();
      return;
    }
    if (!mayCall(access, [...grant.roles, ...grant.bankingRoles])) throw forbidden();
  };
}
