import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divideCharge,
  LINK_SPLIT_MESSAGES,
  type LinkSplitShare,
  linkSplitErrors,
  SplitAboveAmountError,
} from './link-split';
import { cardFeeCents } from './payment-links';

const percent = (idSubSeller: number, hundredths: number): LinkSplitShare => ({
  idSubSeller,
  paymentType: 'PERCENTAGE',
  paymentValue: hundredths,
});
const fixed = (idSubSeller: number, cents: number): LinkSplitShare => ({
  idSubSeller,
  paymentType: 'FIXED',
  paymentValue: cents,
});

describe('linkSplitErrors', () => {
  it('accepts a split that leaves room for the card fee', () => {
    expect(linkSplitErrors(10000, [percent(1, 1000), fixed(2, 2000)])).toEqual([]);
  });

  it('refuses a split above what is available (value less the parts less the fee), with §4’s message', () => {
    const fee = cardFeeCents(10000, 1);
    expect(linkSplitErrors(10000, [fixed(1, 10000 - fee)])).toEqual([]);
    expect(linkSplitErrors(10000, [fixed(1, 10000 - fee + 1)])).toEqual([LINK_SPLIT_MESSAGES.aboveAvailable]);
    expect(linkSplitErrors(10000, [percent(1, 10000)])).toEqual([LINK_SPLIT_MESSAGES.aboveAvailable]);
  });

  it('refuses a sub-seller twice, a percent outside 0,01–100, percents above 100% together, a zero fixed value', () => {
    expect(linkSplitErrors(10000, [percent(1, 100), percent(1, 100)])).toContain(
      LINK_SPLIT_MESSAGES.duplicate,
    );
    expect(linkSplitErrors(10000, [percent(1, 10001)])).toContain(LINK_SPLIT_MESSAGES.percent);
    expect(linkSplitErrors(10000, [percent(1, 0)])).toContain(LINK_SPLIT_MESSAGES.percent);
    expect(linkSplitErrors(10000, [percent(1, 6000), percent(2, 5000)])).toEqual([
      LINK_SPLIT_MESSAGES.totalPercent,
    ]);
    expect(linkSplitErrors(10000, [fixed(1, 0)])).toContain(LINK_SPLIT_MESSAGES.fixed);
  });

  it('caps the list at 50 sub-sellers', () => {
    const many = Array.from({ length: 51 }, (_, i) => percent(i + 1, 1));
    expect(linkSplitErrors(1_000_000, many)).toContain(LINK_SPLIT_MESSAGES.tooMany);
  });

  it('whatever it accepts leaves the seller at least the card fee on the value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.array(
          fc.oneof(
            fc
              .integer({ min: 1, max: 10000 })
              .map((p) => ({ paymentType: 'PERCENTAGE' as const, paymentValue: p })),
            fc
              .integer({ min: 1, max: 1_000_000 })
              .map((c) => ({ paymentType: 'FIXED' as const, paymentValue: c })),
          ),
          { maxLength: 5 },
        ),
        (value, raw) => {
          const shares = raw.map((s, i) => ({ ...s, idSubSeller: i + 1 }));
          if (linkSplitErrors(value, shares).length) return;
          const { sellerCents } = divideCharge(value, shares);
          expect(sellerCents).toBeGreaterThanOrEqual(cardFeeCents(value, 1));
        },
      ),
    );
  });
});

describe('divideCharge', () => {
  it('gives each sub-seller its part and the seller the cents that do not divide', () => {
    expect(divideCharge(999, [percent(1, 3333), percent(2, 3333), fixed(3, 100)])).toEqual({
      subSellerCents: [332, 332, 100],
      sellerCents: 235,
    });
  });

  it('refuses parts above the amount', () => {
    expect(() => divideCharge(100, [fixed(1, 101)])).toThrow(SplitAboveAmountError);
    expect(() => divideCharge(1.5, [])).toThrow(RangeError);
  });

  it('the parts always add up to the amount, in whole cents, none negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.array(fc.integer({ min: 1, max: 2000 }), { maxLength: 5 }),
        (amount, percents) => {
          const shares = percents.map((p, i) => percent(i + 1, p));
          const { subSellerCents, sellerCents } = divideCharge(amount, shares);
          expect(subSellerCents.reduce((a, b) => a + b, 0) + sellerCents).toBe(amount);
          for (const part of [...subSellerCents, sellerCents]) {
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('a percent part is never above its exact share, and less than a cent below it (remainder to the seller)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 1, max: 10000 }),
        (amount, p) => {
          const [part] = divideCharge(amount, [percent(1, p)]).subSellerCents;
          const exact = (amount * p) / 10000;
          expect(part).toBeLessThanOrEqual(exact);
          expect(exact - part!).toBeLessThan(1);
        },
      ),
    );
  });

  it('fixed parts are paid whole, whatever the amount above them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (part, extra) => {
          expect(divideCharge(part + extra, [fixed(1, part)])).toEqual({
            subSellerCents: [part],
            sellerCents: extra,
          });
        },
      ),
    );
  });
});

describe('linkSplitErrors with installments', () => {
  it('counts the fee of the link’s installments, which grows with them', () => {
    const share = [fixed(1, 10000 - cardFeeCents(10000, 1))];
    expect(linkSplitErrors(10000, share, 1)).toEqual([]);
    expect(linkSplitErrors(10000, share, 3)).toEqual([LINK_SPLIT_MESSAGES.aboveAvailable]);
  });
});
