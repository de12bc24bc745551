import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateFilterProblem } from './date-filter';
import {
  addDays,
  BUSINESS_TIME_ZONE,
  businessToday,
  DATE_LOCALE,
  displayDateToApiDate,
  formatApiDate,
  formatDate,
  formatDateTime,
  formatInBusinessTime,
  isApiDate,
  isBeforeBusinessToday,
  monthNames,
  parseApiDate,
  parseDisplayDate,
  startOfBusinessDay,
  toApiDate,
  weekdayNames,
} from './dates';

// 02:30 UTC on 1 March is still 28 February, 23:30, in São Paulo (UTC-3).
const lateEvening = new Date('2026-03-01T02:30:00Z');

describe('São Paulo business time', () => {
  it('is the documented zone', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Sao_Paulo');
  });

  it('shows instants on the São Paulo calendar and clock', () => {
    expect(formatDate(lateEvening)).toBe('28/02/2026');
    expect(formatDateTime(lateEvening)).toBe('28/02/2026 23:30');
    expect(formatDateTime(new Date('2026-07-10T15:05:00Z'))).toBe('10/07/2026 12:05');
    expect(formatInBusinessTime(lateEvening, "d 'de' MMMM")).toBe('28 de fevereiro');
  });

  it('takes "today" from the clock it is given, in São Paulo', () => {
    expect(businessToday(lateEvening)).toBe('2026-02-28');
    expect(toApiDate(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });

  it('starts a business day at midnight in São Paulo', () => {
    expect(startOfBusinessDay('2026-03-01').toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(() => startOfBusinessDay('01/03/2026')).toThrow(RangeError);
  });

  it('knows which days are already past', () => {
    expect(isBeforeBusinessToday('2026-02-27', lateEvening)).toBe(true);
    expect(isBeforeBusinessToday('2026-02-28', lateEvening)).toBe(false);
    expect(isBeforeBusinessToday('2026-03-01', lateEvening)).toBe(false);
  });
});

describe('API dates', () => {
  it('accepts only real days written yyyy-MM-dd', () => {
    expect(isApiDate('2024-02-29')).toBe(true);
    expect(isApiDate('2026-02-29')).toBe(false);
    expect(isApiDate('2026-13-01')).toBe(false);
    expect(isApiDate('2026-1-01')).toBe(false);
    expect(isApiDate('2026-01-01T00:00:00Z')).toBe(false);
  });

  it('parses to the start of the business day, or null', () => {
    expect(parseApiDate('2026-01-15')?.toISOString()).toBe('2026-01-15T03:00:00.000Z');
    expect(parseApiDate('2026-02-30')).toBeNull();
  });

  it('shows API days without any time-zone shift', () => {
    expect(formatApiDate('2026-01-05')).toBe('05/01/2026');
    expect(() => formatApiDate('ontem')).toThrow(RangeError);
  });

  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-01-26', 6)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('2026-03-01', 0.5)).toThrow(RangeError);
  });

  it('round-trips any day through its start instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        (d) => {
          const day = toApiDate(d);
          return (
            toApiDate(startOfBusinessDay(day)) === day &&
            formatDate(startOfBusinessDay(day)) === formatApiDate(day)
          );
        },
      ),
    );
  });

  it('moves forward and back by the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (amount) => {
        return addDays(addDays('2026-06-15', amount), -amount) === '2026-06-15';
      }),
    );
  });
});

describe('typed dates (dd/MM/yyyy)', () => {
  it('parses a real day to the start of that business day', () => {
    expect(parseDisplayDate('15/01/2026')?.toISOString()).toBe('2026-01-15T03:00:00.000Z');
    expect(displayDateToApiDate(' 29/02/2024 ')).toBe('2024-02-29');
  });

  it.each(['31/02/2026', '00/01/2026', '10/13/2026', '1/1/2026', '2026-01-15', '', '15/01/26'])(
    'rejects %j',
    (text) => {
      expect(parseDisplayDate(text)).toBeNull();
      expect(displayDateToApiDate(text)).toBeNull();
    },
  );
});

describe('Portuguese calendar names', () => {
  it('names the months from January', () => {
    expect(monthNames()).toHaveLength(12);
    expect(monthNames()[0]).toBe('janeiro');
    expect(monthNames()[2]).toBe('março');
    expect(monthNames('abbreviated')[11]).toBe('dez');
  });

  it('names the weekdays from Sunday, with the accent on sábado', () => {
    expect(weekdayNames()).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
    expect(weekdayNames('narrow')).toEqual(['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
    expect(weekdayNames('wide')[1]).toBe('segunda-feira');
  });

  it('starts weeks on Sunday', () => {
    expect(DATE_LOCALE.options?.weekStartsOn).toBe(0);
  });
});

describe('dateFilterProblem', () => {
  it('refuses a start without an end, and an end before its start; an open or whole range passes', () => {
    expect(dateFilterProblem('2026-11-01', undefined)).toBe('Por Favor, selecione uma data final.');
    expect(dateFilterProblem('2026-11-02', '2026-11-01')).toBe(
      'A data final deve ser igual ou posterior à data inicial.',
    );
    expect(dateFilterProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(dateFilterProblem(undefined, '2026-11-01')).toBeNull();
    expect(dateFilterProblem(null, null)).toBeNull();
  });
});
