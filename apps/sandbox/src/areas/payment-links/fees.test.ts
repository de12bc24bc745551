import { acquirerFeeCents, simulateInstallments } from '@balcao/domain/payment-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, type TestSandbox } from '../../test-support';
import { payByCard as paidByCard } from './test-helpers';

// The fee the ledger keeps of a card payment is the one the installment simulation quotes: a fee the
// buyer bears leaves the seller the link's value, and one the seller bears leaves what the simulation said.
let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const cents = (reais: number) => Math.round(reais * 100);

async function fastLink(valueCents: number, installments: number, type: 'EARLY_BUYER' | 'EARLY_SELLER') {
  const { data } = await (await s.clients(ADMIN)).payment.POST('/payment-links', {
    body: {
      type: 'FAST_ORDER',
      paymentOrder: { title: 'Consultoria', value: valueCents / 100, installments },
      allowedPaymentMethods: { creditCardMethod: { type } },
    },
  });
  return data!.uuid;
}

/** Pays the link by an approved card and answers its charge's value and the credits of its statement. */
async function payByCard(linkId: string) {
  const { charge, lines } = await paidByCard(s, `/checkout/payment-link/${linkId}`, linkId);
  const credited = lines.reduce((sum, l) => sum + cents(l.amount), 0);
  return { valueCents: cents(charge.value), credited, lines: lines.length };
}

describe('the card fee of a paid link', () => {
  it('the buyer bears it in 10x: the buyer pays the simulated total and the seller is credited the link’s value', async () => {
    const quoted = simulateInstallments(35_000, 10).installmentsToBuyer[9]!;
    const paid = await payByCard(await fastLink(35_000, 10, 'EARLY_BUYER'));
    expect(paid.valueCents).toBe(quoted.totalCents);
    expect(paid.lines).toBe(10);
    expect(paid.credited).toBe(35_000);
  });

  it('the seller bears it in 3x: the seller is credited what the simulation said it receives', async () => {
    const quoted = simulateInstallments(35_000, 3).installmentsToSeller[2]!;
    const paid = await payByCard(await fastLink(35_000, 3, 'EARLY_SELLER'));
    expect(paid.valueCents).toBe(35_000);
    expect(paid.credited).toBe(quoted.receivedCents);
    expect(paid.credited).toBe(35_000 - acquirerFeeCents('CREDIT_CARD', 35_000, 3));
  });
});
