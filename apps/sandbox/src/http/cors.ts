import type { FastifyInstance } from 'fastify';

/**
 * Lets an app served from another origin (Vite's dev server, a deployed build pointed here through
 * `/config.json`) call the gateways. The sandbox has no cookies, so any origin may call with a bearer.
 */
export function allowCrossOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', 'retry-after, idempotent-replayed');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      reply.header('access-control-allow-headers', 'authorization, content-type, idempotency-key');
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });
}
