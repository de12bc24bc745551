import type { BalcaoClients } from '@balcao/client';
import { acquirerFeeCents, cardTotalCents, simulateInstallments } from '@balcao/domain/payment-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, callAs, createTestSandbox, refusal, type TestSandbox } from '../../test-support';
import { type LinkRequest, payByCard as paidByCard } from './test-helpers';

// Issue 26 item 7: a one-off link chooses how the seller receives the card (EARLY antecipado, RECURRENT
// month by month) and who pays its fees (creditCardTax: EARLY_BUYER 'cliente', EARLY_SELLER 'você', or
// EARLY_MIXED, shared); the buyer's price and the seller's credits follow both.
let s: TestSandbox;
let api: BalcaoClients['payment'];
beforeAll(async () => {
  s = await createTestSandbox();
  api = (await s.clients(ADMIN)).payment;
});
afterAll(() => s?.close());

const cents = (reais: number) => Math.round(reais * 100);

type CardMethod = NonNullable<LinkRequest['allowedPaymentMethods']['creditCardMethod']>;
const orderLink = (
  installments: number,
  receipt: CardMethod['type'],
  creditCardTax?: LinkRequest['creditCardTax'],
) =>
  api.POST('/payment-links', {
    body: {
      type: 'ORDER',
      ...(creditCardTax === undefined ? {} : { creditCardTax }),
      paymentOrder: { title: 'Consultoria', value: 350, installments },
      allowedPaymentMethods: { creditCardMethod: { type: receipt, discount: null } },
    },
  });
const created = async (...args: Parameters<typeof orderLink>) => (await orderLink(...args)).data!;

async function payByCard(linkId: string) {
  const { charge, lines } = await paidByCard(s, `/payment-link/${linkId}`, linkId);
  return {
    valueCents: cents(charge.value),
    credited: lines.reduce((sum, l) => sum + cents(l.amount), 0),
    dates: new Set(lines.map((l) => l.executionDate)).size,
    types: new Set(lines.map((l) => l.statementType)),
  };
}

describe('a one-off link’s card options', () => {
  it('keeps the receipt type and who pays the fees, and answers them', async () => {
    const { response, data: link } = await orderLink(4, 'RECURRENT', 'EARLY_MIXED');
    expect(response.status).toBe(201);
    expect(link!.creditCardTax).toBe('EARLY_MIXED');
    expect(link!.allowedPaymentMethods.creditCardMethod!.type).toBe('RECURRENT');
    const read = await api.GET('/payment-links/{id}', { params: { path: { id: link!.uuid } } });
    expect(read.data!.creditCardTax).toBe('EARLY_MIXED');
  });

  it('the seller pays by default; EARLY credits every installment at once, anticipated', async () => {
    const link = await created(3, 'EARLY');
    expect(link.creditCardTax).toBe('EARLY_SELLER');
    const paid = await payByCard(link.uuid);
    expect(paid.valueCents).toBe(35_000);
    expect(paid.credited).toBe(simulateInstallments(35_000, 3).installmentsToSeller[2]!.receivedCents);
    expect(paid.dates).toBe(1);
    expect([...paid.types]).toEqual(['CREDIT_ANTICIPATED']);
  });

  it('the buyer pays with RECURRENT: the buyer pays the quoted total, the seller receives the value month by month', async () => {
    const link = await created(10, 'RECURRENT', 'EARLY_BUYER');
    const paid = await payByCard(link.uuid);
    expect(paid.valueCents).toBe(simulateInstallments(35_000, 10).installmentsToBuyer[9]!.totalCents);
    expect(paid.credited).toBe(35_000);
    expect(paid.dates).toBe(10);
    expect(paid.types.has('CREDIT_ANTICIPATED')).toBe(false);
  });

  it('mixed: the buyer pays half of the fee the buyer would bear, the seller the rest', async () => {
    const total = cardTotalCents(35_000, 6, 'EARLY_MIXED');
    const buyerTotal = simulateInstallments(35_000, 6).installmentsToBuyer[5]!.totalCents;
    expect(total).toBe(35_000 + Math.floor((buyerTotal - 35_000) / 2));
    const paid = await payByCard((await created(6, 'EARLY', 'EARLY_MIXED')).uuid);
    expect(paid.valueCents).toBe(total);
    expect(paid.credited).toBe(total - acquirerFeeCents('CREDIT_CARD', total, 6));
  });

  it('refuses a fast link’s fee bearer as a one-off receipt type, and an unknown payer', async () => {
    expect((await refusal(orderLink(2, 'EARLY_SELLER'))).status).toBe(400);
    // A payer outside the contract's enum: beyond the typed client.
    const unknown = await callAs(s, ADMIN, {
      method: 'POST',
      url: '/payment/payment-links',
      payload: {
        type: 'ORDER',
        creditCardTax: '<b>x</b>',
        paymentOrder: { title: 'Consultoria', value: 350, installments: 2 },
        allowedPaymentMethods: { creditCardMethod: { type: 'EARLY', discount: null } },
      },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('view_seller_full_installments (issue 26 item 7)', () => {
  it('a user with the toggle sells the card up to 21x, the customer paying the fees; without it up to 12x', async () => {
    const settings = async () => (await api.GET('/payment-links/settings')).data!;
    expect((await settings()).maxCardInstallments).toBe(12);
    expect((await refusal(orderLink(18, 'EARLY'))).status).toBe(400);
    await s.db.query(
      `INSERT INTO user_feature_toggles (user_id, name)
       SELECT id, 'view_seller_full_installments' FROM users WHERE email = $1`,
      [ADMIN],
    );
    expect((await settings()).maxCardInstallments).toBe(21);
    const { response, data: link } = await orderLink(18, 'EARLY', 'EARLY_SELLER');
    expect(response.status).toBe(201);
    expect(link!.installments).toBe(18);
    expect(link!.creditCardTax).toBe('EARLY_BUYER');
  });
});
