import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultStatementType,
  entryRefusal,
  type LedgerEntryDraft,
  type LedgerPosting,
  MAX_POSTING_CENTS,
  mustStayNonNegative,
} from './entries';

const draft = (postings: LedgerPosting[], over: Partial<LedgerEntryDraft> = {}): LedgerEntryDraft => ({
  kind: 'SALE_CREDIT',
  effectiveDate: '2026-11-25',
  idempotencyKey: 'charge:1:credit:1',
  postings,
  ...over,
});

describe('entryRefusal', () => {
  it('accepts a sale credit with its fee beside it', () => {
    const entry = draft([
      { account: 'PROVIDER_CLEARING', amountCents: -10000 },
      { account: 'ACQUIRING', amountCents: 10000 },
      { account: 'ACQUIRING', amountCents: -399, fee: true },
      { account: 'FEES_REVENUE', amountCents: 399 },
    ]);
    expect(entryRefusal(entry)).toBeNull();
  });

  it('refuses what does not add up to zero, a lone posting, a zero and an amount out of range', () => {
    const unbalanced = [
      { account: 'PROVIDER_CLEARING', amountCents: -100 },
      { account: 'ACQUIRING', amountCents: 99 },
    ] as const;
    expect(entryRefusal(draft([...unbalanced]))).toBe('UNBALANCED');
    expect(entryRefusal(draft([{ account: 'ACQUIRING', amountCents: 0 }]))).toBe('TOO_FEW_POSTINGS');
    expect(
      entryRefusal(
        draft([
          { account: 'ACQUIRING', amountCents: 0 },
          { account: 'EXTERNAL', amountCents: 0 },
        ]),
      ),
    ).toBe('ZERO_POSTING');
    for (const amountCents of [MAX_POSTING_CENTS + 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(
        entryRefusal(
          draft([
            { account: 'ACQUIRING', amountCents },
            { account: 'EXTERNAL', amountCents: -amountCents },
          ]),
        ),
      ).toBe('AMOUNT_OUT_OF_RANGE');
  });

  it('refuses an account twice, a fee with no principal, a bad day or key', () => {
    const twice = draft([
      { account: 'ACQUIRING', amountCents: 5 },
      { account: 'ACQUIRING', amountCents: -5 },
    ]);
    expect(entryRefusal(twice)).toBe('REPEATED_ACCOUNT');
    const lonelyFee = draft([
      { account: 'ACQUIRING', amountCents: -5, fee: true },
      { account: 'FEES_REVENUE', amountCents: 5 },
    ]);
    expect(entryRefusal(lonelyFee)).toBe('FEE_WITHOUT_PRINCIPAL');
    const ok = [
      { account: 'ACQUIRING', amountCents: 5 },
      { account: 'EXTERNAL', amountCents: -5 },
    ] as const;
    expect(entryRefusal(draft([...ok], { effectiveDate: '2026-02-30' }))).toBe('INVALID_DATE');
    expect(entryRefusal(draft([...ok], { idempotencyKey: '' }))).toBe('INVALID_IDEMPOTENCY_KEY');
    expect(entryRefusal(draft([...ok], { idempotencyKey: 'a\u0000b' }))).toBe('INVALID_IDEMPOTENCY_KEY');
    expect(entryRefusal(draft([...ok], { idempotencyKey: 'k'.repeat(201) }))).toBe('INVALID_IDEMPOTENCY_KEY');
  });

  it('accepts any bounded amounts that add up to zero (property)', () => {
    const amount = fc.integer({ min: 1, max: MAX_POSTING_CENTS / 2 });
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const entry = draft([
          { account: 'PROVIDER_CLEARING', amountCents: -(a + b) },
          { account: 'ACQUIRING', amountCents: a },
          { account: 'CHECKING', amountCents: b },
        ]);
        expect(entryRefusal(entry)).toBeNull();
        expect(
          entryRefusal({ ...entry, postings: [...entry.postings, { account: 'EXTERNAL', amountCents: 1 }] }),
        ).toBe('UNBALANCED');
      }),
    );
  });
});

describe('mustStayNonNegative', () => {
  it('guards real money always and the acquiring balance only against the seller’s withdrawal', () => {
    expect(mustStayNonNegative('CHECKING', 'PIX')).toBe(true);
    expect(mustStayNonNegative('INVESTMENT', 'INVESTMENT')).toBe(true);
    expect(mustStayNonNegative('ACQUIRING', 'TRANSFER')).toBe(true);
    expect(mustStayNonNegative('ACQUIRING', 'CHARGEBACK')).toBe(false);
    expect(mustStayNonNegative('PROVIDER_CLEARING', 'SALE_CREDIT')).toBe(false);
  });
});

describe('defaultStatementType', () => {
  it('names the lines the spec lists', () => {
    expect(defaultStatementType('TRANSFER', -100)).toBe('DEBIT_TRANSFER');
    expect(defaultStatementType('ANTICIPATION', 100)).toBe('CREDIT_ANTICIPATED');
    expect(defaultStatementType('ANTICIPATION_SETTLEMENT', -100)).toBe('DEBIT_ANTICIPATED');
    expect(defaultStatementType('REFUND', -100)).toBe('CREDIT_REVERSAL');
    expect(defaultStatementType('SALE_CREDIT', 100)).toBe('CREDIT');
  });
});
