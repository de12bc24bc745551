import { describe, expect, it } from 'vitest';
import { calendarAfterTestClock, weeksAfter, yearsAfter } from './test-calendar';

const CHRISTMAS = { from: '2026-12-23', to: '2026-12-28' };
const APRIL = { from: '2027-04-07', to: '2027-05-07' };

describe("a test's fixed calendar after the run's clock", () => {
  it('stays where it was written when it already starts after the clock', () => {
    expect(yearsAfter(CHRISTMAS, new Date('2026-11-25T15:10:00Z'))).toBe(0);
    expect(yearsAfter(APRIL, new Date('2024-02-29T15:10:00Z'))).toBe(0);
  });

  it('moves on to the first later year with the same weekdays and banking days', () => {
    // 2037: Christmas Eve on a Thursday again; 2032 (a Friday) and the years between do not repeat it.
    expect(yearsAfter(CHRISTMAS, new Date('2028-02-29T15:10:00Z'))).toBe(11);
    expect(yearsAfter(CHRISTMAS, new Date('2026-12-23T02:59:00Z'))).toBe(0);
    expect(yearsAfter(CHRISTMAS, new Date('2026-12-23T03:00:00Z'))).toBe(11);
    expect(yearsAfter(APRIL, new Date('2028-02-29T15:10:00Z'))).toBe(5);
    // 7 April 2038 is a Wednesday too, but Good Friday falls on the 23rd: 20 DI days instead of 21.
    const years = yearsAfter(APRIL, new Date('2032-05-01T15:10:00Z'));
    expect(years).toBeGreaterThan(11);
    expect(new Date(Date.UTC(2027 + years, 3, 7)).getUTCDay()).toBe(3);
  });

  it('moves by whole weeks to the nearest days alike: a Thursday before a Friday holiday', () => {
    const after = new Date('2028-02-29T15:10:00Z');
    // Maundy Thursday 2028 (13 April), then Good Friday, the weekend and a banking Monday.
    expect(weeksAfter(CHRISTMAS, after)).toBe(
      (Date.UTC(2028, 3, 12) - Date.UTC(2026, 11, 23)) / (7 * 86_400_000),
    );
    const y = calendarAfterTestClock(CHRISTMAS, 'weeks', after);
    expect(y('2026-12-24T02:30:00Z')).toBe('2028-04-13T02:30:00Z');
    expect(y('pago em 2026-12-28')).toBe('pago em 2028-04-17');
  });
});
