import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Balcao, NotFoundError, PermissionDeniedError } from '../src';
import { failureOf, MANAGER, OTHER_ADMIN, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(200).end();
  });
});
let receiverUrl = '';

beforeAll(async () => {
  sandbox = await startRealSandbox();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
}, 60_000);
afterAll(async () => {
  receiver.closeAllConnections();
  receiver.close();
  await sandbox?.close();
});

describe('events', () => {
  it('lists what the webhooks were sent, newest first, and replays one to a webhook', async () => {
    const admin = sandbox.balcao();
    const webhook = await admin.webhookEndpoints.create({
      title: 'SDK',
      url: receiverUrl,
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
    const copy = received.find((r) => r.headers['webhook-id'] === delivery.id);
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
