import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-day';
import { bankingDayOnOrAfter, isBankingDay, nextBankingDay } from './business-days';

describe('nextBankingDay', () => {
  it('skips the weekend', () => {
    expect(nextBankingDay('2026-11-27')).toBe('2026-11-30'); // Friday → Monday
    expect(nextBankingDay('2026-11-28')).toBe('2026-11-30'); // Saturday → Monday
    expect(nextBankingDay('2026-11-24')).toBe('2026-11-25'); // Tuesday → Wednesday
  });

  it('skips both Carnival days, Monday included, and opens on Ash Wednesday', () => {
    expect(isBankingDay('2026-02-16')).toBe(false); // Carnival Monday
    expect(isBankingDay('2026-02-17')).toBe(false); // Carnival Tuesday
    expect(isBankingDay('2026-02-18')).toBe(true); // Ash Wednesday: banks open at noon
    expect(nextBankingDay('2026-02-13')).toBe('2026-02-18');
    expect(nextBankingDay('2027-02-05')).toBe('2027-02-10'); // Easter 2027 is 28 March
  });

  it('skips Good Friday', () => {
    expect(isBankingDay('2026-04-03')).toBe(false);
    expect(nextBankingDay('2026-04-02')).toBe('2026-04-06');
    expect(nextBankingDay('2025-04-17')).toBe('2025-04-22'); // Good Friday 18 April, Tiradentes Monday 21
  });

  it('skips Christmas, New Year and the national holidays of November', () => {
    expect(nextBankingDay('2026-12-24')).toBe('2026-12-28');
    expect(nextBankingDay('2026-12-31')).toBe('2027-01-04');
    expect(nextBankingDay('2026-11-19')).toBe('2026-11-23'); // Consciência Negra, national since 2024
    expect(nextBankingDay('2026-06-03')).toBe('2026-06-05'); // Corpus Christi
  });

  it('keeps a banking day and moves a holiday forward', () => {
    expect(bankingDayOnOrAfter('2026-11-25')).toBe('2026-11-25');
    expect(bankingDayOnOrAfter('2026-12-25')).toBe('2026-12-28');
  });

  it('refuses what is not a day of the calendar', () => {
    expect(() => nextBankingDay('2026-02-30')).toThrow(RangeError);
    expect(() => isBankingDay('2100-01-04')).toThrow(RangeError);
  });
});

describe('the process time zone', () => {
  // The library reads a Date by its local day and memoises each year's holidays: a zone is fixed per
  // process, so each one is checked in a process of its own.
  const module = fileURLToPath(new URL('./business-days.ts', import.meta.url));
  const script = `import { isBankingDay, nextBankingDay } from ${JSON.stringify(module)};
    console.log(JSON.stringify([isBankingDay('2026-12-25'), isBankingDay('2026-12-24'), nextBankingDay('2026-02-13')]));`;

  it.each(['Asia/Tokyo', 'America/Los_Angeles', 'America/Sao_Paulo'])(
    'answers the same days in %s',
    (zone) => {
      const output = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          env: { ...process.env, TZ: zone },
          encoding: 'utf8',
        },
      );
      expect(JSON.parse(output)).toEqual([false, true, '2026-02-18']);
    },
    // Starting node with tsx took over 5 s on the shared 2-core machine under faketime (2027-04-21T02:30Z run).
    30_000,
  );
});

describe('property', () => {
  it('the next banking day is a banking day, and every day skipped is not', () => {
    const day = fc.integer({ min: 0, max: 365 * 30 }).map((n) => addDays('2010-01-01', n));
    fc.assert(
      fc.property(day, (d) => {
        const next = nextBankingDay(d);
        expect(next > d).toBe(true);
        expect(isBankingDay(next)).toBe(true);
        for (let skipped = addDays(d, 1); skipped < next; skipped = addDays(skipped, 1))
          expect(isBankingDay(skipped)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
