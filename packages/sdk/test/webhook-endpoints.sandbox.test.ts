import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError, PermissionDeniedError } from '../src';
import {
  failureOf,
  MANAGER,
  OTHER_ADMIN,
  type RealSandbox,
  startRealSandbox,
  startReceiver,
  type WebhookReceiver,
} from './sandbox';

let sandbox: RealSandbox;
let receiver: WebhookReceiver;

beforeAll(async () => {
  sandbox = await startRealSandbox();
  receiver = await startReceiver(500);
}, 60_000);
afterAll(async () => {
  receiver?.close();
  await sandbox?.close();
});

describe('webhookEndpoints', () => {
  it('creates a webhook whose deliveries webhooks.verify and standardwebhooks accept; attempts and resend', async () => {
    const admin = sandbox.balcao();
    const created = await admin.webhookEndpoints.create({
      title: 'SDK',
      url: receiver.url,
      domains: ['ORDER'],
    });
    expect(created.secret).toMatch(/^whsec_/);
    const [charge] = await admin.charges
      .list({ status: 'SCHEDULED', paymentMethod: 'PIX', size: 50 })
      .toArray();
    const pay = await fetch(`${sandbox.url}/_sandbox/charges/${charge!.uuid}/pay`, { method: 'POST' });
    expect(pay.status, await pay.clone().text()).toBe(200);
    await sandbox.advanceClock(0);
    const delivery = receiver.received.find((r) => JSON.parse(r.body).type === 'charge.paid');
    expect(delivery).toBeDefined();
    const event = await admin.webhooks.verify({
      payload: delivery!.body,
      headers: delivery!.headers,
      secret: created.secret,
    });
    if (event.type !== 'charge.paid') throw new Error(`esperava charge.paid, veio ${event.type}`);
    expect(event.data.id).toBe(charge!.uuid);
    expect(
      new Webhook(created.secret).verify(delivery!.body, delivery!.headers as Record<string, string>),
    ).toBeTruthy();

    const [failed] = await admin.webhookEndpoints.attempts(created.id).toArray();
    expect(failed).toMatchObject({ statusCode: 500, succeeded: false, deliveryStatus: 'PENDING' });
    receiver.answer = 200;
    const resent = await admin.webhookEndpoints.resend(created.id, failed!.deliveryId);
    expect(resent.status).toBe('PENDING');
    await sandbox.advanceClock(0);
    const [latest] = await admin.webhookEndpoints.attempts(created.id).toArray();
    expect(latest).toMatchObject({ trigger: 'MANUAL', statusCode: 200, deliveryStatus: 'SUCCEEDED' });

    const { secret, previousSecretExpiresAt } = await admin.webhookEndpoints.rotateSecret(created.id);
    expect(secret).not.toBe(created.secret);
    expect(previousSecretExpiresAt).toBeTruthy();
    const off = await admin.webhookEndpoints.deactivate(created.id);
    expect(off.active).toBe(false);
    const edited = await admin.webhookEndpoints.update(created.id, {
      title: 'SDK (ambos)',
      url: receiver.url,
      domains: ['ORDER', 'SUBSCRIPTION'],
      active: true,
    });
    expect(edited).toMatchObject({ title: 'SDK (ambos)', domains: ['SUBSCRIPTION', 'ORDER'], active: true });
    expect((await admin.webhookEndpoints.list().toArray()).map((w) => w.id)).toContain(created.id);
    await admin.webhookEndpoints.delete(created.id);
    expect(await failureOf(admin.webhookEndpoints.delete(created.id))).toBeInstanceOf(NotFoundError);
  });

  it('refuses a target outside this computer, other roles and other sellers', async () => {
    const admin = sandbox.balcao();
    const refused = await failureOf(
      admin.webhookEndpoints.create({ title: 'Fora', url: 'https://exemplo.com.br/h', domains: ['ORDER'] }),
    );
    expect(refused).toBeInstanceOf(BadRequestError);
    expect(await failureOf(sandbox.balcao(MANAGER).webhookEndpoints.list().toArray())).toBeInstanceOf(
      PermissionDeniedError,
    );
    const mine = await admin.webhookEndpoints.create({ title: 'Meu', url: receiver.url, domains: ['ORDER'] });
    expect(await failureOf(sandbox.balcao(OTHER_ADMIN).webhookEndpoints.deactivate(mine.id))).toBeInstanceOf(
      NotFoundError,
    );
    await admin.webhookEndpoints.delete(mine.id);
  });
});
