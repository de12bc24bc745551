// `balcao trigger` against a real sandbox: the charge it creates is really paid, and it tells whether the
// event reached the log (only a seller with an active webhook of the domain has one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trigger } from '../src/cli/trigger';
import { OTHER_ADMIN, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('balcao trigger', () => {
  it('pays a new Pix charge and finds charge.paid in the log of a seller with a webhook', async () => {
    const admin = sandbox.balcao();
    await admin.webhookEndpoints.create({ title: 'CLI', url: `${sandbox.url}/nada`, domains: ['ORDER'] });
    const { chargeId, recorded } = await trigger(admin, 'charge.paid');
    expect(recorded).toBe(true);
    expect((await admin.charges.retrieve(chargeId)).status).toBe('PAID');
  });

  it('says so when the seller has no webhook to record the event', async () => {
    const other = sandbox.balcao(OTHER_ADMIN);
    const { chargeId, recorded } = await trigger(other, 'charge.created');
    expect(recorded).toBe(false);
    expect((await other.charges.retrieve(chargeId)).status).toBe('SCHEDULED');
  });
});
