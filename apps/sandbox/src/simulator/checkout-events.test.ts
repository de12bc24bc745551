import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHECKOUT_SUBDOMAIN } from '../../seed/charge-actions';
import { createTestSandbox, type TestSandbox } from '../test-support';

// The buyer's open Pix or boleto page hears 'Pago' from a public stream of its one charge: no session,
// only the paid status, nothing of any other charge.
let s: TestSandbox;
let base: string;

beforeAll(async () => {
  s = await createTestSandbox();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
});
afterAll(() => s?.close());

async function pending(method: 'PIX' | 'BOLETO', skip = 0): Promise<string> {
  const rows = await s.db.query<{ id: string }>(
    `SELECT c.id FROM charges c JOIN users u ON u.seller_id = c.seller_id
      WHERE u.email = 'admin@demo.balcao.dev' AND c.payment_method = $1 AND c.status = 'SCHEDULED'
      ORDER BY c.id LIMIT 1 OFFSET $2`,
    [method, skip],
  );
  if (!rows[0]) throw new Error(`nenhuma cobrança ${method} a pagar`);
  return rows[0].id;
}

const pay = async (id: string) =>
  expect((await s.call({ method: 'POST', url: `/_sandbox/charges/${id}/pay` })).status).toBe(200);

/** Opens a page's stream and keeps every raw line it sends until it ends. */
async function open(path: string) {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/event-stream' } });
  const blocks: string[] = [];
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        blocks.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  })();
  const events = () => blocks.filter((block) => /^event: /m.test(block));
  return { response, blocks, events, ended };
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 150; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`não aconteceu: ${what}`);
}

describe('GET /checkout/{kind}/{id}/events', () => {
  it('tells the open page its charge is waiting, then paid, with nothing else, and ends', async () => {
    const id = await pending('PIX');
    const other = await pending('PIX', 1);
    const stream = await open(`/checkout/pix/${id}/events`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('cache-control')).toContain('no-cache');
    await until(() => stream.events().length === 1, 'a situação ao conectar');
    expect(stream.events()).toEqual(['event: status\ndata: {"paid":false}']);
    // The browser's EventSource waits this long before it connects again after a drop.
    expect(stream.blocks[0]).toMatch(/^retry: \d+$/m);

    await pay(other);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(stream.events()).toHaveLength(1);

    await pay(id);
    await stream.ended;
    expect(stream.events()).toEqual([
      'event: status\ndata: {"paid":false}',
      'event: status\ndata: {"paid":true}',
    ]);
  });

  it('says paid at once to a page that connects (or reconnects) after the payment, and ends', async () => {
    const id = await pending('BOLETO');
    await pay(id);
    const stream = await open(`/checkout/${DEMO_CHECKOUT_SUBDOMAIN}/boleto/${id}/events`);
    expect(stream.response.status).toBe(200);
    await stream.ended;
    expect(stream.events()).toEqual(['event: status\ndata: {"paid":true}']);
  });

  it('answers 404 as the page does: wrong kind, another subdomain, unknown or malformed id', async () => {
    const id = await pending('PIX');
    for (const path of [
      `/checkout/boleto/${id}/events`,
      `/checkout/outra-loja/pix/${id}/events`,
      '/checkout/pix/00000000-0000-4000-8000-000000000000/events',
      '/checkout/pix/nao-e-uuid/events',
    ]) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
      await answer.body?.cancel();
    }
  });

  it('is named on the open page, beside the status the page falls back to polling', async () => {
    const id = await pending('PIX');
    const page = await s.call({ method: 'GET', url: `/checkout/pix/${id}` });
    expect(page.body).toContain(`data-status-url="/checkout/pix/${id}/status"`);
    expect(page.body).toContain(`data-events-url="/checkout/pix/${id}/events"`);
  });
});
