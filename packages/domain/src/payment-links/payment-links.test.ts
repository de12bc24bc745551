import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyPaymentLinkForm, paymentLinkFormErrors } from './payment-link-schema';
import {
  cardFeeCents,
  paymentLinkUsesLeft,
  simulateInstallments,
  splitPreview,
  splitShareCents,
} from './payment-links';

const NOW = new Date('2026-11-20T12:00:00Z');

describe('simulateInstallments', () => {
  it('lists 1 to the maximum; 1x costs the buyer 3.99% on top and the seller 3.99%', () => {
    const { installmentsToBuyer, installmentsToSeller } = simulateInstallments(10000, 3);
    expect(installmentsToBuyer.map((i) => i.installments)).toEqual([1, 2, 3]);
    expect(installmentsToSeller[0]).toEqual({ installments: 1, receivedCents: 9601, totalCents: 10000 });
    expect(installmentsToBuyer[0]).toEqual({ installments: 1, installmentCents: 10416, totalCents: 10416 });
    expect(installmentsToSeller[2]!.receivedCents).toBe(10000 - cardFeeCents(10000, 3));
  });

  it('the buyer’s total always leaves the seller the whole amount, by the smallest total that does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.integer({ min: 1, max: 21 }), (cents, n) => {
        const buyer = simulateInstallments(cents, n).installmentsToBuyer[n - 1]!;
        expect(buyer.totalCents - cardFeeCents(buyer.totalCents, n)).toBeGreaterThanOrEqual(cents);
        const less = buyer.totalCents - 1;
        expect(less - cardFeeCents(less, n)).toBeLessThan(cents);
        expect(buyer.installmentCents * n).toBeGreaterThanOrEqual(buyer.totalCents);
      }),
    );
  });
});

describe('splitPreview', () => {
  it('sums fixed and percent parts and subtracts the card fee', () => {
    const preview = splitPreview(10000, [
      { paymentType: 'FIXED', paymentValue: 2000 },
      { paymentType: 'PERCENTAGE', paymentValue: 1050 },
    ]);
    expect(preview.amounts).toEqual([2000, 1050]);
    expect(preview).toMatchObject({ amountForSubSellers: 3050, feeCents: 399, availableCents: 6551 });
    expect(preview.exceedsAvailable).toBe(false);
  });

  it('is above the available amount once the parts and the fee pass the value', () => {
    expect(splitPreview(10000, [{ paymentType: 'PERCENTAGE', paymentValue: 9700 }]).exceedsAvailable).toBe(
      true,
    );
    expect(splitPreview(10000, [{ paymentType: 'PERCENTAGE', paymentValue: 9601 }]).exceedsAvailable).toBe(
      false,
    );
  });

  it('rounds a percent down to the cent', () => {
    expect(splitShareCents(999, { paymentType: 'PERCENTAGE', paymentValue: 3333 })).toBe(332);
  });
});

describe('limit of paid uses', () => {
  it('sells until the limit; no limit sells forever', () => {
    expect(paymentLinkUsesLeft(2, 1)).toBe(true);
    expect(paymentLinkUsesLeft(2, 2)).toBe(false);
    expect(paymentLinkUsesLeft(null, 10_000)).toBe(true);
  });

  it('the form takes a whole number from 1 to a million', () => {
    const form = {
      ...emptyPaymentLinkForm(),
      title: 'Curso',
      valueCents: 1000,
      pix: true,
    };
    expect(paymentLinkFormErrors({ ...form, maxPaidUses: 5 }, NOW)).toEqual({});
    for (const bad of [0, 1.5, 1_000_001])
      expect(paymentLinkFormErrors({ ...form, maxPaidUses: bad }, NOW)).toEqual({
        maxPaidUses: 'O limite de usos deve ser um número inteiro de 1 a 1.000.000.',
      });
  });
});
