import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BalcaoClients, payment } from '@balcao/client';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../scheduler/runner';
import { ADMIN, createTestSandbox, refusal, sandboxCharge, type TestSandbox } from '../../test-support';
import { JOB_HANDLERS } from '../jobs';

// Deliveries over real HTTP to a receiver on 127.0.0.1, with the sandbox clock driving the retries.
type WebhookDomain = payment.components['schemas']['WebhookDomain'];

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
  // Frozen, so that only the test moves it (real seconds passing would shift the retry times).
  await s.clock.set(s.clock.now(), { frozen: true });
});
afterAll(() => s?.close());

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver that answers each message's attempts with the planned responses (the last one repeats). */
async function startReceiver(plan: { status: number; headers?: Record<string, string>; hang?: boolean }[]) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      // The plan is per message: the nth attempt of a webhook-id gets the nth answer.
      const tries = received.filter((r) => r.headers['webhook-id'] === request.headers['webhook-id']).length;
      const next = plan[Math.min(tries - 1, plan.length - 1)]!;
      if (next.hang) return;
      response.writeHead(next.status, { 'content-type': 'text/plain', ...next.headers });
      response.end(next.status < 300 ? 'ok' : `falhou ${next.status}`);
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

let cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

// The clock moves by days: the client refreshes the admin's session, as the app does.
let api: BalcaoClients['payment'];
beforeAll(async () => {
  api = (await s.clients(ADMIN)).payment;
});
const hook = (id: string) => ({ params: { path: { id } } });

async function webhookTo(url: string, domains: WebhookDomain[] = ['ORDER']) {
  const { response, data } = await api.POST('/seller-api-webhooks', {
    body: { title: 'Receptor', url, domains },
  });
  expect(response.status).toBe(201);
  cleanup.push(() => api.DELETE('/seller-api-webhooks/{id}', hook(data!.id)));
  return data!;
}

/** A one-off Pix charge of the demo seller waiting for payment (no link, no subscription). */
async function openPixCharge(): Promise<string> {
  const [row] = await s.db.query<{ id: string }>(
    `SELECT id FROM charges WHERE seller_id = (SELECT seller_id FROM users WHERE email = 'admin@demo.balcao.dev')
        AND status = 'SCHEDULED' AND payment_method = 'PIX' AND payment_link_id IS NULL
        AND subscription_id IS NULL AND expiration_date >= $1::date
      ORDER BY id LIMIT 1`,
    [s.clock.now().toISOString().slice(0, 10)],
  );
  return row!.id;
}

const pay = async (id: string) => {
  expect((await sandboxCharge(s, id, 'pay')).status).toBe(200);
};
const drain = () => s.clock.advance(0);
const attemptsPage = async (id: string, page = 0) =>
  (
    await api.GET('/seller-api-webhooks/{id}/attempts', {
      params: { path: { id }, query: { size: 50, page } },
    })
  ).data!;
const attempts = (id: string) => attemptsPage(id);
/** Every attempt of one delivery, across pages: over a day of clock, late charges fill the webhook's list too. */
async function attemptsOfDelivery(webhookId: string, deliveryId: string) {
  const found: { deliveryId: string; deliveryStatus: string }[] = [];
  for (let page = 0; ; page++) {
    const { content, totalPages } = await attemptsPage(webhookId, page);
    found.push(...content.filter((a) => a.deliveryId === deliveryId));
    if (page + 1 >= totalPages) return found;
  }
}
const secondsBetween = (a: string, b: string) => (new Date(b).getTime() - new Date(a).getTime()) / 1000;

describe('a delivery', () => {
  it('arrives once, signed so that standardwebhooks verifies it', async () => {
    const receiver = await startReceiver([{ status: 200 }]);
    cleanup.push(receiver.close);
    const webhook = await webhookTo(receiver.url);
    const chargeId = await openPixCharge();
    await pay(chargeId);
    await drain();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const event = new Webhook(webhook.secret).verify(
      delivery!.body,
      delivery!.headers as Record<string, string>,
    ) as {
      type: string;
      data: { id: string; status: string };
    };
    expect(event).toMatchObject({ type: 'charge.paid', data: { id: chargeId, status: 'PAID' } });
    expect(delivery!.headers['webhook-id']).toMatch(/^msg_/);
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        delivery!.body,
        delivery!.headers as Record<string, string>,
      ),
    ).toThrow();
    // Kept as an attempt; a success is never sent again, however often the scheduler runs.
    // (Other events may arrive meanwhile: charges falling late as the days pass.)
    const id = delivery!.headers['webhook-id'];
    await s.clock.advance(26 * 3600);
    expect(receiver.received.filter((r) => r.headers['webhook-id'] === id)).toHaveLength(1);
    const content = (await attempts(webhook.id)).content.filter((a) => a.deliveryId === id);
    expect(content).toHaveLength(1);
    expect(content[0]).toMatchObject({
      eventType: 'charge.paid',
      trigger: 'SCHEDULED',
      statusCode: 200,
      responseExcerpt: 'ok',
      succeeded: true,
      deliveryStatus: 'SUCCEEDED',
      nextAttemptAt: null,
      error: null,
    });
  });

  it('fails twice, is retried with backoff by the clock, then succeeds; the same webhook-id each time', async () => {
    const receiver = await startReceiver([{ status: 500 }, { status: 500 }, { status: 204 }]);
    cleanup.push(receiver.close);
    const webhook = await webhookTo(receiver.url);
    await pay(await openPixCharge());
    await drain();
    expect(receiver.received).toHaveLength(1);
    // Other events (charges falling late as the clock moves) may reach the receiver too: count this one's.
    const id = receiver.received[0]!.headers['webhook-id'];
    const sent = () => receiver.received.filter((r) => r.headers['webhook-id'] === id);
    const mine = async () => (await attempts(webhook.id)).content.filter((a) => a.deliveryId === id);
    let [latest] = await mine();
    expect(latest).toMatchObject({
      statusCode: 500,
      succeeded: false,
      deliveryStatus: 'PENDING',
      responseExcerpt: null,
    });
    // Full jitter: the first retry comes between 1 and 30 s later, by the sandbox clock.
    const first = secondsBetween(latest!.attemptedAt, latest!.nextAttemptAt!);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThanOrEqual(30);
    await s.clock.advance(Math.max(0, first - 1));
    if (first > 1) expect(sent()).toHaveLength(1);
    await s.clock.advance(1);
    expect(sent()).toHaveLength(2);
    [latest] = await mine();
    const second = secondsBetween(latest!.attemptedAt, latest!.nextAttemptAt!);
    expect(second).toBeLessThanOrEqual(60);
    await s.clock.advance(second);
    expect(sent()).toHaveLength(3);
    const content = await mine();
    expect(content.map((a) => a.statusCode)).toEqual([204, 500, 500]);
    expect(content[0]).toMatchObject({ succeeded: true, deliveryStatus: 'SUCCEEDED' });
    expect(new Set(sent().map((r) => r.body)).size).toBe(1);
    await s.clock.advance(3600);
    expect(sent()).toHaveLength(3);
  });

  it('stops on 410 and switches the webhook off', async () => {
    const receiver = await startReceiver([{ status: 410 }]);
    cleanup.push(receiver.close);
    const webhook = await webhookTo(receiver.url);
    await pay(await openPixCharge());
    await drain();
    await s.clock.advance(25 * 3600);
    expect(receiver.received).toHaveLength(1);
    expect((await attempts(webhook.id)).content[0]).toMatchObject({
      statusCode: 410,
      deliveryStatus: 'FAILED',
    });
    const page = await api.GET('/seller-api-webhooks', { params: { query: { size: 100 } } });
    const listed = page.data!.content.find((w) => w.id === webhook.id);
    expect(listed).toMatchObject({ active: false, disabledReason: 'GONE' });
  });

  it('honours Retry-After', async () => {
    const receiver = await startReceiver([
      { status: 503, headers: { 'retry-after': '120' } },
      { status: 200 },
    ]);
    cleanup.push(receiver.close);
    const webhook = await webhookTo(receiver.url);
    await pay(await openPixCharge());
    await drain();
    const [latest] = (await attempts(webhook.id)).content;
    expect(secondsBetween(latest!.attemptedAt, latest!.nextAttemptAt!)).toBe(120);
    await s.clock.advance(119);
    expect(receiver.received).toHaveLength(1);
    await s.clock.advance(1);
    expect(receiver.received).toHaveLength(2);
  });

  it('gives up after 24 h of sandbox clock', async () => {
    const receiver = await startReceiver([{ status: 500 }]);
    cleanup.push(receiver.close);
    const webhook = await webhookTo(receiver.url);
    await pay(await openPixCharge());
    await drain();
    const id = receiver.received[0]!.headers['webhook-id'];
    const sent = () => receiver.received.filter((r) => r.headers['webhook-id'] === id).length;
    for (let hour = 0; hour < 26; hour++) await s.clock.advance(3600);
    const mine = await attemptsOfDelivery(webhook.id, String(id));
    expect(mine.every((a) => a.deliveryStatus === 'FAILED')).toBe(true);
    expect(mine.length).toBe(sent());
    expect(sent()).toBeGreaterThan(3);
    const count = sent();
    await s.clock.advance(48 * 3600);
    expect(sent()).toBe(count);
  });

  it('times out a hanging receiver without holding anyone up', async () => {
    process.env.WEBHOOK_TIMEOUT_MS = '400';
    cleanup.push(async () => delete process.env.WEBHOOK_TIMEOUT_MS);
    const receiver = await startReceiver([{ status: 200, hang: true }]);
    cleanup.push(receiver.close);
    const webhook = await webhookTo(receiver.url);
    await pay(await openPixCharge());
    const draining = drain();
    // While the attempt waits on the receiver, the database is free: a read answers at once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    expect((await api.GET('/seller-api-webhooks')).response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(300);
    await draining;
    expect((await attempts(webhook.id)).content[0]).toMatchObject({
      statusCode: null,
      succeeded: false,
      deliveryStatus: 'PENDING',
      error: 'Tempo esgotado: o receptor não respondeu em 0.4 s.',
    });
  });
});

describe('two runners at once', () => {
  it('deliver each message once; a runner that died mid-send lets another take it over', async () => {
    const receiver = await startReceiver([{ status: 200 }]);
    cleanup.push(receiver.close);
    await webhookTo(receiver.url);
    for (let i = 0; i < 3; i++) {
      const [row] = await s.db.query<{ id: string }>(
        `SELECT id FROM charges WHERE status = 'SCHEDULED' AND payment_method IN ('PIX', 'BOLETO')
            AND seller_id = (SELECT seller_id FROM users WHERE email = 'admin@demo.balcao.dev')
            AND subscription_id IS NULL AND payment_link_id IS NULL ORDER BY id OFFSET $1 LIMIT 1`,
        [i + 5],
      );
      await pay(row!.id);
    }
    await Promise.all([
      runDueJobs(s.db, s.clock, JOB_HANDLERS),
      runDueJobs(s.db, s.clock, JOB_HANDLERS),
      drain(),
    ]);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ids).size).toBe(ids.length);
    // A claim whose holder vanished (its lease ran out in real time) is sent by the next runner.
    await pay((await openPixCharge()) as string);
    await s.db.query(
      `UPDATE webhook_deliveries SET lease_until = now() - interval '1 second', lease_token = 'morto'
        WHERE status = 'PENDING'`,
    );
    const before = receiver.received.length;
    await drain();
    expect(receiver.received.length).toBe(before + 1);
  });
});

describe('rotation', () => {
  it('signs with both secrets for 24 h of sandbox clock, then with the new one only', async () => {
    const receiver = await startReceiver([{ status: 200 }]);
    cleanup.push(receiver.close);
    const webhook = await webhookTo(receiver.url);
    const rotated = (await api.POST('/seller-api-webhooks/{id}/secret/rotate', hook(webhook.id))).data!;
    await pay(await openPixCharge());
    await drain();
    const during = receiver.received.at(-1)!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [webhook.secret, rotated.secret])
      expect(() =>
        new Webhook(secret).verify(during.body, during.headers as Record<string, string>),
      ).not.toThrow();
    await s.clock.advance(24 * 3600 + 1);
    await pay(await openPixCharge());
    await drain();
    const after = receiver.received.at(-1)!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() =>
      new Webhook(rotated.secret).verify(after.body, after.headers as Record<string, string>),
    ).not.toThrow();
    expect(() =>
      new Webhook(webhook.secret).verify(after.body, after.headers as Record<string, string>),
    ).toThrow();
  });
});

describe('resend', () => {
  it('makes an attempt now, recorded as MANUAL; refused while the webhook is off', async () => {
    const receiver = await startReceiver([{ status: 500 }, { status: 200 }]);
    cleanup.push(receiver.close);
    const webhook = await webhookTo(receiver.url);
    await pay(await openPixCharge());
    await drain();
    const [failed] = (await attempts(webhook.id)).content;
    const resend = (deliveryId: string) =>
      api.POST('/seller-api-webhooks/{id}/deliveries/{deliveryId}/resend', {
        params: { path: { id: webhook.id, deliveryId } },
      });
    const resent = await resend(failed!.deliveryId);
    expect(resent.response.status).toBe(202);
    expect(resent.data).toMatchObject({ id: failed!.deliveryId, status: 'PENDING' });
    await drain();
    const [latest] = (await attempts(webhook.id)).content;
    expect(latest).toMatchObject({ trigger: 'MANUAL', statusCode: 200, deliveryStatus: 'SUCCEEDED' });
    expect(receiver.received).toHaveLength(2);
    await api.PATCH('/seller-api-webhooks/{id}/active', { ...hook(webhook.id), body: { active: false } });
    const refused = await refusal(resend(failed!.deliveryId));
    expect(refused.status).toBe(409);
    expect((await refusal(resend('msg_naoexiste'))).status).toBe(409);
  });
});

describe('events of the domains', () => {
  it('sends subscription.cancelled to a SUBSCRIPTION webhook and nothing of it to an ORDER one', async () => {
    const subscriptions = await startReceiver([{ status: 200 }]);
    const orders = await startReceiver([{ status: 200 }]);
    cleanup.push(subscriptions.close, orders.close);
    await webhookTo(subscriptions.url, ['SUBSCRIPTION']);
    await webhookTo(orders.url, ['ORDER']);
    const [sub] = await s.db.query<{ id: string }>(
      `SELECT id FROM subscriptions WHERE seller_id = (SELECT seller_id FROM users WHERE email = 'admin@demo.balcao.dev')
          AND status = 'ACTIVE' ORDER BY id LIMIT 1`,
    );
    const cancel = await api.PATCH('/subscriptions/{id}/status', {
      ...hook(sub!.id),
      body: { active: false },
    });
    expect(cancel.response.status).toBe(200);
    await drain();
    const types = subscriptions.received.map((r) => JSON.parse(r.body).type);
    expect(types).toContain('subscription.cancelled');
    const cancelled = JSON.parse(
      subscriptions.received.find((r) => JSON.parse(r.body).type === 'subscription.cancelled')!.body,
    );
    expect(cancelled.data).toMatchObject({ id: sub!.id, status: 'INACTIVE' });
    expect(orders.received.map((r) => JSON.parse(r.body).type)).not.toContain('subscription.cancelled');
  });

  it('sends charge.disputed when a dispute opens and when it is lost', async () => {
    const receiver = await startReceiver([{ status: 200 }]);
    cleanup.push(receiver.close);
    await webhookTo(receiver.url);
    const [paid] = await s.db.query<{ id: string }>(
      `SELECT id FROM charges WHERE status = 'PAID' AND payment_method = 'CREDIT_CARD' AND subscription_id IS NULL
          AND seller_id = (SELECT seller_id FROM users WHERE email = 'admin@demo.balcao.dev') ORDER BY id LIMIT 1`,
    );
    expect((await sandboxCharge(s, paid!.id, 'dispute')).status).toBe(200);
    expect((await sandboxCharge(s, paid!.id, 'chargeback')).status).toBe(200);
    await drain();
    const disputed = receiver.received
      .map((r) => JSON.parse(r.body))
      .filter((e) => e.type === 'charge.disputed' && e.data.charge.id === paid!.id);
    // Deliveries go out side by side, so their order of arrival is not promised (as with Stripe's).
    expect(disputed.map((e) => e.data.charge.status).sort()).toEqual(['CHARGEBACK', 'DISPUTE']);
    for (const e of disputed) expect(e.data.contestDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reports a charge that falls late once, when the clock crosses its due date', async () => {
    const receiver = await startReceiver([{ status: 200 }]);
    cleanup.push(receiver.close);
    await webhookTo(receiver.url);
    await drain();
    const [due] = await s.db.query<{ id: string; expiration_date: string }>(
      `SELECT id, expiration_date::text AS expiration_date FROM charges WHERE status = 'SCHEDULED'
          AND subscription_id IS NULL AND expiration_date > $1::date ORDER BY expiration_date, id LIMIT 1`,
      [s.clock.now().toISOString().slice(0, 10)],
    );
    const days =
      Math.ceil(
        (new Date(`${due!.expiration_date}T12:00:00Z`).getTime() - s.clock.now().getTime()) / 86_400_000,
      ) + 1;
    for (let day = 0; day < days + 1; day++) await s.clock.advance(24 * 3600);
    const late = receiver.received.map((r) => JSON.parse(r.body)).filter((e) => e.type === 'charge.late');
    expect(late.filter((e) => e.data.id === due!.id)).toHaveLength(1);
    expect(late.find((e) => e.data.id === due!.id).data.status).toBe('LATE');
  });
});
