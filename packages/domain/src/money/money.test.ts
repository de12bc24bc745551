import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AmountPrecisionError,
  centsToReais,
  formatBRL,
  formatCount,
  formatPercentage,
  MAX_WIRE_CENTS,
  maskCurrency,
  maskPercentage,
  parseBRL,
  parsePercentage,
  reaisToCents,
  reaisToCentsExact,
} from './money';

const NBSP = '\u00a0';
/** 12345 → '123.45', written out by hand so no double is involved. */
const hundredths = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const safeCents = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

describe('formatBRL', () => {
  it('formats cents in pt-BR with the non-breaking space Intl puts after R$', () => {
    expect(formatBRL(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL(5)).toBe(`R$${NBSP}0,05`);
    expect(formatBRL(-100)).toBe(`-R$${NBSP}1,00`);
  });

  it('never shows a negative zero', () => {
    expect(formatBRL(-0)).toBe(`R$${NBSP}0,00`);
  });

  it('keeps every cent of the largest safe amount', () => {
    expect(formatBRL(Number.MAX_SAFE_INTEGER)).toBe(`R$${NBSP}90.071.992.547.409,91`);
  });

  it('refuses fractional cents', () => {
    expect(() => formatBRL(1.5)).toThrow(RangeError);
  });
});

describe('parseBRL', () => {
  it.each([
    ['R$ 1.234,56', 123456],
    [`R$${NBSP}1.234,56`, 123456],
    ['1234,56', 123456],
    ['1.234', 123400],
    ['1234', 123400],
    ['0,5', 50],
    ['-R$ 5,00', -500],
    ['R$ -5,00', -500],
    ['- 1.000.000,01', -100000001],
    ['-0,00', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseBRL(text)).toBe(cents);
  });

  it.each([
    '',
    'R$',
    'abc',
    '12.34',
    '1,234',
    '1.23,45',
    '--5',
    '1,2,3',
    'R$ 1.234,56 reais',
    '99999999999999999',
  ])('rejects %j', (text) => {
    expect(parseBRL(text)).toBeNull();
  });

  it('reads back whatever formatBRL writes', () => {
    fc.assert(fc.property(safeCents, (cents) => parseBRL(formatBRL(cents)) === cents));
  });
});

describe('reaisToCents and centsToReais', () => {
  it.each([
    [1234.56, 123456],
    ['1234.56', 123456],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    ['-0.5', -50],
    ['10', 1000],
    [1e-7, 0],
    ['1.5e3', 150000],
    ['0.005', 1],
    ['-0.005', -1],
    ['0.0049', 0],
    [-0, 0],
  ])('reads %j reais as %i cents', (reais, cents) => {
    expect(reaisToCents(reais)).toBe(cents);
  });

  it.each(['', 'abc', '1,5', '.', '1e400', Number.NaN, Number.POSITIVE_INFINITY])('refuses %j', (value) => {
    expect(() => reaisToCents(value)).toThrow();
  });

  it('sends cents as reais', () => {
    expect(centsToReais(123456)).toBe(1234.56);
    expect(Object.is(centsToReais(-0), 0)).toBe(true);
    expect(() => centsToReais(MAX_WIRE_CENTS + 1)).toThrow(RangeError);
  });

  it('round-trips every amount the wire can carry', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_WIRE_CENTS, max: MAX_WIRE_CENTS }), (cents) => {
        return (
          reaisToCents(centsToReais(cents)) === cents && reaisToCents(String(centsToReais(cents))) === cents
        );
      }),
    );
  });
});

describe('reaisToCentsExact', () => {
  it.each([
    [1234.56, 123456],
    ['10.500', 1050],
    [10.1, 1010],
    [0.07, 7],
    ['1.5e3', 150000],
    ['1.234e1', 1234],
    ['-0.5', -50],
    [0, 0],
    ['0.000', 0],
  ])('reads %j reais as %i cents', (reais, cents) => {
    expect(reaisToCentsExact(reais)).toBe(cents);
  });

  it.each([10.005, '0.001', -0.005, 0.1 + 0.2, 1e-7, '1e-99999', '1.23456e2'])(
    'refuses %j, a fraction of a cent, instead of rounding it',
    (value) => {
      expect(() => reaisToCentsExact(value)).toThrow(AmountPrecisionError);
    },
  );

  it.each(['', 'abc', '1e400', Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %j as not an amount',
    (value) => {
      expect(() => reaisToCentsExact(value)).toThrow();
      expect(() => reaisToCentsExact(value)).not.toThrow(AmountPrecisionError);
    },
  );

  it('agrees with reaisToCents on every amount the wire can carry', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_WIRE_CENTS, max: MAX_WIRE_CENTS }), (cents) => {
        const reais = centsToReais(cents);
        return reaisToCentsExact(reais) === cents && reaisToCentsExact(String(reais)) === cents;
      }),
    );
  });

  it('refuses every amount with a third decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 9 }), (cents, mill) => {
        const text = `${cents < 0 ? '-' : ''}${hundredths(Math.abs(cents))}${mill}`;
        expect(() => reaisToCentsExact(text)).toThrow(AmountPrecisionError);
      }),
    );
  });
});

describe('maskCurrency', () => {
  it('treats typed digits as cents', () => {
    expect(maskCurrency('123456')).toBe(formatBRL(123456));
    expect(maskCurrency('5')).toBe(formatBRL(5));
    expect(maskCurrency('000')).toBe(formatBRL(0));
    expect(maskCurrency('')).toBe('');
    expect(maskCurrency('R$ ')).toBe('');
  });

  it('keeps working when the user types after a masked value', () => {
    expect(maskCurrency(`${formatBRL(123456)}7`)).toBe(formatBRL(1234567));
    expect(maskCurrency(formatBRL(123456).slice(0, -1))).toBe(formatBRL(12345));
  });

  it('ignores digits that would overflow a safe amount', () => {
    expect(maskCurrency(`${Number.MAX_SAFE_INTEGER}9`)).toBe(formatBRL(Number.MAX_SAFE_INTEGER));
  });

  it('gives formatBRL of the amount whose digits were typed, and is stable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const masked = maskCurrency(String(cents));
        return masked === formatBRL(cents) && maskCurrency(masked) === masked;
      }),
    );
  });
});

describe('percentages', () => {
  it('treats typed digits as hundredths of a percent', () => {
    expect(maskPercentage('1234')).toBe('12,34%');
    expect(maskPercentage('5')).toBe('0,05%');
    expect(maskPercentage('12,34%9')).toBe('123,49%');
    expect(maskPercentage('%')).toBe('');
  });

  it.each([
    ['12,34%', 1234],
    ['12,34', 1234],
    ['5', 500],
    ['-1,5 %', -150],
    ['1.000,00%', 100000],
  ])('reads %j as %i hundredths', (text, hundredths) => {
    expect(parsePercentage(text)).toBe(hundredths);
  });

  it.each(['', '%', 'abc', '1,234%', '12.3%'])('rejects %j', (text) => {
    expect(parsePercentage(text)).toBeNull();
  });

  it('reads back whatever formatPercentage writes', () => {
    fc.assert(
      fc.property(safeCents, (hundredths) => parsePercentage(formatPercentage(hundredths)) === hundredths),
    );
  });
});

describe('formatCount', () => {
  it('groups thousands with a dot, from 1.000 on (issue 26)', () => {
    expect(formatCount(2000)).toBe('2.000');
    expect(formatCount(1000)).toBe('1.000');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(0)).toBe('0');
  });
});
