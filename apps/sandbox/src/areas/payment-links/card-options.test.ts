import { randomUUID } from 'node:crypto';
import { acquirerFeeCents, cardTotalCents, simulateInstallments } from '@balcao/domain/payment-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, type TestSandbox } from '../../test-support';

// Issue 26 item 7: a one-off link chooses how the seller receives the card (EARLY antecipado, RECURRENT
// month by month) and who pays its fees (creditCardTax: EARLY_BUYER 'cliente', EARLY_SELLER 'você', or
// EARLY_MIXED, shared); the buyer's price and the seller's credits follow both.
let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const cents = (reais: number) => Math.round(reais * 100);

async function orderLink(installments: number, receipt: string, creditCardTax?: string | null) {
  return s.call({
    method: 'POST',
    url: '/payment/payment-links',
    headers: await s.bearer(ADMIN),
    payload: {
      type: 'ORDER',
      ...(creditCardTax === undefined ? {} : { creditCardTax }),
      paymentOrder: { title: 'Consultoria', value: 350, installments },
      allowedPaymentMethods: { creditCardMethod: { type: receipt, discount: null } },
    },
  });
}

async function payByCard(linkId: string) {
  const paid = await s.call({
    method: 'POST',
    url: `/payment-link/${linkId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: randomUUID(),
      name: 'Joana Compradora',
      document: '529.982.247-25',
      email: 'joana@exemplo.com.br',
      phone: '(11) 98765-4321',
      method: 'CREDIT_CARD',
      cardNumber: '4111 1111 1111 1111',
    }).toString(),
  });
  expect(paid.body).toContain('Pagamento aprovado');
  const headers = await s.bearer(ADMIN);
  const list = await s.call({ method: 'GET', url: `/payment/charges?paymentLink=${linkId}`, headers });
  const [charge] = list.body.content as { uuid: string; value: number }[];
  const statement = await s.call({
    method: 'GET',
    url: `/payment/redeems/statement/charge/${charge!.uuid}`,
    headers,
  });
  const lines = statement.body.data as { amount: number; executionDate: string; statementType: string }[];
  return {
    valueCents: cents(charge!.value),
    credited: lines.reduce((sum, l) => sum + cents(l.amount), 0),
    dates: new Set(lines.map((l) => l.executionDate)).size,
    types: new Set(lines.map((l) => l.statementType)),
  };
}

describe('a one-off link’s card options', () => {
  it('keeps the receipt type and who pays the fees, and answers them', async () => {
    const created = await orderLink(4, 'RECURRENT', 'EARLY_MIXED');
    expect(created.status).toBe(201);
    expect(created.body.creditCardTax).toBe('EARLY_MIXED');
    expect(created.body.allowedPaymentMethods.creditCardMethod.type).toBe('RECURRENT');
    const read = await s.call({
      method: 'GET',
      url: `/payment/payment-links/${created.body.uuid}`,
      headers: await s.bearer(ADMIN),
    });
    expect(read.body.creditCardTax).toBe('EARLY_MIXED');
  });

  it('the seller pays by default; EARLY credits every installment at once, anticipated', async () => {
    const created = await orderLink(3, 'EARLY');
    expect(created.body.creditCardTax).toBe('EARLY_SELLER');
    const paid = await payByCard(created.body.uuid);
    expect(paid.valueCents).toBe(35_000);
    expect(paid.credited).toBe(simulateInstallments(35_000, 3).installmentsToSeller[2]!.receivedCents);
    expect(paid.dates).toBe(1);
    expect([...paid.types]).toEqual(['CREDIT_ANTICIPATED']);
  });

  it('the buyer pays with RECURRENT: the buyer pays the quoted total, the seller receives the value month by month', async () => {
    const created = await orderLink(10, 'RECURRENT', 'EARLY_BUYER');
    const paid = await payByCard(created.body.uuid);
    expect(paid.valueCents).toBe(simulateInstallments(35_000, 10).installmentsToBuyer[9]!.totalCents);
    expect(paid.credited).toBe(35_000);
    expect(paid.dates).toBe(10);
    expect(paid.types.has('CREDIT_ANTICIPATED')).toBe(false);
  });

  it('mixed: the buyer pays half of the fee the buyer would bear, the seller the rest', async () => {
    const total = cardTotalCents(35_000, 6, 'EARLY_MIXED');
    const buyerTotal = simulateInstallments(35_000, 6).installmentsToBuyer[5]!.totalCents;
    expect(total).toBe(35_000 + Math.floor((buyerTotal - 35_000) / 2));
    const paid = await payByCard((await orderLink(6, 'EARLY', 'EARLY_MIXED')).body.uuid);
    expect(paid.valueCents).toBe(total);
    expect(paid.credited).toBe(total - acquirerFeeCents('CREDIT_CARD', total, 6));
  });

  it('refuses a fast link’s fee bearer as a one-off receipt type, and an unknown payer', async () => {
    expect((await orderLink(2, 'EARLY_SELLER')).status).toBe(400);
    expect((await orderLink(2, 'EARLY', '<b>x</b>')).status).toBe(400);
  });
});

describe('view_seller_full_installments (issue 26 item 7)', () => {
  it('a user with the toggle sells the card up to 21x, the customer paying the fees; without it up to 12x', async () => {
    const headers = await s.bearer(ADMIN);
    const settings = () => s.call({ method: 'GET', url: '/payment/payment-links/settings', headers });
    expect((await settings()).body.maxCardInstallments).toBe(12);
    expect((await orderLink(18, 'EARLY')).status).toBe(400);
    await s.db.query(
      `INSERT INTO user_feature_toggles (user_id, name)
       SELECT id, 'view_seller_full_installments' FROM users WHERE email = $1`,
      [ADMIN],
    );
    expect((await settings()).body.maxCardInstallments).toBe(21);
    const created = await orderLink(18, 'EARLY', 'EARLY_SELLER');
    expect(created.status).toBe(201);
    expect(created.body.installments).toBe(18);
    expect(created.body.creditCardTax).toBe('EARLY_BUYER');
  });
});
