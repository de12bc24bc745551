/**
 * Creates a payment link and waits for its payment through a local webhook receiver: the receiver is
 * registered as a webhook of the 'Cobrança Pontual' domain, each delivery is verified (Standard Webhooks)
 * and the script ends on the link's `payment_link.paid`.
 *
 *   BALCAO_URL=http://localhost:4010 BALCAO_EMAIL=admin@demo.balcao.dev BALCAO_PASSWORD=demo12345 \
 *     npx tsx examples/payment-link-webhook.ts
 *
 * Then pay the printed link in a browser (card 4111 1111 1111 1111). In your project import from
 * '@balcao/sdk' instead of '../src'.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Balcao, type WebhookEventOf, WebhookVerificationError } from '../src';

type LinkPaid = WebhookEventOf<'payment_link.paid'>;

export interface SellAndWaitOptions {
  title: string;
  value: number;
  /** Port of the local receiver; 0 picks a free one. */
  port?: number;
  /** Called with the link's public address once it exists (print it, e-mail it…). */
  onLink?(url: string): void;
  /** Gives up after this long; 10 minutes by default. */
  timeoutMs?: number;
}

export async function sellAndWait(balcao: Balcao, options: SellAndWaitOptions): Promise<LinkPaid> {
  let secret = '';
  let linkId = '';
  let settle: { resolve(event: LinkPaid): void; reject(error: unknown): void } | undefined;
  const paid = new Promise<LinkPaid>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        // The raw body, as received: verifying a re-serialised object would fail.
        const event = await balcao.webhooks.verify({
          payload: Buffer.concat(chunks),
          headers: request.headers,
          secret,
        });
        response.writeHead(204).end();
        if (event.type === 'payment_link.paid' && event.data.paymentLink.id === linkId)
          settle?.resolve(event);
      } catch (error) {
        response.writeHead(error instanceof WebhookVerificationError ? 400 : 500).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/balcao`;
  const webhook = await balcao.webhookEndpoints.create({
    title: `Exemplo: ${options.title}`,
    url,
    domains: ['ORDER'],
  });
  secret = webhook.secret;
  const timer = setTimeout(
    () => settle?.reject(new Error('O link não foi pago a tempo.')),
    options.timeoutMs ?? 600_000,
  );
  try {
    const link = await balcao.paymentLinks.create({
      type: 'ORDER',
      paymentOrder: { title: options.title, value: options.value, installments: 1 },
      allowedPaymentMethods: {
        creditCardMethod: { type: 'EARLY', discount: null },
        pixMethod: { discount: null },
      },
    });
    linkId = link.uuid;
    options.onLink?.(link.url);
    return await paid;
  } finally {
    clearTimeout(timer);
    await balcao.webhookEndpoints.delete(webhook.id).catch(() => undefined);
    receiver.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const balcao = new Balcao({
    baseUrl: process.env.BALCAO_URL ?? 'http://localhost:4010',
    credentials: { email: process.env.BALCAO_EMAIL ?? '', password: process.env.BALCAO_PASSWORD ?? '' },
  });
  const event = await sellAndWait(balcao, {
    title: 'Curso de fotografia',
    value: 199.9,
    onLink: (url) => console.log(`Pague o link: ${url}`),
  });
  console.log(
    `Pago: ${event.data.charge.value} em ${event.data.charge.paidDate} (${event.data.charge.paymentMethod})`,
  );
}
