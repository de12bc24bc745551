import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { errorBody } from '../errors';
import { accessOf, checkAccess } from '../http/access';
import type { SandboxContext } from '../http/context';
import { SECRET_ANSWER_OPERATIONS } from '../http/idempotency';
import { type OperationHandler, routeHandler, runsAsRead } from '../http/operation';
import { bodyIsOptional, type Gateway, type LoadedDocument, successStatus } from '../openapi';
import { answerFault, type Faults } from '../simulator/faults';
import { bankingHandlers } from './banking';
import { coreHandlers } from './core';
import { paymentHandlers } from './payment';

/** Handlers per gateway; banking and payment gain theirs as their areas arrive. */
const HANDLERS: Record<Gateway, Record<string, OperationHandler>> = {
  core: coreHandlers as unknown as Record<string, OperationHandler>,
  banking: bankingHandlers as unknown as Record<string, OperationHandler>,
  payment: paymentHandlers as unknown as Record<string, OperationHandler>,
};

const notImplemented = async (_request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(501)
    .send(
      errorBody('NOT_IMPLEMENTED', 'Operação descrita no contrato, mas ainda não implementada no sandbox.'),
    );

/**
 * Mounts each document under its prefix: routes, validation and serialisation all come from the contract,
 * so the server answers nothing the contract does not describe.
 */
export async function mountGateways(
  app: FastifyInstance,
  ctx: SandboxContext,
  documents: LoadedDocument[],
  faults?: Faults,
) {
  for (const { gateway, document } of documents) {
    await app.register(openapiGlue, {
      // The plugin rewrites what it is given; each mount gets its own copy.
      specification: structuredClone(document),
      prefix: gateway,
      operationResolver: (operationId: string, method: string, path: string) => {
        const handler = HANDLERS[gateway][operationId];
        const access = checkAccess(ctx, accessOf(operationId), operationId, runsAsRead(method, operationId));
        // Route options without method and url: the plugin keeps its own (typed as if they were here).
        return {
          // Authentication and the operation's roles, before validation; `preHandler` replaces the
          // plugin's own security step, which would run after validation.
          // Then the fault switch (simulator/faults.ts), which may answer an error in the operation's place.
          preValidation: faults ? [access, answerFault(faults, operationId)] : access,
          preHandler: [],
          // Which operation answered, for the error-code check of http/error-codes.ts; and, for the
          // server's 'body required' check, whether an optional body may be absent.
          config: { operationId, optionalBody: bodyIsOptional(document, path, method) },
          handler: handler
            ? routeHandler(ctx, handler, {
                operationId,
                successStatus: successStatus(document, path, method),
                secretAnswer: SECRET_ANSWER_OPERATIONS.has(operationId),
              })
            : notImplemented,
        } as unknown as RouteOptions;
      },
    });
  }
}
