import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, sandboxCharge, type TestSandbox } from '../../test-support';

// Loopback targets are allowed for development, so a webhook can point at any local service: the attempt
// log must not become a way to read what such a service answers.
let s: TestSandbox;
const servers: Server[] = [];
beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(s.clock.now(), { frozen: true });
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await s?.close();
});

const SECRET = 'senha-do-banco-local=hunter2';

/** A local service answering every request with one status and a body holding a secret. */
async function localService(status: number, headers: Record<string, string> = {}): Promise<string> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      response.writeHead(status, { 'content-type': 'text/plain', ...headers }).end(SECRET),
    );
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

const api = async () => (await s.clients(ADMIN)).payment;

describe('the attempt log of a webhook', () => {
  it('keeps status and timing always, and the answer’s excerpt only from a 2xx', async () => {
    const targets = {
      error: await localService(500),
      redirect: await localService(302, { location: 'http://127.0.0.1:1/' }),
      unauthorised: await localService(401),
      ok: await localService(200),
    };
    const webhooks: Record<string, string> = {};
    for (const [name, url] of Object.entries(targets)) {
      const { response, data } = await (await api()).POST('/seller-api-webhooks', {
        body: { title: name, url, domains: ['ORDER'] },
      });
      expect(response.status).toBe(201);
      webhooks[name] = data!.id;
    }
    const [charge] = await s.db.query<{ id: string }>(
      `SELECT id FROM charges WHERE seller_id = (SELECT seller_id FROM users WHERE email = 'admin@demo.balcao.dev')
          AND status = 'SCHEDULED' AND payment_method = 'PIX' ORDER BY id LIMIT 1`,
    );
    expect((await sandboxCharge(s, charge!.id, 'pay')).status).toBe(200);
    await s.clock.advance(0);
    const first = async (name: string) => {
      const page = await (await api()).GET('/seller-api-webhooks/{id}/attempts', {
        params: { path: { id: webhooks[name]! }, query: { size: 50 } },
      });
      return page.data!.content.at(-1)!;
    };
    for (const [name, status] of [
      ['error', 500],
      ['redirect', 302],
      ['unauthorised', 401],
    ] as const) {
      const attempt = await first(name);
      expect(attempt, name).toMatchObject({ statusCode: status, succeeded: false, responseExcerpt: null });
      expect(attempt.latencyMs, name).toBeGreaterThanOrEqual(0);
      expect(JSON.stringify(attempt)).not.toContain('hunter2');
    }
    expect(await first('ok')).toMatchObject({ statusCode: 200, succeeded: true, responseExcerpt: SECRET });
  });
});
