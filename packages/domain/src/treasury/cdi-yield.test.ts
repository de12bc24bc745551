import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cdiAccrualDays, cdiCurrentAmountCents, cdiDailyRate, cdiFactor, cdiYieldCents } from './cdi-yield';

describe('cdiDailyRate (TDI, 8 places)', () => {
  it('turns DI 13,65% a.a. into 0,00050788 a day', () => {
    // By hand: ln(1,1365) = 0,1279537…; ÷ 252 = 0,00050775…; e^x − 1 = 0,00050788037… → 0,00050788.
    // The same figure as the daily DI factor 1,00050788 quoted while the DI stood at 13,65% (2022–2023).
    expect(cdiDailyRate(13.65)).toBe(50788);
  });

  it('rounds to the nearest, not down: 14,90% → 0,000551310641… → 0,00055131', () => {
    expect(cdiDailyRate(14.9)).toBe(55131);
    // 10,65% → 0,00040167541… rounds up to 0,00040168.
    expect(cdiDailyRate(10.65)).toBe(40168);
  });

  it('refuses what is not a rate', () => {
    expect(() => cdiDailyRate(Number.NaN)).toThrow(RangeError);
    expect(() => cdiDailyRate(-1)).toThrow(RangeError);
    expect(() => cdiDailyRate(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('cdiFactor (Fator DI, 8 places)', () => {
  it('is 1 over no days', () => {
    expect(cdiFactor([], 100)).toBe(100_000_000n);
  });

  it('works the two-day example at 110% of DI 13,65% by hand', () => {
    // daily = 1 + 0,00050788 × 1,10 = 1,000558668 (exact, 9 places);
    // 1,000558668² = 1 + 2 × 0,000558668 + 0,000558668² = 1,001117336 + 0,000000312109934224
    //             = 1,001117648109934224 → 16 places 1,0011176481099342 → 8 places 1,00111765.
    expect(cdiFactor([50788, 50788], 110)).toBe(100_111_765n);
    expect(cdiFactor([50788], 110)).toBe(100_055_867n);
  });

  it('compounds 252 days of a constant DI back to the annual rate (within the 8-place roundings)', () => {
    const factor = Number(cdiFactor(Array(252).fill(cdiDailyRate(13.65)), 100)) / 1e8;
    expect(factor).toBeCloseTo(1.1365, 5);
  });

  it('never falls below 1 and grows with the percentage of the CDI', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 80_000 }), { maxLength: 300 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (rates, a, b) => {
          const [low, high] = a <= b ? [a / 100, b / 100] : [b / 100, a / 100];
          const lowFactor = cdiFactor(rates, low);
          expect(lowFactor >= 100_000_000n).toBe(true);
          expect(cdiFactor(rates, high) >= lowFactor).toBe(true);
        },
      ),
    );
  });

  it('refuses a percentage with more than two decimals, negative or absurd', () => {
    expect(() => cdiFactor([50788], 100.005)).toThrow(RangeError);
    expect(() => cdiFactor([50788], -1)).toThrow(RangeError);
    expect(() => cdiFactor([50788], 1000.01)).toThrow(RangeError);
    expect(cdiFactor([50788], 100.5)).toBe(100_051_042n); // 1 + 0,00050788 × 1,005 = 1,0005104194 → 1,00051042
  });
});

describe('cdiAccrualDays', () => {
  it('counts business days from the start (inclusive) to the valuation day (exclusive), skipping holidays', () => {
    // Wed 18 and Thu 19 Nov 2026; Fri 20 is Consciência Negra; then the weekend.
    expect(cdiAccrualDays('2026-11-18', '2026-11-23')).toEqual(['2026-11-18', '2026-11-19']);
    expect(cdiAccrualDays('2026-11-18', '2026-11-18')).toEqual([]);
    // Carnival Monday and Tuesday 2026 (16 and 17 Feb) earn nothing.
    expect(cdiAccrualDays('2026-02-13', '2026-02-19')).toEqual(['2026-02-13', '2026-02-18']);
  });
});

describe('cdiCurrentAmountCents', () => {
  const history = { '2026-11-18': 13.65, '2026-11-19': 13.65, '2026-11-20': 99, '2026-11-23': 13.65 };

  it('values R$ 1.000,00 at 110% of the CDI after two business days: R$ 1.001,11 (1.001,11765 truncated)', () => {
    const application = { principalCents: 100_000, percentOfCdi: 110, startedAt: '2026-11-18' };
    expect(cdiCurrentAmountCents(application, history, '2026-11-23')).toBe(100_111);
    expect(cdiYieldCents(application, history, '2026-11-23')).toBe(111);
    // The holiday's rate (99) is never read, and a Map works as well as a record.
    expect(cdiCurrentAmountCents(application, new Map(Object.entries(history)), '2026-11-23')).toBe(100_111);
  });

  it('truncates to the cent: one day at 100% on R$ 1.000,00 is 1.000,50788 → R$ 1.000,50', () => {
    const application = { principalCents: 100_000, percentOfCdi: 100, startedAt: '2026-11-19' };
    expect(cdiCurrentAmountCents(application, history, '2026-11-20')).toBe(100_050);
  });

  it('is the principal on the day of the application and before any business day passed', () => {
    const application = { principalCents: 123_456, percentOfCdi: 100, startedAt: '2026-11-21' };
    expect(cdiCurrentAmountCents(application, history, '2026-11-21')).toBe(123_456);
    expect(cdiCurrentAmountCents(application, history, '2026-11-23')).toBe(123_456);
  });

  it('refuses to value a business day whose DI is missing, and a principal that is not cents', () => {
    const application = { principalCents: 100_000, percentOfCdi: 100, startedAt: '2026-11-18' };
    expect(() => cdiCurrentAmountCents(application, history, '2026-11-25')).toThrow(
      'No DI rate for 2026-11-24',
    );
    expect(() =>
      cdiCurrentAmountCents({ ...application, principalCents: 10.5 }, history, '2026-11-19'),
    ).toThrow(RangeError);
  });

  it('stays exact for large principals, where a double would lose the cents', () => {
    // R$ 10 bilhões for one day at 100% of 13,65%: 10^12 × 1,00050788 = 1 000 507 880 000 cents exactly.
    const application = { principalCents: 1_000_000_000_000, percentOfCdi: 100, startedAt: '2026-11-19' };
    expect(cdiCurrentAmountCents(application, history, '2026-11-20')).toBe(1_000_507_880_000);
  });
});
