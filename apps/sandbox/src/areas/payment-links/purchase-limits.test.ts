import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, type TestSandbox, textBody } from '../../test-support';
import { buyerFields, submitForm } from './test-helpers';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

async function newLink(): Promise<string> {
  const { response, data } = await (await s.clients(ADMIN)).payment.POST('/payment-links', {
    body: {
      type: 'ORDER',
      paymentOrder: { title: `Curso ${randomUUID().slice(0, 8)}`, value: 50, installments: 1 },
      allowedPaymentMethods: {
        creditCardMethod: { type: 'EARLY', discount: null },
        bankSlipMethod: { discount: null },
        pixMethod: { discount: null },
      },
    },
  });
  expect(response.status).toBe(201);
  return data!.uuid;
}

/** A form post to the public page from one address, as a browser (or a script) sends it. */
const submit = (linkId: string, fields: Record<string, string>, remoteAddress = '203.0.113.50') =>
  submitForm(s, `/payment-link/${linkId}`, buyerFields(fields), remoteAddress);

const chargesOn = async (linkId: string) =>
  (
    await s.db.query<{ status: string }>('SELECT status FROM charges WHERE payment_link_id = $1', [linkId])
  ).map((c) => c.status);

describe('the public page of a payment link, under a burst', () => {
  it('sixty purchases from one address leave at most ten charges, then 429 in Portuguese', async () => {
    const link = await newLink();
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await submit(link, { method: 'PIX' }));
    expect(answers.filter((a) => a.status === 303)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(50);
    expect(refused[0]!.body).toContain('Muitas compras seguidas deste endereço neste link.');
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await chargesOn(link)).toHaveLength(10);
    // Another address still buys on the same link.
    expect((await submit(link, { method: 'PIX' }, '198.51.100.20')).status).toBe(303);
  });

  it('a burst at once is bounded as well', async () => {
    const link = await newLink();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => submit(link, { method: 'BOLETO' }, '203.0.113.51')),
    );
    expect(answers.filter((a) => a.status === 303)).toHaveLength(10);
    expect(await chargesOn(link)).toHaveLength(10);
  });

  it('after three declined cards, further card attempts are declined as suspected fraud without authorising', async () => {
    const link = await newLink();
    const address = '203.0.113.52';
    for (let i = 0; i < 3; i++) {
      const no = await submit(link, { method: 'CREDIT_CARD', cardNumber: '4000000000000002' }, address);
      expect(no.body).toContain('Pagamento recusado: Transação não autorizada pelo emissor.');
    }
    // A good card, now: declined all the same, so the burst learns nothing about it.
    const good = await submit(link, { method: 'CREDIT_CARD', cardNumber: '4111 1111 1111 1111' }, address);
    expect(good.status).toBe(200);
    expect(good.body).toContain('Pagamento recusado: Transação recusada por suspeita de fraude.');
    expect((await chargesOn(link)).sort()).toEqual(['FAILED', 'FAILED', 'FAILED', 'FAILED']);
    // The buyer at another address is not held up by it.
    const other = await submit(
      link,
      { method: 'CREDIT_CARD', cardNumber: '4111 1111 1111 1111' },
      '198.51.100.21',
    );
    expect(other.body).toContain('Pagamento aprovado');
  });

  it('card testing across a merchant’s links from one address is declined after ten', async () => {
    const address = '203.0.113.53';
    const links = await Promise.all(Array.from({ length: 4 }, () => newLink()));
    const pages = [];
    for (let i = 0; i < 12; i++)
      pages.push(
        textBody(
          await submit(links[i % 4]!, { method: 'CREDIT_CARD', cardNumber: '4000000000009995' }, address),
        ),
      );
    expect(pages.slice(0, 10).every((p) => p.includes('Saldo insuficiente.'))).toBe(true);
    expect(pages.slice(10).every((p) => p.includes('suspeita de fraude'))).toBe(true);
  });
});
