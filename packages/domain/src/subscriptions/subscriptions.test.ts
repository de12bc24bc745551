import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  nextDueDate,
  PERIODICITIES,
  PERIODICITY_TYPES,
  periodicityLabel,
  periodValueCents,
  periodValueLabel,
  perMonthCents,
  SUBSCRIPTION_STATUSES,
  subscriptionStatusBadge,
} from './subscriptions';

describe('subscriptionStatusBadge', () => {
  it('names the states of §4 (INACTIVE as the Inativas tab) and gives each a tone', () => {
    expect(subscriptionStatusBadge('ACTIVE')).toEqual({ label: 'Ativo', tone: 'success' });
    expect(subscriptionStatusBadge('INACTIVE').label).toBe('Inativo');
    expect(subscriptionStatusBadge('PENDING').label).toBe('Pendente');
    expect(subscriptionStatusBadge('DEFAULTER')).toEqual({ label: 'Inadimplente', tone: 'danger' });
    const tones = SUBSCRIPTION_STATUSES.map((s) => subscriptionStatusBadge(s).tone);
    expect(new Set(tones).size).toBe(SUBSCRIPTION_STATUSES.length);
    expect(tones).not.toContain('neutral');
  });

  it('shows an unknown state as sent, in the neutral colour', () => {
    expect(subscriptionStatusBadge('PAUSED')).toEqual({ label: 'PAUSED', tone: 'neutral' });
  });
});

describe('periodicities', () => {
  it('labels MONTHLY, SEMESTER and YEARLY as §9 does, with 1, 6 and 12 months', () => {
    expect(PERIODICITY_TYPES.map((t) => [periodicityLabel(t), PERIODICITIES[t].months])).toEqual([
      ['Mensal', 1],
      ['Semestral', 6],
      ['Anual', 12],
    ]);
    expect(periodicityLabel('WEEKLY')).toBe('WEEKLY');
  });

  it('names a value by its own period, the one its charge is issued for (issue 25)', () => {
    expect(PERIODICITY_TYPES.map(periodValueLabel)).toEqual([
      'Valor mensal',
      'Valor semestral',
      'Valor anual',
    ]);
    expect(periodValueLabel('WEEKLY')).toBe('Valor');
  });

  it('multiplies the monthly figure into the period value', () => {
    expect(periodValueCents('MONTHLY', 4990)).toBe(4990);
    expect(periodValueCents('SEMESTER', 4990)).toBe(29940);
    expect(periodValueCents('YEARLY', 4990)).toBe(59880);
    expect(() => periodValueCents('YEARLY', 0.5)).toThrow(RangeError);
  });

  it('divides a period value into months, rounding half a cent up', () => {
    expect(perMonthCents('MONTHLY', 14990)).toBe(14990);
    expect(perMonthCents('SEMESTER', 10000)).toBe(1667);
    expect(perMonthCents('YEARLY', 6)).toBe(1); // 0,5 cent rounds up
    expect(perMonthCents('YEARLY', 5)).toBe(0);
    expect(perMonthCents('SEMESTER', -10000)).toBe(-1667);
  });

  it('gets the monthly figure back from the period value, for any amount', () => {
    const cents = fc.integer({ min: 0, max: 10 ** 13 });
    const type = fc.constantFrom(...PERIODICITY_TYPES);
    fc.assert(fc.property(type, cents, (t, c) => perMonthCents(t, periodValueCents(t, c)) === c));
    fc.assert(
      fc.property(type, cents, (t, total) => {
        const months = PERIODICITIES[t].months;
        return Math.abs(perMonthCents(t, total) * months - total) * 2 <= months;
      }),
    );
  });
});

describe('addMonthsClamped and nextDueDate', () => {
  it('keeps the day of the month, clamped to the end of a shorter month', () => {
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonthsClamped('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonthsClamped('2026-12-10', 1)).toBe('2027-01-10');
    expect(addMonthsClamped('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonthsClamped('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonthsClamped('2026-02-28', 1, 31)).toBe('2026-03-31');
    expect(addMonthsClamped('2026-03-10', -3)).toBe('2025-12-10');
  });

  it('refuses what is not a date, whole months or a day of the month', () => {
    expect(() => addMonthsClamped('31/01/2026', 1)).toThrow(RangeError);
    expect(() => addMonthsClamped('2026-01-31', 1.5)).toThrow(RangeError);
    expect(() => addMonthsClamped('2026-01-31', 1, 32)).toThrow(RangeError);
  });

  it('moves a due date by the periodicity, back to the start day after a short month', () => {
    expect(nextDueDate('2026-01-31', 'MONTHLY')).toBe('2026-02-28');
    expect(nextDueDate('2026-02-28', 'MONTHLY', '2026-01-31')).toBe('2026-03-31');
    expect(nextDueDate('2026-04-30', 'MONTHLY', '2026-01-31')).toBe('2026-05-31');
    // The 28th of a 31-day start is only clamped at a month's end; the 15th stays the 15th.
    expect(nextDueDate('2026-02-15', 'MONTHLY', '2026-01-31')).toBe('2026-03-15');
    expect(nextDueDate('2026-01-31', 'SEMESTER')).toBe('2026-07-31');
    expect(nextDueDate('2026-08-31', 'SEMESTER')).toBe('2027-02-28');
    expect(nextDueDate('2028-02-29', 'YEARLY')).toBe('2029-02-28');
    expect(nextDueDate('2029-02-28', 'YEARLY', '2028-02-29')).toBe('2030-02-28');
  });

  it('always moves forward by about the periodicity, never past the next month', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2090-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...PERIODICITY_TYPES),
        (date, type) => {
          const due = date.toISOString().slice(0, 10);
          const next = nextDueDate(due, type);
          expect(next > due).toBe(true);
          const months =
            (Number(next.slice(0, 4)) - Number(due.slice(0, 4))) * 12 +
            Number(next.slice(5, 7)) -
            Number(due.slice(5, 7));
          expect(months).toBe(PERIODICITIES[type].months);
          expect(Number(next.slice(8))).toBeLessThanOrEqual(Number(due.slice(8)));
        },
      ),
    );
  });
});
