import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Balcao, NotFoundError, PermissionDeniedError } from '../src';
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
  receiver = await startReceiver();
}, 60_000);
afterAll(async () => {
  receiver?.close();
  await sandbox?.close();
});

describe('events', () => {
  it('lists what the webhooks were sent, newest first, and replays one to a webhook', async () => {
    const admin = sandbox.balcao();
    const webhook = await admin.webhookEndpoints.create({
      title: 'SDK',
      url: receiver.url,
      domains: ['ORDER'],
    });
    const [charge] = await admin.charges
      .list({ status: 'SCHEDULED', paymentMethod: 'PIX', size: 5 })
      .toArray();
    await fetch(`${sandbox.url}/_sandbox/charges/${charge!.uuid}/pay`, { method: 'POST' });

    const { token: apiKey } = await admin.apiKeys.create({ title: 'eventos' });
    const byKey = new Balcao({ baseUrl: sandbox.url, apiKey, maxRetries: 0 });
    const page = (await byKey.events.list({ size: 5 }).pages().next()).value!;
    const [newest] = page.content;
    if (newest?.type !== 'charge.paid') throw new Error(`esperava charge.paid, veio ${newest?.type}`);
    expect(newest.data.uuid).toBe(charge!.uuid);
    expect(page.size).toBe(5);

    const delivery = await byKey.events.replay(newest.id, { endpointId: webhook.id });
    expect(delivery).toMatchObject({ eventId: newest.id, eventType: 'charge.paid', status: 'PENDING' });
    await sandbox.advanceClock(0);
    const copy = receiver.received.find((r) => r.headers['webhook-id'] === delivery.id);
    expect(new Webhook(webhook.secret).verify(copy!.body, copy!.headers as Record<string, string>)).toEqual(
      newest,
    );
  });

  it('keeps each seller to its own events, and the list to the integration role', async () => {
    const admin = sandbox.balcao();
    const [mine] = await admin.events.list({ size: 1 }).toArray();
    const theirs = await sandbox.balcao(OTHER_ADMIN).events.list({ size: 100 }).toArray();
    expect(theirs.map((event) => event.id)).not.toContain(mine!.id);
    const [webhook] = await admin.webhookEndpoints.list().toArray();
    expect(
      await failureOf(sandbox.balcao(OTHER_ADMIN).events.replay(mine!.id, { endpointId: webhook!.id })),
    ).toBeInstanceOf(NotFoundError);
    expect(await failureOf(sandbox.balcao(MANAGER).events.list().toArray())).toBeInstanceOf(
      PermissionDeniedError,
    );
  });
});
