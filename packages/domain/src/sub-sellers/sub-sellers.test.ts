import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSeeSubSellerColumns,
  formatSubSellerPaymentValue,
  maskSubSellerPercentage,
  needsSplitRegistration,
  parseSubSellerPaymentValue,
  parseSubSellerPercentage,
  SUB_SELLER_INACTIVE_TOOLTIP,
  subSellerBadge,
  subSellerPaymentValueFromWire,
  subSellerPaymentValueText,
  subSellerPaymentValueToWire,
} from './sub-sellers';

const NBSP = '\u00a0';

describe('parseSubSellerPercentage', () => {
  it.each([
    ['10', 1000],
    ['10,5', 1050],
    ['10.5', 1050],
    ['10,55%', 1055],
    ['0,01', 1],
    ['100', 10000],
    [' 7 % ', 700],
    ['-5', -500],
  ])('reads %j as %i hundredths of a percent', (text, expected) => {
    expect(parseSubSellerPercentage(text)).toBe(expected);
  });

  it.each(['', 'abc', '10,555', '1.000,00', '--5', '10,', '1000'])('refuses %j', (text) => {
    expect(parseSubSellerPercentage(text)).toBeNull();
  });
});

describe('maskSubSellerPercentage', () => {
  it('keeps digits and one decimal mark, at most 5 characters', () => {
    expect(maskSubSellerPercentage('1a2,3.4')).toBe('12,34');
    expect(maskSubSellerPercentage('12,345')).toBe('12,34');
    expect(maskSubSellerPercentage('7.')).toBe('7.');
  });

  it('caps the value at 100 (§5)', () => {
    expect(maskSubSellerPercentage('150')).toBe('100');
    expect(maskSubSellerPercentage('100,5')).toBe('100');
    expect(maskSubSellerPercentage('100')).toBe('100');
  });
});

describe('payment values', () => {
  it('formats percentages with the % suffix and fixed values in reais', () => {
    expect(formatSubSellerPaymentValue('PERCENTAGE', 1050)).toBe('10,50%');
    expect(formatSubSellerPaymentValue('FIXED', 123456)).toBe(`R$${NBSP}1.234,56`);
    expect(parseSubSellerPaymentValue('FIXED', `R$${NBSP}1.234,56`)).toBe(123456);
  });

  it('round-trips any amount through the wire and through the form text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (hundredths) => {
        const wire = subSellerPaymentValueToWire(hundredths);
        expect(subSellerPaymentValueFromWire(wire)).toBe(hundredths);
        expect(parseSubSellerPaymentValue('FIXED', subSellerPaymentValueText(wire))).toBe(hundredths);
        expect(parseSubSellerPaymentValue('FIXED', formatSubSellerPaymentValue('FIXED', hundredths))).toBe(
          hundredths,
        );
      }),
    );
  });

  it('round-trips every percentage up to 100%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const shown = formatSubSellerPaymentValue('PERCENTAGE', hundredths);
        expect(parseSubSellerPercentage(shown)).toBe(hundredths);
        expect(
          parseSubSellerPercentage(subSellerPaymentValueText(subSellerPaymentValueToWire(hundredths))),
        ).toBe(hundredths);
      }),
    );
  });

  it('leaves more than two decimals from the wire visible, so the schema refuses them', () => {
    expect(parseSubSellerPaymentValue('FIXED', subSellerPaymentValueText(12.345))).toBeNull();
    expect(parseSubSellerPaymentValue('PERCENTAGE', subSellerPaymentValueText(10.001))).toBeNull();
    expect(subSellerPaymentValueText(Number.NaN)).toBe('');
  });
});

describe('badges and registration', () => {
  it('shows Ativo once validated, Inativo with the tooltip while it must be sent', () => {
    expect(subSellerBadge(true, 'ACTIVE')).toEqual({ label: 'Ativo', tone: 'success', tooltip: null });
    for (const status of ['INACTIVE', 'FAILED'] as const) {
      expect(subSellerBadge(true, status)).toEqual({
        label: 'Cadastro inativo',
        tone: 'danger',
        tooltip: 'Por favor, verifique os dados e realize o reenvio do cadastro.',
      });
    }
    expect(SUB_SELLER_INACTIVE_TOOLTIP).toBe(
      'Por favor, verifique os dados e realize o reenvio do cadastro.',
    );
    expect(subSellerBadge(true, 'PENDING').label).toBe('Em processamento');
    expect(subSellerBadge(false, 'ACTIVE').label).toBe('Desativado');
  });

  it('sends the registration again only when it was not accepted', () => {
    expect(needsSplitRegistration('INACTIVE')).toBe(true);
    expect(needsSplitRegistration('FAILED')).toBe(true);
    expect(needsSplitRegistration('PENDING')).toBe(false);
    expect(needsSplitRegistration('ACTIVE')).toBe(false);
  });

  it('shows the list columns to SELLER_CONFIG_NF and the staff roles only', () => {
    expect(canSeeSubSellerColumns(['SELLER_CONFIG_NF'])).toBe(true);
    expect(canSeeSubSellerColumns(['SELLER_BACKOFFICE'])).toBe(true);
    expect(canSeeSubSellerColumns(['SELLER_CHARGES', 'SELLER_CLIENTS'])).toBe(false);
  });
});
