import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Every request gets an id of the sandbox's own (never one the caller sent: it would let a caller write
 * what the logs say), answered as `x-request-id` on every answer, errors included, and carried by every
 * log line of the request, so the `requestId` an SDK error shows leads to the log of that call.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: () => `req_${randomUUID().replaceAll('-', '')}`,
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'>;

export function sendRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // Set first, so an answer that ends the request early (a refused host, a hostile body) has it too.
    reply.header('x-request-id', request.id);
    done();
  });
}
