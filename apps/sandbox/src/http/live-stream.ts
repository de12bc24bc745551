import { mayCall, OPERATION_ACCESS } from '@balcao/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LIVE_CHANNEL, type LiveEvent } from '../areas/live/events';
import type { Caller } from '../areas/shared/caller';
import type { Db } from '../db/db';
import { forbidden } from '../errors';
import type { SandboxContext } from './context';
import { securityHandlers } from './security';

/** The path of the stream: beside the core gateway's operations, outside its JSON contract. */
export const LIVE_STREAM_PATH = '/core/events/stream';
/** A comment this often keeps proxies and the browser from taking an idle stream for a dead one. */
export const HEARTBEAT_MS = 15_000;

interface Subscriber {
  caller: Caller;
  send(event: LiveEvent): void;
}

/** Whether this user may hear the event: their seller, them when it names a user, their roles. */
export function hears(caller: Caller, event: LiveEvent): boolean {
  if (event.sellerId !== caller.sellerId) return false;
  if (event.userId !== undefined && event.userId !== caller.userId) return false;
  return mayCall(OPERATION_ACCESS[event.audience], [...caller.roles, ...caller.bankingRoles]);
}

/**
 * This process's open streams, fed by one LISTEN of the live channel (a connection of its own on a
 * server, so an event raised by any process on the database reaches every process's streams).
 */
async function startHub(db: Db) {
  const subscribers = new Set<Subscriber>();
  const stop = await db.listen(LIVE_CHANNEL, (payload) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const subscriber of subscribers) if (hears(subscriber.caller, event)) subscriber.send(event);
  });
  return { subscribers, stop };
}

function openStream(reply: FastifyReply): (chunk: string) => void {
  const headers = { ...reply.getHeaders() } as Record<string, string>;
  reply.hijack();
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Nginx and similar proxies would otherwise hold the events back in their buffer.
    'x-accel-buffering': 'no',
  });
  reply.raw.write(': conectado\n\n');
  return (chunk) => {
    reply.raw.write(chunk);
  };
}

/**
 * `GET /core/events/stream`: Server-Sent Events for the signed-in user's open back-office. Each event is a
 * kind and ids only (`charge.paid {chargeId}`, `notification.created {notificationId}`), filtered by the
 * user's seller and roles before it leaves; the app refetches what changed through the contract. The
 * bearer is checked as for any operation (http/access.ts); an API key, an integration, has webhooks.
 */
export async function liveStreamRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  const hub = await startHub(ctx.db);
  const security = securityHandlers(ctx);
  app.addHook('onClose', async () => {
    await hub.stop();
  });
  // Streams stay open until the client leaves; closing the server ends them.
  const ends = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of ends) end();
  });
  app.get(LIVE_STREAM_PATH, async (request, reply) => {
    await security.bearerAuth(request);
    const caller = request.caller!;
    if (caller.apiKeyId !== undefined) throw forbidden();
    const write = openStream(reply);
    const subscriber: Subscriber = {
      caller,
      send: (event) => write(`event: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`),
    };
    hub.subscribers.add(subscriber);
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      hub.subscribers.delete(subscriber);
      ends.delete(end);
      reply.raw.end();
    };
    ends.add(end);
    request.raw.on('close', end);
  });
}
