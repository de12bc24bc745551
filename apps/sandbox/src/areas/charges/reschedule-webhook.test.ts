import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, type TestSandbox } from '../../test-support';

// A boleto's second copy changes what the customer pays and until when: the seller's webhooks hear it as
// charge.updated (issue 28, item 2), as they hear every other change of a charge.
let s: TestSandbox;
const received: { type: string; data: Record<string, unknown> }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    response.writeHead(200).end('ok');
  });
});

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(s.clock.now(), { frozen: true });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await s?.close();
});

// The clock moves days at a time, past the access token's life: the client refreshes the session.
const api = async () => (await s.clients(ADMIN)).payment;
const today = () => businessToday(s.clock.now());

describe('POST /charges/{id}/reschedule', () => {
  it('sends charge.updated with the new due date to the seller’s webhooks, once', async () => {
    const [customer] = await s.db.query<{ id: string }>(
      `SELECT c.id FROM customers c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1
        ORDER BY c.created_at, c.id LIMIT 1`,
      [ADMIN],
    );
    const created = await (await api()).POST('/charges', {
      body: {
        customerId: customer!.id,
        paymentMethod: 'BOLETO',
        value: 150,
        installments: 1,
        expirationDate: today(),
        description: 'Segunda via com aviso',
      },
    });
    expect(created.response.status, JSON.stringify(created.data)).toBe(201);
    const charge = created.data!;
    await s.clock.advance(3 * 86_400);
    const { port } = receiver.address() as AddressInfo;
    const webhook = await (await api()).POST('/seller-api-webhooks', {
      body: { title: 'Receptor', url: `http://127.0.0.1:${port}/webhooks`, domains: ['ORDER'] },
    });
    expect(webhook.response.status).toBe(201);

    const newDue = addDays(today(), 5);
    const rescheduled = await (await api()).POST('/charges/{id}/reschedule', {
      params: { path: { id: charge.uuid } },
      body: { expirationDate: newDue },
    });
    expect(rescheduled.response.status, JSON.stringify(rescheduled.data)).toBe(200);
    await s.clock.advance(0);

    const updates = received.filter((event) => event.type === 'charge.updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.data).toMatchObject({
      uuid: charge.uuid,
      status: 'SCHEDULED',
      expirationDate: newDue,
      value: 150,
    });
    // The delivery log names it, like every other event.
    const [delivery] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_deliveries WHERE event_type = 'charge.updated' AND endpoint_id = $1`,
      [webhook.data!.id],
    );
    expect(delivery!.n).toBe(1);
  });
});
