import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../test-support';
import { CHECKOUT_STREAMS_PER_ADDRESS, CHECKOUT_STREAMS_PER_CHARGE } from './checkout-routes';

// The buyer's page stream is public: without a cap, anyone could hold thousands of connections open on
// one charge, or across charges from one address. Beyond either cap the answer is 429, in Portuguese, and
// the page falls back to polling its status.
let s: TestSandbox;
let port: number;
let charges: string[];
const held: IncomingMessage[] = [];

beforeAll(async () => {
  s = await createTestSandbox();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
  const rows = await s.db.query<{ id: string }>(
    `SELECT c.id FROM charges c JOIN users u ON u.seller_id = c.seller_id
      WHERE u.email = 'admin@demo.balcao.dev' AND c.payment_method = 'PIX' AND c.status = 'SCHEDULED'
      ORDER BY c.id`,
  );
  // One charge for the first case; for the second, enough to fill the address's cap under each charge's, and one more.
  const needed = Math.ceil(CHECKOUT_STREAMS_PER_ADDRESS / CHECKOUT_STREAMS_PER_CHARGE) + 2;
  expect(rows.length).toBeGreaterThanOrEqual(needed);
  charges = rows.slice(0, needed).map((r) => r.id);
});
afterAll(async () => {
  for (const response of held) response.destroy();
  await s?.close();
});

/** Opens a charge's page stream from a loopback address of its own; a stream answer is held open. */
function open(
  chargeId: string,
  from: string,
): Promise<{ status: number; response: IncomingMessage; body: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port, localAddress: from, path: `/checkout/pix/${chargeId}/events`, agent: false },
      (response) => {
        if (response.statusCode === 200) {
          held.push(response);
          resolve({ status: 200, response, body: Promise.resolve('') });
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        const body = new Promise<string>((done) =>
          response.on('end', () => done(Buffer.concat(chunks).toString('utf8'))),
        );
        resolve({ status: response.statusCode ?? 0, response, body });
      },
    );
    request.on('error', reject);
  });
}

describe('the buyer page’s stream', () => {
  it('takes a limited number of streams per charge, whatever the address, and frees a slot when one ends', async () => {
    const [first] = charges;
    const opened = [];
    for (let i = 0; i < CHECKOUT_STREAMS_PER_CHARGE; i++) opened.push(await open(first!, '127.0.0.1'));
    expect(opened.map((o) => o.status)).toEqual(opened.map(() => 200));

    const refused = await open(first!, '127.0.0.2');
    expect(refused.status).toBe(429);
    expect(refused.response.headers['retry-after']).toBeDefined();
    expect(JSON.parse(await refused.body).errors[0].description).toBe(
      'Muitas conexões abertas para esta cobrança. Feche outras abas e tente de novo em instantes.',
    );

    // The buyer closes a tab: its slot is free again once the server sees the connection end.
    opened[0]!.response.destroy();
    let again = await open(first!, '127.0.0.2');
    for (let i = 0; again.status === 429 && i < 100; i++) again = await open(first!, '127.0.0.2');
    expect(again.status).toBe(200);
  });

  it('takes a limited number of streams per address, across charges; another address still gets one', async () => {
    const from = '127.0.0.3';
    const filling = charges.slice(1, -1);
    const statuses: number[] = [];
    for (let i = 0; i < CHECKOUT_STREAMS_PER_ADDRESS; i++)
      statuses.push((await open(filling[i % filling.length]!, from)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const last = charges[charges.length - 1]!;
    const refused = await open(last, from);
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.body).errors[0].description).toBe(
      'Muitas conexões abertas deste endereço. Feche outras abas e tente de novo em instantes.',
    );
    expect((await open(last, '127.0.0.4')).status).toBe(200);
  });
});
