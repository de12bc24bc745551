import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-day';
import {
  defaultTreasuryPeriod,
  latestTreasuryPeriodEnd,
  TREASURY_PERIOD_MESSAGES as M,
  treasuryPeriodProblem,
} from './treasury-statement';

const TODAY = '2026-11-25';

describe('defaultTreasuryPeriod (§5: one month back)', () => {
  it('runs from the same day last month to today', () => {
    expect(defaultTreasuryPeriod(TODAY)).toEqual({ from: '2026-10-25', to: TODAY });
    expect(defaultTreasuryPeriod('2026-03-31')).toEqual({ from: '2026-02-28', to: '2026-03-31' });
    expect(defaultTreasuryPeriod('2026-01-10')).toEqual({ from: '2025-12-10', to: '2026-01-10' });
  });

  it('is always a valid period', () => {
    const days = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2020-01-01', n));
    fc.assert(
      fc.property(days, (today) => {
        const { from, to } = defaultTreasuryPeriod(today);
        expect(treasuryPeriodProblem(from, to, today)).toBeNull();
      }),
    );
  });
});

describe('treasuryPeriodProblem (§5, §9)', () => {
  it('accepts up to three calendar months ending today at the latest', () => {
    expect(treasuryPeriodProblem('2026-08-25', TODAY, TODAY)).toBeNull();
    expect(treasuryPeriodProblem('2025-01-01', '2025-04-01', TODAY)).toBeNull();
    expect(treasuryPeriodProblem(TODAY, TODAY, TODAY)).toBeNull();
  });

  it('refuses a period longer than three months', () => {
    expect(treasuryPeriodProblem('2026-08-24', TODAY, TODAY)).toBe(M.tooLong);
    expect(treasuryPeriodProblem('2025-01-01', '2025-04-02', TODAY)).toBe(M.tooLong);
  });

  it('refuses an end after today, a start after the end and malformed days', () => {
    expect(treasuryPeriodProblem('2026-11-20', '2026-11-26', TODAY)).toBe(M.afterToday);
    expect(treasuryPeriodProblem('2026-11-20', '2026-11-19', TODAY)).toBe(M.startAfterEnd);
    expect(treasuryPeriodProblem('2026-02-30', '2026-03-01', TODAY)).toBe(M.invalidDate);
    expect(treasuryPeriodProblem('25/11/2026', TODAY, TODAY)).toBe(M.invalidDate);
  });
});

describe('latestTreasuryPeriodEnd', () => {
  it('is three months after the start, or today when that is sooner', () => {
    expect(latestTreasuryPeriodEnd('2026-01-15', TODAY)).toBe('2026-04-15');
    expect(latestTreasuryPeriodEnd('2026-10-01', TODAY)).toBe(TODAY);
    expect(latestTreasuryPeriodEnd('2025-11-30', TODAY)).toBe('2026-02-28');
  });

  it('always closes a period the rule accepts', () => {
    const starts = fc.integer({ min: 0, max: 2000 }).map((n) => addDays('2020-01-01', n));
    fc.assert(
      fc.property(starts, (from) => {
        const today = '2026-11-25';
        const to = latestTreasuryPeriodEnd(from, today);
        expect(treasuryPeriodProblem(from, to, today)).toBeNull();
        if (to < today) expect(treasuryPeriodProblem(from, addDays(to, 1), today)).toBe(M.tooLong);
      }),
    );
  });
});
