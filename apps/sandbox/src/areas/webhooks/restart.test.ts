import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClock } from '../../clock';
import { createSandbox } from '../../server';
import { ADMIN, createTestSandbox, sandboxCharge, type TestSandbox } from '../../test-support';

// A delivery waiting for its retry lives in the database, not in the process: a sandbox stopped and
// started again on the same data sends it when its time comes, once, under the same webhook-id.
let s: TestSandbox;
let restarted: FastifyInstance | null = null;
beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(s.clock.now(), { frozen: true });
});
afterAll(async () => {
  await restarted?.close();
  await s?.db.close();
});

/** Answers 503 to a message's first attempt and 200 to the next ones. */
async function startReceiver() {
  const received: IncomingHttpHeaders[] = [];
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(request.headers);
      const tries = received.filter((h) => h['webhook-id'] === request.headers['webhook-id']).length;
      response.writeHead(tries === 1 ? 503 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const deliveryOf = async (webhookId: string) =>
  (
    await s.db.query<{ id: string; status: string; attempts: number }>(
      `SELECT d.id, d.status, (SELECT count(*)::int FROM webhook_attempts a WHERE a.delivery_id = d.id) AS attempts
         FROM webhook_deliveries d WHERE d.endpoint_id = $1`,
      [webhookId],
    )
  )[0];

describe('a sandbox restarted with a delivery waiting for its retry', () => {
  it('sends it from the new process when the clock reaches it, once', async () => {
    const receiver = await startReceiver();
    try {
      const { response, data: created } = await (await s.clients(ADMIN)).payment.POST(
        '/seller-api-webhooks',
        {
          body: { title: 'Receptor', url: receiver.url, domains: ['ORDER'] },
        },
      );
      expect(response.status).toBe(201);
      const [charge] = await s.db.query<{ id: string }>(
        `SELECT c.id FROM charges c JOIN users u ON u.seller_id = c.seller_id AND u.email = 'admin@demo.balcao.dev'
          WHERE c.status = 'SCHEDULED' AND c.payment_method = 'PIX' AND c.payment_link_id IS NULL
            AND c.subscription_id IS NULL AND c.expiration_date >= $1::date ORDER BY c.id LIMIT 1`,
        [s.clock.now().toISOString().slice(0, 10)],
      );
      expect((await sandboxCharge(s, charge!.id, 'pay')).status).toBe(200);
      await s.clock.advance(0);
      expect(receiver.received).toHaveLength(1);
      expect(await deliveryOf(created!.id)).toMatchObject({ status: 'PENDING', attempts: 1 });

      // The process stops (its scheduler with it) and another starts on the same database.
      await s.app.close();
      restarted = await createSandbox({
        db: s.db,
        clock: await loadClock(s.db),
        jwtSecret: 'segredo-de-teste',
        schedulerIntervalMs: 0,
      });
      await restarted.ready();
      // The first retry waits at most 30 s (full jitter); a minute of sandbox clock reaches it.
      const moved = await restarted.inject({
        method: 'POST',
        url: '/_sandbox/clock',
        payload: { advanceSeconds: 60 },
      });
      expect(moved.statusCode).toBe(200);
      await restarted.scheduler.drain();
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]!['webhook-id']).toBe(receiver.received[0]!['webhook-id']);
      expect(await deliveryOf(created!.id)).toMatchObject({ status: 'SUCCEEDED', attempts: 2 });

      // Delivered: a day more of clock (other events of the day arrive) never sends this message again.
      await restarted.inject({ method: 'POST', url: '/_sandbox/clock', payload: { advanceSeconds: 86_400 } });
      await restarted.scheduler.drain();
      const id = receiver.received[0]!['webhook-id'];
      expect(receiver.received.filter((h) => h['webhook-id'] === id)).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  });
});
