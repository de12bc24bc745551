import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellAndWait } from '../examples/payment-link-webhook';
import { type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

/** A buyer pays the link on its public page with the sandbox's approved test card. */
async function buyerPays(linkUrl: string): Promise<void> {
  const form = new URLSearchParams({
    token: crypto.randomUUID(),
    name: 'Maria Souza',
    document: '52998224725',
    email: 'maria@example.com',
    phone: '11987654321',
    method: 'CREDIT_CARD',
    cardNumber: '4111111111111111',
    cardHolder: 'MARIA SOUZA',
  });
  const response = await fetch(linkUrl, { method: 'POST', body: form });
  expect(response.status).toBeLessThan(400);
}

describe('examples/payment-link-webhook', () => {
  it('creates a link and ends when its payment arrives at the local receiver, verified', async () => {
    const event = await sellAndWait(sandbox.balcao(), {
      title: 'Curso de fotografia',
      value: 199.9,
      timeoutMs: 20_000,
      onLink: (url) => {
        // The sandbox's scheduler sends the delivery within a second of the payment.
        void buyerPays(url);
      },
    });
    expect(event.type).toBe('payment_link.paid');
    expect(event.data.charge).toMatchObject({ status: 'PAID', value: 199.9, paymentMethod: 'CREDIT_CARD' });
    // The example cleans up its webhook.
    expect(await sandbox.balcao().webhookEndpoints.list().toArray()).not.toContainEqual(
      expect.objectContaining({ title: 'Exemplo: Curso de fotografia' }),
    );
  });
});
