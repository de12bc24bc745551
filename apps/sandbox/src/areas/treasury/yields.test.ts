import { addDays } from '@balcao/domain/dates';
import { isBankingDay } from '@balcao/domain/ledger';
import { cdiCurrentAmountCents } from '@balcao/domain/treasury';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { principalShare } from './applications';
import { pendingYieldCredits, valuationDay } from './yields';

/** A DI of 14,90% on every day of 2026–2027 (weekends and holidays too: they must never be read). */
const history = new Map<string, number>();
for (let d = '2026-01-01'; d < '2028-01-01'; d = addDays(d, 1)) history.set(d, 14.9);

const fresh = (baseCents: number, baseDate: string, percentOfCdi = 100) => ({
  baseCents,
  percentOfCdi,
  baseDate,
  creditedThrough: baseDate,
  currentCents: baseCents,
});

/** The later of two days ('yyyy-MM-dd' sorts as text). */
const laterOf = (a: string, b: string) => [a, b].sort()[1] as string;

describe('valuationDay', () => {
  it('is today on a business day, else the last business day before it', () => {
    expect(valuationDay('2026-11-25')).toBe('2026-11-25');
    expect(valuationDay('2026-11-22')).toBe('2026-11-19'); // Sunday, after Friday's Consciência Negra
    expect(valuationDay('2027-02-09')).toBe('2027-02-05'); // Carnival Tuesday, after the Monday
  });
});

describe('pendingYieldCredits', () => {
  it('credits each DI day on the next business morning: Friday’s arrives on Monday', () => {
    const credits = pendingYieldCredits(fresh(100_000, '2026-11-25'), history, '2026-11-28');
    expect(credits.map((c) => [c.cdiDay, c.creditedOn])).toEqual([
      ['2026-11-25', '2026-11-26'],
      ['2026-11-26', '2026-11-27'],
    ]);
    // R$ 1.000,00 × 1,00055131 = 1.000,55131 → 55 cents; the second day's value is 1.001,10 (110 − 55).
    expect(credits.map((c) => c.amountCents)).toEqual([55, 55]);
    const monday = pendingYieldCredits(fresh(100_000, '2026-11-25'), history, '2026-11-30');
    expect(monday.at(-1)).toMatchObject({ cdiDay: '2026-11-27', creditedOn: '2026-11-30' });
  });

  it('sums, over any stretch and in any number of runs, to B3’s value of the whole period', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 5000, max: 15000 }),
        (principal, startOffset, firstRun, secondRun, hundredths) => {
          const start = addDays('2026-01-05', startOffset);
          const percent = hundredths / 100;
          const midway = addDays(start, firstRun);
          const end = addDays(midway, secondRun);
          const first = pendingYieldCredits(fresh(principal, start, percent), history, midway);
          const afterFirst = first.at(-1)?.valueAfterCents ?? principal;
          const second = pendingYieldCredits(
            {
              ...fresh(principal, start, percent),
              creditedThrough: laterOf(valuationDay(midway), start),
              currentCents: afterFirst,
            },
            history,
            end,
          );
          const total = [...first, ...second].reduce((sum, c) => sum + c.amountCents, principal);
          const asOf = laterOf(valuationDay(end), start);
          expect(total).toBe(
            cdiCurrentAmountCents(
              { principalCents: principal, percentOfCdi: percent, startedAt: start },
              history,
              asOf,
            ),
          );
          for (const c of [...first, ...second]) {
            expect(c.amountCents).toBeGreaterThanOrEqual(0);
            expect(isBankingDay(c.cdiDay) && isBankingDay(c.creditedOn)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is nothing when up to date, and fails loudly without the DI of a business day', () => {
    expect(pendingYieldCredits(fresh(100_000, '2026-11-25'), history, '2026-11-25')).toEqual([]);
    expect(() => pendingYieldCredits(fresh(100_000, '2026-11-25'), new Map(), '2026-11-27')).toThrow(
      'No DI rate for 2026-11-25',
    );
  });
});

describe('principalShare', () => {
  it('takes principal in proportion to the current amount, all of it on a full redemption', () => {
    expect(principalShare(100_000, 110_000, 11_000)).toBe(10_000);
    expect(principalShare(100_000, 110_000, 110_000)).toBe(100_000);
    expect(principalShare(100, 300, 1)).toBe(0); // 0,33… rounds to 0
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 0, max: 1e6 }), (invested, earned) => {
        const current = invested + earned;
        const share = principalShare(invested, current, Math.ceil(current / 2));
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(invested);
      }),
    );
  });
});
