import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BalcaoClients, payment } from '@balcao/client';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type Charge,
  createTestSandbox,
  jsonBody,
  sandboxCharge,
  type TestSandbox,
} from '../../test-support';
import { buyerFields, submitForm } from '../payment-links/test-helpers';
import { cardOnFile } from '../subscriptions/card-renewals';

// The events of the two domains that webhook-deliveries.test.ts does not already follow to a receiver:
// each one produced by the rule that causes it, delivered signed, to the webhooks of its domain only.
let s: TestSandbox;

type WebhookEvent = payment.components['schemas']['WebhookEvent'];
type EventOf<T extends WebhookEvent['type']> = Extract<WebhookEvent, { type: T }>;

/** A receiver on 127.0.0.1 that answers 200 and keeps each body it could verify with its webhook's secret. */
async function startReceiver() {
  const events: WebhookEvent[] = [];
  let secret = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      // What the receiver verified is an event of the contract's WebhookEvent union (by its `type`).
      events.push(
        new Webhook(secret).verify(body, request.headers as Record<string, string>) as WebhookEvent,
      );
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    events,
    keep: (value: string) => {
      secret = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
let orders: Receiver;
let subscriptions: Receiver;

let api: BalcaoClients['payment'];
/** A one-off Pix link, bought by Pix on its public page (HTML, not a contract operation): its charge's id. */
async function boughtByPix(title: string, value: number, buyer: { name: string; email: string }) {
  const link = await api.POST('/payment-links', {
    body: {
      type: 'ORDER',
      paymentOrder: { title, description: 'Uma aula.', value, installments: 1 },
      allowedPaymentMethods: { creditCardMethod: null, bankSlipMethod: null, pixMethod: { discount: null } },
    },
  });
  expect(link.response.status).toBe(201);
  const bought = await submitForm(
    s,
    `/payment-link/${link.data!.uuid}`,
    buyerFields({ ...buyer, method: 'PIX' }),
  );
  return { linkId: link.data!.uuid, bought, chargeId: String(bought.headers.location).split('/').pop() };
}
const drain = () => s.clock.advance(0);
const of = <T extends WebhookEvent['type']>(receiver: Receiver, type: T, match: (e: EventOf<T>) => boolean) =>
  receiver.events.filter((e): e is EventOf<T> => e.type === type).filter(match);

beforeAll(async () => {
  s = await createTestSandbox();
  api = (await s.clients(ADMIN)).payment;
  orders = await startReceiver();
  subscriptions = await startReceiver();
  for (const [receiver, domain] of [
    [orders, 'ORDER'],
    [subscriptions, 'SUBSCRIPTION'],
  ] as const) {
    const created = await api.POST('/seller-api-webhooks', {
      body: { title: `Receptor ${domain}`, url: receiver.url, domains: [domain] },
    });
    expect(created.response.status).toBe(201);
    receiver.keep(created.data!.secret);
  }
});
afterAll(async () => {
  await orders?.close();
  await subscriptions?.close();
  await s?.close();
});

describe('charge events', () => {
  it('sends charge.created when a one-off link is bought, to the Cobrança Pontual webhook only', async () => {
    const { linkId, bought, chargeId } = await boughtByPix('Aula avulsa', 120, {
      name: 'Joana Compradora',
      email: 'joana@exemplo.com.br',
    });
    expect(bought.status).toBe(303);
    await drain();
    const created = of(orders, 'charge.created', (e) => e.data.id === chargeId);
    expect(created).toHaveLength(1);
    expect(created[0]!.data).toMatchObject({
      status: 'SCHEDULED',
      paymentMethod: 'PIX',
      value: 120,
      paymentLinkId: linkId,
      customer: { name: 'Joana Compradora', email: 'joana@exemplo.com.br' },
    });
    expect(of(subscriptions, 'charge.created', (e) => e.data.id === chargeId)).toEqual([]);
  });

  it("names the charge inside an event as the API's Charge does, with the same values", async () => {
    const { chargeId } = await boughtByPix('Aula de revisão', 80, {
      name: 'Paula Compradora',
      email: 'paula@exemplo.com.br',
    });
    await drain();
    const [created] = of(orders, 'charge.created', (e) => e.data.uuid === chargeId);
    const charge = (await api.GET('/charges/{id}', { params: { path: { id: chargeId! } } })).data!;
    const { id, paymentLinkId, customer, ...named } = created!.data;
    expect(Object.keys(named)).toContain('uuid');
    const fields = new Map(Object.entries(charge));
    for (const [field, value] of Object.entries(named))
      expect([field, fields.get(field)]).toEqual([field, value]);
    // The names of 0.1 stay, with the same values, for receivers already written.
    expect({ id, paymentLinkId, customer }).toEqual({
      id: charge.uuid,
      paymentLinkId: charge.paymentLink,
      customer: {
        id: charge.customerId,
        name: charge.customerName,
        email: charge.customerEmail,
        document: charge.customerDocument,
      },
    });
  });

  it('sends charge.refunded with what each refund returned and the total so far', async () => {
    const [row] = await s.db.query<{ id: string }>(
      `SELECT c.id FROM charges c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1
        WHERE c.payment_method = 'CREDIT_CARD' AND c.status = 'SCHEDULED' AND NOT c.physical_sale
          AND c.subscription_id IS NULL AND c.amount_cents > 1000 ORDER BY c.id LIMIT 1`,
      [ADMIN],
    );
    const id = row!.id;
    const paid = await sandboxCharge(s, id, 'card-attempt', { cardNumber: '4111 1111 1111 1111' });
    expect(jsonBody<Charge>(paid).status).toBe('PAID');
    const refund = (amount: number) =>
      api.POST('/charges/{id}/refunds', { params: { path: { id } }, body: { amount } });
    expect((await refund(5)).response.status).toBe(201);
    expect((await refund(2.5)).response.status).toBe(201);
    await drain();
    const refunded = of(orders, 'charge.refunded', (e) => e.data.charge.id === id);
    expect(refunded.map((e) => [e.data.amount, e.data.totalRefunded]).sort()).toEqual([
      [2.5, 7.5],
      [5, 5],
    ]);
    expect(of(subscriptions, 'charge.refunded', (e) => e.data.charge.id === id)).toEqual([]);
  });
});

describe('subscription events', () => {
  it('sends subscription.created on an import, to the Assinaturas webhook only', async () => {
    const [plan] = await s.db.query<{ id: number }>(
      `SELECT p.id FROM plans p JOIN users u ON u.seller_id = p.seller_id AND u.email = $1
        WHERE p.active AND p.enable_pix ORDER BY p.id LIMIT 1`,
      [ADMIN],
    );
    const [customer] = await s.db.query<{ id: string }>(
      `SELECT cu.id FROM customers cu JOIN users u ON u.seller_id = cu.seller_id AND u.email = $1
        ORDER BY cu.id LIMIT 1`,
      [ADMIN],
    );
    const imported = await api.POST('/subscriptions/import', {
      body: {
        idPlan: plan!.id,
        basicValue: { type: 'MONTHLY', value: 49.9 },
        payment: { method: 'PIX' },
        uuidBuyer: customer!.id,
        startDate: addDays(businessToday(s.clock.now()), 20),
      },
    });
    expect(imported.response.status, JSON.stringify(imported.data)).toBe(201);
    await drain();
    const created = of(subscriptions, 'subscription.created', (e) => e.data.id === imported.data!.uuid);
    expect(created).toHaveLength(1);
    expect(created[0]!.data).toMatchObject({ status: 'ACTIVE', paymentMethod: 'PIX', value: 49.9 });
    expect(of(orders, 'subscription.created', () => true)).toEqual([]);
  });

  it('sends subscription.renewed with the new period’s charge when the billing issues it', async () => {
    const due = addDays(businessToday(s.clock.now()), 1);
    // A subscription billed before (so the next charge is a renewal, not its first), due tomorrow.
    const [sub] = await s.db.query<{ id: string }>(
      `SELECT s.id FROM subscriptions s JOIN users u ON u.seller_id = s.seller_id AND u.email = $1
        WHERE s.status = 'ACTIVE' AND s.payment_method <> 'CREDIT_CARD'
          AND EXISTS (SELECT 1 FROM charges c WHERE c.subscription_id = s.id)
          AND NOT EXISTS (SELECT 1 FROM charges c WHERE c.subscription_id = s.id AND c.expiration_date = $2)
        ORDER BY s.id LIMIT 1`,
      [ADMIN, due],
    );
    await s.db.query('UPDATE subscriptions SET next_expiration_date = $2 WHERE id = $1', [sub!.id, due]);
    await s.db.query(`UPDATE jobs SET due_at = '-infinity' WHERE kind = 'subscription-billing'`);
    await drain();
    const renewed = of(subscriptions, 'subscription.renewed', (e) => e.data.subscription.id === sub!.id);
    expect(renewed).toHaveLength(1);
    expect(renewed[0]!.data.charge).toMatchObject({ expirationDate: due, subscriptionId: sub!.id });
    expect(of(orders, 'subscription.renewed', () => true)).toEqual([]);
  });

  it('sends subscription.defaulted once the last retry of a declined card renewal fails', async () => {
    const [sub] = await s.db.query<{ id: string }>(
      `SELECT su.id FROM subscriptions su JOIN users u ON u.seller_id = su.seller_id AND u.email = $1
        WHERE su.status = 'ACTIVE' AND su.periodicity = 'MONTHLY' ORDER BY su.id DESC LIMIT 1`,
      [ADMIN],
    );
    const due = addDays(businessToday(s.clock.now()), 20);
    const declined = cardOnFile('4000 0000 0000 0341', 'Maria Souza');
    await s.db.query(
      `UPDATE subscriptions SET payment_method = 'CREDIT_CARD', next_expiration_date = $2, card_brand = $3,
              card_last4 = $4, card_holder_name = $5, card_renewal = $6 WHERE id = $1`,
      [sub!.id, due, declined.brand, declined.last4, declined.holder, declined.renewal],
    );
    await s.db.query(`UPDATE jobs SET due_at = '-infinity' WHERE kind = 'subscription-billing'`);
    const defaulted = () => of(subscriptions, 'subscription.defaulted', (e) => e.data.id === sub!.id);
    // Declined on its due date and retried 1, 3 and 5 days later: only the last failure defaults it.
    for (const day of [0, 3]) {
      await s.clock.set(new Date(startOfBusinessDay(addDays(due, day)).getTime() + 10 * 3600 * 1000));
      expect(defaulted(), `day ${day}`).toEqual([]);
    }
    await s.clock.set(new Date(startOfBusinessDay(addDays(due, 5)).getTime() + 10 * 3600 * 1000));
    expect(defaulted()).toHaveLength(1);
    expect(defaulted()[0]!.data).toMatchObject({ status: 'DEFAULTER', paymentMethod: 'CREDIT_CARD' });
    expect(of(orders, 'subscription.defaulted', () => true)).toEqual([]);
  });
});
