import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidArrecadacao, parseArrecadacao } from './boleto-arrecadacao';

/** FEBRABAN's two check rules written again from the layout text, to make lines for the properties. */
function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += Math.floor(product / 10) + (product % 10);
  }
  return (10 - (sum % 10)) % 10;
}

/** Remainders 0 and 1 give 0, remainder 10 gives 1, the rest 11 minus the remainder. */
function mod11(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 8));
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function utilityLine(segment: string, valueKind: string, rest: string): string {
  const check = valueKind === '6' || valueKind === '7' ? mod10 : mod11;
  const head = `8${segment}${valueKind}`;
  const barcode = head + check(head + rest) + rest;
  return [0, 11, 22, 33]
    .map((start) => barcode.slice(start, start + 11))
    .reduce((line, block) => line + block + check(block), '');
}

const lines = fc
  .record({
    segment: fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '9'),
    valueKind: fc.constantFrom('6', '7', '8', '9'),
    rest: fc.stringMatching(/^\d{40}$/),
  })
  .map((slip) => ({ ...slip, line: utilityLine(slip.segment, slip.valueKind, slip.rest) }));

describe('arrecadação slips', () => {
  // Every line below was checked block by block with an independent script before being written here.
  it('reads published telecom and power slips (mod 10)', () => {
    // brazilian-utils documentation.
    expect(parseArrecadacao('846100000005246100291102005460339004695895061080')).toEqual({
      barcode: '84610000000246100291100054603390069589506108',
      segment: 4,
      amountCents: 2461,
    });
    // Tests of the boleto_utils Dart package (pub.dev): R$ 119,30.
    expect(parseArrecadacao('84660000001-8 19300048100-5 01122084280-8 92308214933-0')?.amountCents).toBe(
      11930,
    );
    // README of boletos-desc-br (npm): a power bill of R$ 66,78.
    expect(parseArrecadacao('836200000005 667800481000 180975657313 001589636081')).toMatchObject({
      segment: 3,
      amountCents: 6678,
    });
  });

  it('reads a mod 11 slip (value kind 8) made with an independent script: R$ 1.500,00', () => {
    const line = '858800000156000012345679890123456785901234567894';
    expect(utilityLine('5', '8', `00000150000${'12345678901234567890123456789'}`)).toBe(line);
    expect(parseArrecadacao(line)).toMatchObject({ segment: 5, amountCents: 150000 });
  });

  it('accepts every line made by the rules and reads its amount only when it is in reais', () => {
    fc.assert(
      fc.property(lines, ({ segment, valueKind, rest, line }) => {
        expect(isValidArrecadacao(line)).toBe(true);
        expect(parseArrecadacao(line)).toEqual({
          barcode: `8${segment}${valueKind}${line[3]}${rest}`,
          segment: Number(segment),
          amountCents: valueKind === '6' || valueKind === '8' ? Number(rest.slice(0, 11)) : null,
        });
      }),
    );
  });

  it('misses one wrong digit only in the rule digit, or in a mod 11 line whose digits are 0', () => {
    // Mod 10 catches any one change; mod 11 here gives 0 for the remainders 0 and 1 alike.
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 1, max: 9 }),
        (slip, i, shift) => {
          const { line, valueKind } = slip;
          const changed = line.slice(0, i) + String((Number(line[i]) + shift) % 10) + line.slice(i + 1);
          if (!isValidArrecadacao(changed)) return;
          const blockDigit = line[Math.floor(i / 12) * 12 + 11];
          expect(i === 2 || (['8', '9'].includes(valueKind) && line[3] === '0' && blockDigit === '0')).toBe(
            true,
          );
        },
      ),
    );
  });

  it('refuses bank slips, wrong lengths, unknown segments and value kinds', () => {
    expect(isValidArrecadacao('34195000080123320318964221470004584410000002000')).toBe(false);
    expect(isValidArrecadacao('84610000000524610029110200546033900469589506108')).toBe(false);
    expect(isValidArrecadacao(utilityLine('0', '6', '0'.repeat(40)))).toBe(false);
    expect(isValidArrecadacao(utilityLine('4', '5', '0'.repeat(40)))).toBe(false);
    expect(parseArrecadacao('846100000005246100291102005460339004695895061081')).toBeNull();
  });
});
