import type { FastifyInstance } from 'fastify';
import type { ServedHosts } from './hosts';
import { isSimulatorPath } from './operator';

/**
 * Lets an app served from another origin (Vite's dev server, a deployed build pointed here through
 * `/config.json`) call the gateways. The gateways have no cookies, so any origin may call with a bearer.
 * The simulator's routes (`/_sandbox`) are another matter: the outbox holds every reset link and
 * invitation, so only pages served under this server's own names may read them (operator.ts refuses
 * the rest).
 */
export function allowCrossOrigin(app: FastifyInstance, served: ServedHosts): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    reply.header('vary', 'Origin');
    if (isSimulatorPath(request.url.split('?')[0] ?? '') && !served.acceptsOrigin(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', 'retry-after, idempotent-replayed, date');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      reply.header(
        'access-control-allow-headers',
        'authorization, content-type, idempotency-key, x-balcao-confirmation, x-sandbox-operator',
      );
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });
}
