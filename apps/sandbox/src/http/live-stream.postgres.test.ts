import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/db';
import { createSecondProcess, createTestSandbox, type TestSandbox } from '../test-support';

// Two sandboxes on one Postgres database, each with its own pool and its own LISTEN connection, stand in
// for two processes: a charge paid through one reaches a stream opened on the other (NOTIFY on commit).
let a: TestSandbox;
let bDb: Db;
let b: FastifyInstance;

beforeAll(async () => {
  a = await createTestSandbox();
  const [row] = await a.db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  bDb = await openDatabase({ databaseUrl: url.toString() });
  b = await createSecondProcess(bDb);
  await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b?.close();
  await bDb?.close();
  await a?.close();
});

describe('the live stream across processes', () => {
  it('hears on one sandbox a charge paid through the other', async () => {
    const controller = new AbortController();
    const port = (b.server.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/core/events/stream`, {
      headers: await a.bearer('admin@demo.balcao.dev'),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const [charge] = await a.db.query<{ id: string }>(
      `SELECT id FROM charges WHERE seller_id = (SELECT seller_id FROM users WHERE email = 'admin@demo.balcao.dev')
          AND status = 'SCHEDULED' AND payment_method = 'PIX' ORDER BY id LIMIT 1`,
    );
    expect((await a.call({ method: 'POST', url: `/_sandbox/charges/${charge!.id}/pay` })).status).toBe(200);
    let text = '';
    const deadline = Date.now() + 5_000;
    while (!text.includes('event: charge.paid') && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    controller.abort();
    expect(text).toContain(`event: charge.paid\ndata: {"chargeId":"${charge!.id}"}`);
  });
});
