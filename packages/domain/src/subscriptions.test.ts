import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PERIODICITIES,
  PERIODICITY_TYPES,
  periodicityLabel,
  periodValueCents,
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
