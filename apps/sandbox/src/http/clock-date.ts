import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';

/**
 * Every answer's `Date` header is the sandbox clock's time, not the machine's: the app and the SDK take
 * 'today' from it (docs/decisions/2026-12-04-hoje-do-gateway.md), so once the operator moves the clock the
 * screens move with the rules on the server. Set in `onSend`, after the handler, so a clock read again from
 * the database during the request (another process may have moved it) is the one answered.
 */
export function sendClockDate(app: FastifyInstance, clock: Clock): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('date', clock.now().toUTCString());
    done(null, payload);
  });
}
