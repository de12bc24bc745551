import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { Webhooks, WebhookVerificationError } from '../src';

// The SDK's Standard Webhooks checks, cross-checked against the maintained `standardwebhooks` package.
const webhooks = new Webhooks();
const secret = `whsec_${randomBytes(32).toString('base64')}`;
const otherSecret = `whsec_${randomBytes(32).toString('base64')}`;
const id = 'msg_2Qm8dXk3v9Rr1fWbL0aTzY';
const payload = JSON.stringify({
  id: 'evt_1',
  type: 'charge.paid',
  timestamp: '2026-11-20T13:05:00.000Z',
  data: { id: 'c0000000-0000-4000-8000-000100000001', value: 199.9 },
});
const at = new Date();
const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));
const headersFor = (signature: string, when = at) => ({
  'webhook-id': id,
  'webhook-timestamp': seconds(when),
  'webhook-signature': signature,
});

describe('webhooks.sign', () => {
  it('writes what standardwebhooks writes: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> under the whsec_ key', async () => {
    const expected = new Webhook(secret).sign(id, at, payload);
    expect(await webhooks.sign({ id, payload, secret, timestamp: at })).toBe(expected);
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const mac = createHmac('sha256', key)
      .update(`${id}.${seconds(at)}.${payload}`)
      .digest('base64');
    expect(expected).toBe(`v1,${mac}`);
  });

  it('signs with each secret of a rotation, space-separated', async () => {
    const both = await webhooks.sign({ id, payload, secret: [secret, otherSecret], timestamp: at });
    expect(both.split(' ')).toEqual([
      new Webhook(secret).sign(id, at, payload),
      new Webhook(otherSecret).sign(id, at, payload),
    ]);
  });
});

describe('webhooks.verify', () => {
  it('accepts what standardwebhooks signs and answers the typed event', async () => {
    const headers = headersFor(new Webhook(secret).sign(id, at, payload));
    const event = await webhooks.verify({ payload, headers, secret });
    expect(event.type).toBe('charge.paid');
    await expect(
      webhooks.verify({ payload: new TextEncoder().encode(payload), headers: new Headers(headers), secret }),
    ).resolves.toMatchObject({ id: 'evt_1' });
    // Node hands headers with any case, sometimes as arrays.
    await expect(
      webhooks.verify({
        payload,
        headers: {
          'Webhook-Id': id,
          'WEBHOOK-TIMESTAMP': [seconds(at)],
          'webhook-signature': headers['webhook-signature'],
        },
        secret,
      }),
    ).resolves.toBeDefined();
  });

  it('agrees with standardwebhooks on what it signs itself', async () => {
    const headers = headersFor(await webhooks.sign({ id, payload, secret, timestamp: at }));
    expect(new Webhook(secret).verify(payload, headers)).toMatchObject({ type: 'charge.paid' });
  });

  it('accepts any one of several v1 signatures (a rotation), and ignores other versions', async () => {
    const signature = `v2,abc ${new Webhook(otherSecret).sign(id, at, payload)} ${new Webhook(secret).sign(id, at, payload)}`;
    await expect(webhooks.verify({ payload, headers: headersFor(signature), secret })).resolves.toBeDefined();
    await expect(
      webhooks.verify({ payload, headers: headersFor(signature), secret: otherSecret }),
    ).resolves.toBeDefined();
  });

  it('refuses a wrong secret, a changed body, a changed id and missing headers, as standardwebhooks does', async () => {
    const signature = new Webhook(secret).sign(id, at, payload);
    const cases = [
      { payload, headers: headersFor(signature), secret: otherSecret },
      { payload: payload.replace('199.9', '1999'), headers: headersFor(signature), secret },
      { payload, headers: { ...headersFor(signature), 'webhook-id': 'msg_outro' }, secret },
      { payload, headers: { 'webhook-id': id, 'webhook-timestamp': seconds(at) }, secret },
      { payload, headers: headersFor('v1,'), secret },
      { payload, headers: headersFor('v1,não-é-base64!'), secret },
    ];
    for (const params of cases) {
      await expect(webhooks.verify(params)).rejects.toBeInstanceOf(WebhookVerificationError);
      expect(() =>
        new Webhook(params.secret).verify(params.payload, params.headers as Record<string, string>),
      ).toThrow();
    }
  });

  it('refuses a timestamp outside the tolerance either way, unless the check is off', async () => {
    const old = new Date(at.getTime() - 310_000);
    const headers = headersFor(new Webhook(secret).sign(id, old, payload), old);
    await expect(webhooks.verify({ payload, headers, secret })).rejects.toThrow(/300 s/);
    expect(() => new Webhook(secret).verify(payload, headers)).toThrow(/too old/);
    await expect(webhooks.verify({ payload, headers, secret, toleranceSeconds: 400 })).resolves.toBeDefined();
    await expect(webhooks.verify({ payload, headers, secret, toleranceSeconds: 0 })).resolves.toBeDefined();
    await expect(webhooks.verify({ payload, headers, secret, now: old })).resolves.toBeDefined();
    const future = new Date(at.getTime() + 310_000);
    const ahead = headersFor(new Webhook(secret).sign(id, future, payload), future);
    await expect(webhooks.verify({ payload, headers: ahead, secret })).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
  });

  it('refuses a secret that is not whsec_ and base64', async () => {
    const headers = headersFor(new Webhook(secret).sign(id, at, payload));
    await expect(webhooks.verify({ payload, headers, secret: 'whsec_***' })).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
  });
});

describe('webhooks.buildTestDelivery', () => {
  it('builds a delivery that standardwebhooks and verify accept', async () => {
    const delivery = await webhooks.buildTestDelivery({
      type: 'subscription.cancelled',
      secret,
      data: {
        id: 'a0000000-0000-4000-8000-000000000001',
        status: 'INACTIVE',
        planId: 1,
        planTitle: 'Plano Essencial',
        periodicity: 'MONTHLY',
        value: 49.9,
        paymentMethod: 'PIX',
        startDate: '2026-01-10',
        nextExpirationDate: null,
        cancelledDate: '2026-11-20',
        customer: { id: null, name: 'Maria', email: 'maria@example.com', document: '12345678909' },
      },
    });
    expect(delivery.headers['webhook-id']).toMatch(/^msg_/);
    expect(new Webhook(secret).verify(delivery.payload, { ...delivery.headers })).toMatchObject({
      type: 'subscription.cancelled',
    });
    const event = await webhooks.verify({
      payload: delivery.payload,
      headers: { ...delivery.headers },
      secret,
    });
    if (event.type !== 'subscription.cancelled') throw new Error('tipo errado');
    expect(event.data.cancelledDate).toBe('2026-11-20');
  });
});
