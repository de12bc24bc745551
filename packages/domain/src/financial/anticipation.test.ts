import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-day';
import {
  anticipationCreditDate,
  anticipationCreditLabel,
  anticipationFee,
  daysBetween,
  MAX_ANTICIPATION_MONTHLY_RATE_BPS,
  maximumAnticipation,
  quoteAnticipation,
  type Receivable,
} from './anticipation';

const EXECUTION = '2026-11-26';

describe('anticipationFee', () => {
  it('is the monthly rate pro rata by days, half up to the cent', () => {
    // R$ 1.000,00 for 30 days at 1,99%: R$ 19,90.
    expect(anticipationFee(100_000, 30, 199)).toBe(1_990);
    // R$ 100,00 for 10 days: 100 × 0,0199 × 10/30 = 0,6633… → R$ 0,66.
    expect(anticipationFee(10_000, 10, 199)).toBe(66);
    // 25 cents × 2% × 30/30 = 0,5 cent → 1 (half up).
    expect(anticipationFee(25, 30, 200)).toBe(1);
    expect(anticipationFee(24, 30, 200)).toBe(0);
    expect(anticipationFee(100_000, 0, 199)).toBe(0);
  });

  it('stays exact past 2^53 (ten billion reais for 359 days at 5%)', () => {
    expect(anticipationFee(1_000_000_000_000, 359, 500)).toBe(598_333_333_333);
  });

  it('refuses a rate out of range or a negative amount', () => {
    expect(() => anticipationFee(100, 1, MAX_ANTICIPATION_MONTHLY_RATE_BPS + 1)).toThrow(RangeError);
    expect(() => anticipationFee(-1, 1, 199)).toThrow(RangeError);
  });
});

describe('quoteAnticipation', () => {
  const receivables: Receivable[] = [
    { date: '2026-12-26', amountCents: 50_000 },
    { date: '2026-12-06', amountCents: 30_000 },
  ];

  it('takes the nearest receivable first and a slice of the next for the exact net', () => {
    const quote = quoteAnticipation(receivables, EXECUTION, 199, 40_000);
    expect(quote.netCents).toBe(40_000);
    expect(quote.parts.map((p) => [p.date, p.days])).toEqual([
      ['2026-12-06', 10],
      ['2026-12-26', 30],
    ]);
    expect(quote.parts[0]).toMatchObject({ amountCents: 30_000, feeCents: 199 });
    expect(quote.grossCents).toBe(quote.netCents + quote.feeCents);
    expect(quote.effectiveRateBps).toBe(Math.round((quote.feeCents * 10_000) / quote.grossCents));
  });

  it('answers the maximum for an amount above it, and nothing for none', () => {
    const max = maximumAnticipation(receivables, EXECUTION, 199);
    expect(quoteAnticipation(receivables, EXECUTION, 199, max.netCents + 1)).toEqual(
      quoteAnticipation(receivables, EXECUTION, 199, 10 ** 12),
    );
    expect(quoteAnticipation(receivables, EXECUTION, 199, 10 ** 12).netCents).toBe(max.netCents);
    expect(quoteAnticipation(receivables, EXECUTION, 199, 0).grossCents).toBe(0);
    expect(daysBetween(EXECUTION, '2026-12-26')).toBe(30);
  });
});

const receivable = fc.record({
  date: fc.integer({ min: 1, max: 359 }).map((d) => addDays(EXECUTION, d)),
  amountCents: fc.integer({ min: 1, max: 5_000_000_000 }),
});
const book = fc.uniqueArray(receivable, { selector: (r) => r.date, minLength: 1, maxLength: 20 });
const rate = fc.integer({ min: 0, max: MAX_ANTICIPATION_MONTHLY_RATE_BPS });

describe('properties', () => {
  it('net ≤ gross, the parts add up, and every part is within its receivable', () => {
    fc.assert(
      fc.property(book, rate, fc.integer({ min: 1, max: 10 ** 11 }), (rs, bps, asked) => {
        const q = quoteAnticipation(rs, EXECUTION, bps, asked);
        expect(q.netCents).toBeLessThanOrEqual(q.grossCents);
        expect(q.feeCents).toBeGreaterThanOrEqual(0);
        expect(q.grossCents).toBe(q.parts.reduce((s, p) => s + p.amountCents, 0));
        expect(q.feeCents).toBe(q.parts.reduce((s, p) => s + p.feeCents, 0));
        expect(q.netCents).toBe(q.grossCents - q.feeCents);
        for (const p of q.parts) {
          const whole = rs.find((r) => r.date === p.date);
          expect(p.amountCents).toBeLessThanOrEqual(whole?.amountCents ?? -1);
          expect(p.feeCents).toBe(anticipationFee(p.amountCents, p.days, bps));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('pays exactly what was asked up to the maximum, and the maximum above it', () => {
    fc.assert(
      fc.property(book, rate, fc.integer({ min: 1, max: 10 ** 11 }), (rs, bps, asked) => {
        const max = maximumAnticipation(rs, EXECUTION, bps).netCents;
        expect(quoteAnticipation(rs, EXECUTION, bps, asked).netCents).toBe(Math.min(asked, max));
      }),
      { numRuns: 300 },
    );
  });

  it('costs no less for more days, and no less for a higher rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 358 }),
        fc.integer({ min: 0, max: MAX_ANTICIPATION_MONTHLY_RATE_BPS - 1 }),
        (amount, days, bps) => {
          const fee = anticipationFee(amount, days, bps);
          expect(anticipationFee(amount, days + 1, bps)).toBeGreaterThanOrEqual(fee);
          expect(anticipationFee(amount, days, bps + 1)).toBeGreaterThanOrEqual(fee);
          expect(fee).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });

  it('a later execution day never costs more for the same receivables', () => {
    fc.assert(
      fc.property(book, rate, fc.integer({ min: 1, max: 5 }), (rs, bps, later) => {
        const now = maximumAnticipation(rs, EXECUTION, bps);
        const then = maximumAnticipation(rs, addDays(EXECUTION, later), bps);
        expect(then.feeCents).toBeLessThanOrEqual(now.feeCents);
      }),
    );
  });
});

describe('anticipationCreditDate', () => {
  it('credits a Friday afternoon request on Monday (issue 25: asked 04/12 at 15:30)', () => {
    expect(anticipationCreditDate(new Date('2026-12-04T18:30:00Z'))).toBe('2026-12-07');
  });
  it('credits on the next banking day even early on a banking day: there is no same-day credit', () => {
    expect(anticipationCreditDate(new Date('2026-12-02T12:00:00Z'))).toBe('2026-12-03'); // Wed 09:00
  });
  it('skips a holiday and the weekend after it', () => {
    // Thursday 24/12: Christmas is Friday, so the money lands on Monday 28/12.
    expect(anticipationCreditDate(new Date('2026-12-24T13:00:00Z'))).toBe('2026-12-28');
    // Carnival: Friday 13/02/2026 → Monday and Tuesday closed → Wednesday 18/02.
    expect(anticipationCreditDate(new Date('2026-02-13T13:00:00Z'))).toBe('2026-02-18');
  });
  it('reads the day in São Paulo: Thursday 23:30 there is Friday in UTC, and the money lands on Friday', () => {
    expect(anticipationCreditDate(new Date('2026-12-04T02:30:00Z'))).toBe('2026-12-04');
  });
});

describe('anticipationCreditLabel', () => {
  it("says 'Receba hoje' only when the money lands today", () => {
    expect(anticipationCreditLabel('2026-12-04', '2026-12-04')).toBe('Receba hoje');
    expect(anticipationCreditLabel('2026-12-07', '2026-12-04')).toBe('Receba em 07/12');
    expect(anticipationCreditLabel('2027-01-04', '2026-12-31')).toBe('Receba em 04/01');
  });
});
