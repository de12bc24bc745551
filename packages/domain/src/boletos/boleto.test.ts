import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../common/random';
import { addDays } from '../dates/dates';
import {
  barcodeToLinhaDigitavel,
  boletoDueDateFactor,
  boletoDueDateFromFactor,
  boletoFreeField,
  buildBoletoBarcode,
  isValidBoletoBarcode,
  isValidLinhaDigitavel,
  linhaDigitavelToBarcode,
  MAX_BOLETO_AMOUNT_CENTS,
  parseBoleto,
} from './boleto';

const FIRST_FACTOR_DAY = '2000-07-03';
/** Days from 2000-07-03 to past 2090, so three factor cycles and two rollovers are covered. */
const days = fc.integer({ min: 0, max: 33_000 }).map((offset) => addDays(FIRST_FACTOR_DAY, offset));
const fields = fc.record({
  bankCode: fc.stringMatching(/^[0-79]\d{2}$/),
  currency: fc.constantFrom('9', '0'),
  dueDate: fc.option(days, { nil: null, freq: 8 }),
  amountCents: fc.integer({ min: 0, max: MAX_BOLETO_AMOUNT_CENTS }),
  freeField: fc.stringMatching(/^\d{25}$/),
});
/** A reference day within six years of the due date, well inside the half cycle that decides. */
const referenceOffsets = fc.integer({ min: -2200, max: 2200 });

const lineOf = (barcode: string): string => barcodeToLinhaDigitavel(barcode)!;
/** FEBRABAN's mod 11 written again from the text, to forge barcodes the builder refuses to make. */
function withGeneralDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (2 + (i % 8));
  const result = 11 - (sum % 11);
  return body.slice(0, 4) + String(result >= 10 ? 1 : result) + body.slice(4);
}
const replaceDigit = (code: string, index: number, shift: number): string =>
  code.slice(0, index) + String((Number(code[index]) + shift) % 10) + code.slice(index + 1);

describe('published slips', () => {
  // Each line was checked digit by digit with an independent script before being written here.
  it('reads the Itaú example of boleto.js and rebuilds its barcode from its fields', () => {
    // The README of boleto.js (npm sunne-boleto.js): the line and the barcode it derives from it.
    const line = '34195.00008 01233.203189 64221.470004 5 84410000002000';
    const barcode = '34195844100000020005000001233203186422147000';
    expect(linhaDigitavelToBarcode(line)).toBe(barcode);
    expect(barcodeToLinhaDigitavel(barcode)).toBe(line.replace(/\D/g, ''));
    expect(parseBoleto(line, '2020-11-01')).toMatchObject({
      bankCode: '341',
      dueDate: '2020-11-16',
      amountCents: 2000,
    });
    const fields = { bankCode: '341', currency: '9', dueDate: '2020-11-16', amountCents: 2000 };
    expect(buildBoletoBarcode({ ...fields, freeField: '5000001233203186422147000' })).toBe(barcode);
  });

  it('reads the Banco Inter example of boleto_parser (due 2022-05-31, R$ 151,30)', () => {
    // npm boleto_parser README: factor 9002, amount 0000015130, general digit 7.
    expect(parseBoleto('07790.00116 12064.449908 08159.365561 7 90020000015130', '2022-05-01')).toEqual({
      bankCode: '077',
      currency: '9',
      dueDate: '2022-05-31',
      amountCents: 15130,
      freeField: '0001112064449900815936556',
      barcode: '07797900200000151300001112064449900815936556',
      linhaDigitavel: '07790001161206444990808159365561790020000015130',
    });
  });

  it('reads the Banco do Brasil example of brazilian-utils (due 2018-07-15, R$ 1.026,56)', () => {
    expect(parseBoleto('00190000090114971860168524522114675860000102656', '2018-07-01')).toMatchObject({
      bankCode: '001',
      dueDate: '2018-07-15',
      amountCents: 102656,
    });
  });

  it('builds a slip due after the 2025 reset (factor 1381), checked with an independent script', () => {
    const barcode = buildBoletoBarcode({
      bankCode: '341',
      currency: '9',
      dueDate: '2026-03-10',
      amountCents: 123456,
      freeField: '1090000012345678901234567',
    });
    expect(barcode).toBe('34197138100001234561090000012345678901234567');
    expect(lineOf(barcode)).toBe('34191090080001234567489012345677713810000123456');
  });
});

describe('due-date factor', () => {
  it('follows the FEBRABAN table and restarts at 1000 on 2025-02-22', () => {
    // 1000, 1002, 1667, 4789 and 9999 are the table of the FEBRABAN specification as banks reprint
    // it; 2025-02-22 = 1000 is the reset as the Bradesco cobrança layout states it.
    expect(boletoDueDateFactor('2000-07-03')).toBe(1000);
    expect(boletoDueDateFactor('2000-07-05')).toBe(1002);
    expect(boletoDueDateFactor('2002-05-01')).toBe(1667);
    expect(boletoDueDateFactor('2010-11-17')).toBe(4789);
    expect(boletoDueDateFactor('2025-02-21')).toBe(9999);
    expect(boletoDueDateFactor('2025-02-22')).toBe(1000);
    expect(boletoDueDateFactor('2025-02-23')).toBe(1001);
    expect(boletoDueDateFactor('2049-10-13')).toBe(9999);
    expect(boletoDueDateFactor('2049-10-14')).toBe(1000);
  });

  it('has no factor before 2000-07-03', () => {
    expect(() => boletoDueDateFactor('2000-07-02')).toThrow(RangeError);
    expect(() => boletoDueDateFactor('2025-02-30')).toThrow(RangeError);
  });

  it('reads each side of the reset back to its own day', () => {
    expect(boletoDueDateFromFactor(9999, '2025-02-22')).toBe('2025-02-21');
    expect(boletoDueDateFromFactor(1000, '2025-02-21')).toBe('2025-02-22');
    expect(boletoDueDateFromFactor(1000, '2001-01-01')).toBe('2000-07-03');
    expect(boletoDueDateFromFactor(9999, '2024-12-01')).toBe('2025-02-21');
    expect(boletoDueDateFromFactor(1001, '2025-01-10')).toBe('2025-02-23');
    expect(boletoDueDateFromFactor(0, '2025-01-10')).toBeNull();
    expect(() => boletoDueDateFromFactor(999, '2025-01-10')).toThrow(RangeError);
  });

  it('goes up by one a day, except from 9999 back to 1000', () => {
    fc.assert(
      fc.property(days, (day) => {
        const today = boletoDueDateFactor(day);
        const tomorrow = boletoDueDateFactor(addDays(day, 1));
        expect(today >= 1000 && today <= 9999).toBe(true);
        expect(tomorrow).toBe(today === 9999 ? 1000 : today + 1);
      }),
    );
  });

  it('reads back the day it was made from, seen from within six years of it', () => {
    fc.assert(
      fc.property(days, referenceOffsets, (day, offset) => {
        expect(boletoDueDateFromFactor(boletoDueDateFactor(day), addDays(day, offset))).toBe(day);
      }),
    );
  });
});

describe('barcode and linha digitável', () => {
  it('round-trips: parse(build(fields)) gives the fields back', () => {
    fc.assert(
      fc.property(fields, referenceOffsets, (slip, offset) => {
        const barcode = buildBoletoBarcode(slip);
        const reference = addDays(slip.dueDate ?? '2026-01-01', offset);
        expect(parseBoleto(barcode, reference)).toEqual({
          ...slip,
          barcode,
          linhaDigitavel: lineOf(barcode),
        });
        expect(parseBoleto(lineOf(barcode), reference)).toEqual(parseBoleto(barcode, reference));
      }),
    );
  });

  it('converts barcode to line and back, and brazilian-utils accepts every line built', () => {
    fc.assert(
      fc.property(fields, (slip) => {
        const barcode = buildBoletoBarcode(slip);
        const line = lineOf(barcode);
        expect(barcode).toMatch(/^\d{44}$/);
        expect(line).toMatch(/^\d{47}$/);
        expect(isValidBoletoBarcode(barcode)).toBe(true);
        expect(isValidBoleto(line)).toBe(true);
        expect(linhaDigitavelToBarcode(line)).toBe(barcode);
      }),
    );
  });

  it('always catches one wrong digit in fields 1 to 4 (the field digits and the general digit)', () => {
    // Weight 1 shifts the mod-10 sum by the change itself and weight 2 maps 0–9 onto distinct digit
    // sums, so no change inside a field keeps its digit; the general digit is computed from the rest.
    fc.assert(
      fc.property(
        fields,
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 1, max: 9 }),
        (slip, i, shift) => {
          const changed = replaceDigit(lineOf(buildBoletoBarcode(slip)), i, shift);
          expect(isValidLinhaDigitavel(changed)).toBe(false);
        },
      ),
    );
  });

  it('misses a wrong due date or amount digit only when the general digit is 1', () => {
    // Field 5 has only the general mod-11 digit, and 1 stands for the remainders 0, 1 and 10.
    fc.assert(
      fc.property(
        fields,
        fc.integer({ min: 33, max: 46 }),
        fc.integer({ min: 1, max: 9 }),
        (slip, i, shift) => {
          const line = lineOf(buildBoletoBarcode(slip));
          if (isValidLinhaDigitavel(replaceDigit(line, i, shift))) expect(line[32]).toBe('1');
        },
      ),
    );
  });

  it('really does miss some: R$ 100,03 and R$ 30.000.100,03 share every check digit', () => {
    const cheap = '23791090080001234567489012345677111280000010003';
    const dear = '23791090080001234567489012345677111283000010003';
    expect(isValidLinhaDigitavel(cheap)).toBe(true);
    expect(isValidLinhaDigitavel(dear)).toBe(true);
    expect(parseBoleto(dear, '2025-06-01')?.amountCents).toBe(3_000_010_003);
  });

  it('accepts punctuation and refuses other characters, wrong lengths and a leading 8', () => {
    expect(isValidLinhaDigitavel('34195.00008 01233.203189 64221.470004 5 84410000002000')).toBe(true);
    expect(isValidLinhaDigitavel('34195x00008 01233.203189 64221.470004 5 84410000002000')).toBe(false);
    expect(isValidLinhaDigitavel('3419500008012332031896422147000458441000000200')).toBe(false);
    expect(isValidBoletoBarcode('34195844100000020005000001233203186422147000 ')).toBe(false);
    expect(isValidBoletoBarcode('84610000000246100291100054603390069589506108')).toBe(false);
    expect(barcodeToLinhaDigitavel('34195844100000020005000001233203186422147001')).toBeNull();
    expect(linhaDigitavelToBarcode('34195000080123320318964221470004584410000002001')).toBeNull();
    expect(parseBoleto('not a slip', '2025-01-01')).toBeNull();
  });

  it('draws free fields from a seed, the same ones on every run', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const freeField = boletoFreeField(seededRandom(seed));
        expect(freeField).toMatch(/^\d{25}$/);
        expect(boletoFreeField(seededRandom(seed))).toBe(freeField);
      }),
    );
    expect(new Set([1, 2, 3].map((seed) => boletoFreeField(seededRandom(seed)))).size).toBe(3);
  });

  it('agrees with an independent mod 11 and refuses a factor between 1 and 999, which names no day', () => {
    fc.assert(
      fc.property(fields, (slip) => {
        const barcode = buildBoletoBarcode(slip);
        expect(withGeneralDigit(barcode.slice(0, 4) + barcode.slice(5))).toBe(barcode);
      }),
    );
    const forged = withGeneralDigit(`0019${'0999'}${'0000000500'}${'0'.repeat(25)}`);
    expect(isValidBoletoBarcode(forged)).toBe(true);
    expect(parseBoleto(forged, '2025-01-01')).toBeNull();
    const withoutDueDate = withGeneralDigit(`0019${'0000'}${'0000000500'}${'0'.repeat(25)}`);
    expect(parseBoleto(withoutDueDate, '2025-01-01')?.dueDate).toBeNull();
  });
});
