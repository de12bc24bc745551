import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, OTHER_ADMIN, type TestSandbox } from '../../test-support';

// GET /events and POST /events/{id}/replay: the event log behind `balcao listen`, read from what the
// webhooks were sent, the seller's own only.
let s: TestSandbox;
const SALE = 'vendas@demo.balcao.dev';

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let server: Server;
let receiverUrl = '';
let webhook: { id: string; secret: string };
let chargeId = '';

const as = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  s.call({
    method,
    url: `/payment${url}`,
    headers: { authorization: `Bearer ${(await s.signIn(email)).token}` },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  s = await createTestSandbox();
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  const created = await as(ADMIN, 'POST', '/seller-api-webhooks', {
    title: 'Receptor',
    url: receiverUrl,
    domains: ['ORDER'],
  });
  expect(created.status).toBe(201);
  webhook = created.body;
  // A Pix charge bought through a link and paid: charge.created, charge.paid and payment_link.paid.
  const link = await as(ADMIN, 'POST', '/payment-links', {
    type: 'ORDER',
    paymentOrder: { title: 'Aula avulsa', description: 'Uma aula.', value: 120 },
    allowedPaymentMethods: { creditCardMethod: null, bankSlipMethod: null, pixMethod: { discount: null } },
  });
  const bought = await s.call({
    method: 'POST',
    url: `/payment-link/${link.body.uuid}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: randomUUID(),
      name: 'Joana Compradora',
      document: '529.982.247-25',
      email: 'joana@exemplo.com.br',
      phone: '(11) 98765-4321',
      method: 'PIX',
    }).toString(),
  });
  chargeId = String(bought.headers.location).split('/').pop()!;
  expect((await s.call({ method: 'POST', url: `/_sandbox/charges/${chargeId}/pay` })).status).toBe(200);
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await s?.close();
});

describe('GET /events', () => {
  it('lists the events the webhooks were sent, newest first, each once, with the delivered body', async () => {
    const page = await as(ADMIN, 'GET', '/events?size=10');
    expect(page.status).toBe(200);
    const ours = page.body.content.filter(
      (e: { data: { id?: string; charge?: { id: string } } }) =>
        e.data.id === chargeId || e.data.charge?.id === chargeId,
    );
    expect(ours.map((e: { type: string }) => e.type).sort()).toEqual([
      'charge.created',
      'charge.paid',
      'payment_link.paid',
    ]);
    expect(ours.at(-1).type).toBe('charge.created');
    expect(new Set(page.body.content.map((e: { id: string }) => e.id)).size).toBe(page.body.content.length);
    expect(page.body).toMatchObject({ number: 0, size: 10, totalElements: expect.any(Number) });
    const stamps = page.body.content.map((e: { timestamp: string }) => e.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it('answers an API key of the seller, and pages like the other lists', async () => {
    const key = await as(ADMIN, 'POST', '/seller-api-tokens', { title: 'CLI' });
    const first = await s.call({
      method: 'GET',
      url: '/payment/events?size=1&page=1',
      headers: { authorization: `Bearer ${key.body.token}` },
    });
    expect(first.status).toBe(200);
    expect(first.body.content).toHaveLength(1);
    expect(first.body.number).toBe(1);
  });

  it('never shows another merchant’s events, and refuses a user without the integration role', async () => {
    const other = await as(OTHER_ADMIN, 'GET', '/events?size=100');
    expect(other.status).toBe(200);
    expect(JSON.stringify(other.body.content)).not.toContain(chargeId);
    expect((await as(SALE, 'GET', '/events')).status).toBe(403);
  });

  it('refuses hostile paging with 400', async () => {
    for (const query of ['size=101', 'size=0', 'page=-1', 'page=abc', 'size=1e9', 'page=100001'])
      expect((await as(ADMIN, 'GET', `/events?${query}`)).status, query).toBe(400);
  });
});

describe('POST /events/{id}/replay', () => {
  const paidEvent = async () => {
    const page = await as(ADMIN, 'GET', '/events?size=20');
    return page.body.content.find(
      (e: { type: string; data: { id: string } }) => e.type === 'charge.paid' && e.data.id === chargeId,
    ) as { id: string };
  };

  it('sends the same body again to the chosen webhook, signed with its secret, as a new delivery', async () => {
    const event = await paidEvent();
    const replayed = await as(ADMIN, 'POST', `/events/${event.id}/replay`, { endpointId: webhook.id });
    expect(replayed.status).toBe(202);
    expect(replayed.body).toMatchObject({ eventId: event.id, eventType: 'charge.paid', status: 'PENDING' });
    await s.clock.advance(0);
    const copies = received.filter((r) => r.headers['webhook-id'] === replayed.body.id);
    expect(copies).toHaveLength(1);
    const verified = new Webhook(webhook.secret).verify(
      copies[0]!.body,
      copies[0]!.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({ id: event.id, type: 'charge.paid', data: { id: chargeId } });
    // Still one event in the list, at its first time.
    const again = await as(ADMIN, 'GET', '/events?size=20');
    expect(again.body.content.filter((e: { id: string }) => e.id === event.id)).toHaveLength(1);
  });

  it('answers 404 for another merchant’s event or webhook, and 403 without the role', async () => {
    const event = await paidEvent();
    expect(
      (await as(OTHER_ADMIN, 'POST', `/events/${event.id}/replay`, { endpointId: webhook.id })).status,
    ).toBe(404);
    const theirs = await as(OTHER_ADMIN, 'POST', '/seller-api-webhooks', {
      title: 'Deles',
      url: receiverUrl,
      domains: ['ORDER'],
    });
    expect(
      (await as(ADMIN, 'POST', `/events/${event.id}/replay`, { endpointId: theirs.body.id })).status,
    ).toBe(404);
    expect((await as(ADMIN, 'POST', `/events/evt_naoexiste/replay`, { endpointId: webhook.id })).status).toBe(
      404,
    );
    expect((await as(SALE, 'POST', `/events/${event.id}/replay`, { endpointId: webhook.id })).status).toBe(
      403,
    );
  });

  it('refuses hostile ids and bodies with 400', async () => {
    const event = await paidEvent();
    const cases: [string, object][] = [
      ["evt_'%20OR%201=1", { endpointId: webhook.id }],
      [`evt_${'a'.repeat(60)}`, { endpointId: webhook.id }],
      [event.id, { endpointId: 'nao-e-uuid' }],
      [event.id, {}],
      [event.id, { endpointId: webhook.id, extra: '<script>' }],
    ];
    for (const [id, body] of cases)
      expect((await as(ADMIN, 'POST', `/events/${id}/replay`, body)).status, id).toBe(400);
  });

  it('lists only the last 30 days of the sandbox clock', async () => {
    const event = await paidEvent();
    await s.clock.advance(31 * 86_400);
    const page = await as(ADMIN, 'GET', '/events?size=100');
    expect(page.body.content.map((e: { id: string }) => e.id)).not.toContain(event.id);
    expect((await as(ADMIN, 'POST', `/events/${event.id}/replay`, { endpointId: webhook.id })).status).toBe(
      404,
    );
  });
});
