import { mayCall, OPERATION_ACCESS } from '@balcao/domain/access';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '../areas/live/events';
import type { Caller } from '../areas/shared/caller';
import { errorBody, forbidden } from '../errors';
import type { SandboxContext } from './context';
import { HEARTBEAT_MS, type LiveStreams } from './event-streams';
import { OpenStreams } from './open-streams';
import { securityHandlers } from './security';

/** The path of the stream: beside the core gateway's operations, outside its JSON contract. */
export const LIVE_STREAM_PATH = '/core/events/stream';

/**
 * Open streams one user may hold in this process. A browser keeps at most six connections to a host, so a
 * person with many tabs stays far below; past it a token (leaked, or a runaway script) cannot pile up
 * connections and listeners (decision 2026-12-05-limite-do-stream-do-lojista).
 */
export const LIVE_STREAMS_PER_USER = 50;
const LIVE_RETRY_AFTER_SECONDS = 30;

/** Whether this user may hear the event: their seller, them when it names a user, their roles. */
export function hears(caller: Caller, event: LiveEvent): boolean {
  if (event.sellerId !== caller.sellerId) return false;
  if (event.userId !== undefined && event.userId !== caller.userId) return false;
  return mayCall(OPERATION_ACCESS[event.audience], [...caller.roles, ...caller.bankingRoles]);
}

/**
 * `GET /core/events/stream`: Server-Sent Events for the signed-in user's open back-office. Each event is a
 * kind and ids only (`charge.paid {chargeId}`, `notification.created {notificationId}`), filtered by the
 * user's seller and roles before it leaves; the app refetches what changed through the contract. The
 * bearer is checked as for any operation (http/access.ts); an API key, an integration, has webhooks.
 */
export function liveStreamRoutes(app: FastifyInstance, ctx: SandboxContext, live: LiveStreams): void {
  const security = securityHandlers(ctx);
  const perUser = new OpenStreams(LIVE_STREAMS_PER_USER);
  app.get(LIVE_STREAM_PATH, async (request, reply) => {
    await security.bearerAuth(request);
    const caller = request.caller!;
    if (caller.apiKeyId !== undefined) throw forbidden();
    const userKey = String(caller.userId);
    if (perUser.full(userKey))
      return reply
        .code(429)
        .header('cache-control', 'no-store')
        .header('retry-after', String(LIVE_RETRY_AFTER_SECONDS))
        .send(
          errorBody(
            'TOO_MANY_STREAMS',
            'Muitas conexões ao vivo abertas para este usuário. Feche outras abas e tente de novo em instantes.',
          ),
        );
    const stream = live.open(request, reply);
    stream.onEnd(perUser.take(userKey));
    // The session may end while the stream is open (Sair elsewhere, a password reset, a removed user, the
    // token's 15 minutes): checked again before each event it would hear and at each heartbeat, in order,
    // so nothing reaches a user whose session is over; the app reconnects with its refreshed token.
    let checked = Promise.resolve(true);
    const stillSignedIn = () => {
      checked = checked.then(async (signedIn) => {
        if (!signedIn) return false;
        try {
          await security.bearerAuth(request);
          return true;
        } catch {
          stream.end();
          return false;
        }
      });
      return checked;
    };
    const recheck = setInterval(() => void stillSignedIn(), HEARTBEAT_MS);
    stream.onEnd(() => clearInterval(recheck));
    stream.onEnd(
      live.hear((event) => {
        if (!hears(caller, event)) return;
        void stillSignedIn().then((signedIn) => {
          if (signedIn) stream.send(event.kind, event.data);
        });
      }),
    );
  });
}
