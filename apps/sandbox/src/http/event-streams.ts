import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_CHANNEL, type LiveEvent } from '../areas/live/events';
import type { Db } from '../db/db';

/** A comment this often keeps proxies and the browser from taking an idle stream for a dead one. */
export const HEARTBEAT_MS = 15_000;

/** One Server-Sent Events answer, open until the client leaves, `end()` or the server closes. */
export interface EventStream {
  send(kind: string, data: object): void;
  end(): void;
  /** Runs once, however the stream ends. */
  onEnd(cleanup: () => void): void;
}

/**
 * This process's live events and its open streams: one LISTEN of the live channel (a connection of its own
 * on a server, so an event raised by any process on the database reaches every process's streams), heard by
 * the back-office's streams and the buyers' checkout pages alike; closing the server ends every stream.
 */
export interface LiveStreams {
  /** Hears every live event of the database until the answer is called. */
  hear(listener: (event: LiveEvent) => void): () => void;
  /** Turns the request's answer into a stream (`retryMs` tells the browser's EventSource when to retry). */
  open(request: FastifyRequest, reply: FastifyReply, options?: { retryMs?: number }): EventStream;
}

export async function startLiveStreams(app: FastifyInstance, db: Db): Promise<LiveStreams> {
  const listeners = new Set<(event: LiveEvent) => void>();
  const stop = await db.listen(LIVE_CHANNEL, (payload) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const listener of listeners) listener(event);
  });
  const ends = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of ends) end();
  });
  app.addHook('onClose', async () => {
    await stop();
  });

  return {
    hear(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(request, reply, options = {}) {
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
      const write = (chunk: string) => {
        if (!reply.raw.writableEnded) reply.raw.write(chunk);
      };
      write(options.retryMs ? `retry: ${options.retryMs}\n: conectado\n\n` : ': conectado\n\n');
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      const cleanups: (() => void)[] = [];
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        ends.delete(end);
        for (const cleanup of cleanups) cleanup();
        reply.raw.end();
      };
      ends.add(end);
      request.raw.on('close', end);
      return {
        send: (kind, data) => write(`event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`),
        end,
        onEnd: (cleanup) => {
          if (ended) cleanup();
          else cleanups.push(cleanup);
        },
      };
    },
  };
}
