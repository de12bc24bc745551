import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { payment } from '@balcao/client';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  callAs,
  createTestSandbox,
  freshClients,
  jsonBody,
  OTHER_ADMIN,
  refusal,
  sandboxCharge,
  type TestSandbox,
} from '../../test-support';
import { buyerFields, submitForm } from '../payment-links/test-helpers';

// GET /events and POST /events/{id}/replay: the event log behind `balcao listen`, read from what the
// webhooks were sent, the seller's own only.
let s: TestSandbox;
const SALE = 'vendas@demo.balcao.dev';

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let server: Server;
let receiverUrl = '';
let webhook: payment.components['schemas']['WebhookCreated'];
let chargeId = '';

type WebhookEvent = payment.components['schemas']['WebhookEvent'];
type EventPage = payment.components['schemas']['EventPage'];
const api = async (email = ADMIN) => (await s.clients(email)).payment;
const events = async (query: { size?: number; page?: number } = {}, email = ADMIN) =>
  (await api(email)).GET('/events', { params: { query } });
const replay = async (id: string, endpointId: string, email = ADMIN) =>
  (await api(email)).POST('/events/{id}/replay', { params: { path: { id } }, body: { endpointId } });
/** The charge an event is about: its own id, or its `charge`'s (refunds, disputes), or none. */
const chargeIdOf = (e: WebhookEvent) =>
  'charge' in e.data ? e.data.charge.id : 'id' in e.data ? e.data.id : undefined;

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
  const admin = await api();
  const created = await admin.POST('/seller-api-webhooks', {
    body: { title: 'Receptor', url: receiverUrl, domains: ['ORDER'] },
  });
  expect(created.response.status).toBe(201);
  webhook = created.data!;
  // A Pix charge bought through a link and paid: charge.created, charge.paid and payment_link.paid.
  const link = await admin.POST('/payment-links', {
    body: {
      type: 'ORDER',
      paymentOrder: { title: 'Aula avulsa', description: 'Uma aula.', value: 120, installments: 1 },
      allowedPaymentMethods: { creditCardMethod: null, bankSlipMethod: null, pixMethod: { discount: null } },
    },
  });
  const bought = await submitForm(s, `/payment-link/${link.data!.uuid}`, buyerFields({ method: 'PIX' }));
  chargeId = String(bought.headers.location).split('/').pop()!;
  expect((await sandboxCharge(s, chargeId, 'pay')).status).toBe(200);
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await s?.close();
});

describe('GET /events', () => {
  it('lists the events the webhooks were sent, newest first, each once, with the delivered body', async () => {
    const { response, data: page } = await events({ size: 10 });
    expect(response.status).toBe(200);
    const ours = page!.content.filter((e) => chargeIdOf(e) === chargeId);
    expect(ours.map((e) => e.type).sort()).toEqual(['charge.created', 'charge.paid', 'payment_link.paid']);
    expect(ours.at(-1)!.type).toBe('charge.created');
    expect(new Set(page!.content.map((e) => e.id)).size).toBe(page!.content.length);
    expect(page).toMatchObject({ number: 0, size: 10, totalElements: expect.any(Number) });
    const stamps = page!.content.map((e) => e.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it('answers an API key of the seller, and pages like the other lists', async () => {
    const key = await (await api()).POST('/seller-api-tokens', { body: { title: 'CLI' } });
    // An API key, not a user's session (the clients carry sessions): through s.call with its header.
    const first = await s.call({
      method: 'GET',
      url: '/payment/events?size=1&page=1',
      headers: { authorization: `Bearer ${key.data!.token}` },
    });
    expect(first.status).toBe(200);
    expect(jsonBody<EventPage>(first).content).toHaveLength(1);
    expect(jsonBody<EventPage>(first).number).toBe(1);
  });

  it('never shows another merchant’s events, and refuses a user without the integration role', async () => {
    const other = await events({ size: 100 }, OTHER_ADMIN);
    expect(other.response.status).toBe(200);
    expect(JSON.stringify(other.data!.content)).not.toContain(chargeId);
    expect((await refusal(events({}, SALE))).status).toBe(403);
  });

  it('refuses hostile paging with 400', async () => {
    for (const query of ['size=101', 'size=0', 'page=-1', 'page=abc', 'size=1e9', 'page=100001'])
      expect((await callAs(s, ADMIN, { url: `/payment/events?${query}` })).status, query).toBe(400);
  });
});

describe('POST /events/{id}/replay', () => {
  const paidEvent = async () => {
    const page = (await events({ size: 20 })).data!;
    return page.content.find((e) => e.type === 'charge.paid' && e.data.id === chargeId)!;
  };

  it('sends the same body again to the chosen webhook, signed with its secret, as a new delivery', async () => {
    const event = await paidEvent();
    const replayed = await replay(event.id, webhook.id);
    expect(replayed.response.status).toBe(202);
    expect(replayed.data).toMatchObject({ eventId: event.id, eventType: 'charge.paid', status: 'PENDING' });
    await s.clock.advance(0);
    const copies = received.filter((r) => r.headers['webhook-id'] === replayed.data!.id);
    expect(copies).toHaveLength(1);
    const verified = new Webhook(webhook.secret).verify(
      copies[0]!.body,
      copies[0]!.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({ id: event.id, type: 'charge.paid', data: { id: chargeId } });
    // Still one event in the list, at its first time.
    const again = (await events({ size: 20 })).data!;
    expect(again.content.filter((e) => e.id === event.id)).toHaveLength(1);
  });

  it('answers 404 for another merchant’s event or webhook, and 403 without the role', async () => {
    const event = await paidEvent();
    expect((await refusal(replay(event.id, webhook.id, OTHER_ADMIN))).status).toBe(404);
    const theirs = await (await api(OTHER_ADMIN)).POST('/seller-api-webhooks', {
      body: { title: 'Deles', url: receiverUrl, domains: ['ORDER'] },
    });
    expect((await refusal(replay(event.id, theirs.data!.id))).status).toBe(404);
    expect((await refusal(replay('evt_naoexiste', webhook.id))).status).toBe(404);
    expect((await refusal(replay(event.id, webhook.id, SALE))).status).toBe(403);
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
    // Hostile ids and bodies: beyond the typed client.
    for (const [id, payload] of cases) {
      const url = `/payment/events/${id}/replay`;
      expect((await callAs(s, ADMIN, { method: 'POST', url, payload })).status, id).toBe(400);
    }
  });

  it('lists only the last 30 days of the sandbox clock', async () => {
    const event = await paidEvent();
    await s.clock.advance(31 * 86_400);
    // 31 days on, past the refresh token's life: a new session.
    const later = (await freshClients(s, ADMIN)).payment;
    const page = (await later.GET('/events', { params: { query: { size: 100 } } })).data!;
    expect(page.content.map((e) => e.id)).not.toContain(event.id);
    const replayed = later.POST('/events/{id}/replay', {
      params: { path: { id: event.id } },
      body: { endpointId: webhook.id },
    });
    expect((await refusal(replayed)).status).toBe(404);
  });
});
