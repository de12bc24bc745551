import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../common/random';
import {
  documentKind,
  formatCnpj,
  formatCpf,
  formatDocument,
  generateCnpj,
  generateCpf,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  normalizeDocument,
  obscureDocument,
} from './documents';

const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const cpfs = seeds.map((seed) => generateCpf(seededRandom(seed)));
const numericCnpjs = seeds.map((seed) => generateCnpj(seededRandom(seed)));
const alphanumericCnpjs = seeds.map((seed) => generateCnpj(seededRandom(seed), { alphanumeric: true }));
const cnpjs = fc.oneof(numericCnpjs, alphanumericCnpjs);

/** The remainder of the first check sum, before 0 and 1 are both turned into the digit 0. */
function firstRemainder(document: string): number {
  const weights =
    document.length === 11 ? [10, 9, 8, 7, 6, 5, 4, 3, 2] : [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, i) => total + (document.charCodeAt(i) - 48) * weight, 0);
  return sum % 11;
}

/** Replaces the character at `index` by another digit, chosen by `shift` (1 to 9). */
function changeDigit(document: string, index: number, shift: number): string {
  const current = document.charCodeAt(index) - 48;
  const replacement = current >= 0 && current <= 9 ? (current + shift) % 10 : shift;
  return document.slice(0, index) + String(replacement) + document.slice(index + 1);
}

describe('validation', () => {
  it('accepts known documents with or without punctuation', () => {
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCnpj('12.345.678/0001-95')).toBe(true);
    expect(isValidCnpj('12345678000195')).toBe(true);
  });

  it('accepts the alphanumeric CNPJ in any letter case', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
  });

  it('rejects reserved, short and malformed values', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('1234567890')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('12ABC34501DEAB')).toBe(false);
    expect(isValidCpfOrCnpj('')).toBe(false);
  });

  it('tells which document a value is', () => {
    expect(documentKind('123.456.789-09')).toBe('CPF');
    expect(documentKind('12.345.678/0001-95')).toBe('CNPJ');
    expect(documentKind('12.ABC.345/01DE-35')).toBe('CNPJ');
    expect(documentKind('123.456.789-00')).toBeNull();
    expect(isValidCpfOrCnpj('12345678909')).toBe(true);
  });
});

describe('formatting', () => {
  it('formats and normalises', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(normalizeDocument(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(formatDocument('12345678909')).toBe('123.456.789-09');
    expect(formatDocument('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatDocument('123')).toBe('123');
  });

  it('hides the edges of a document', () => {
    expect(obscureDocument('123.456.789-09')).toBe('***.456.789-**');
    expect(obscureDocument('12345678000195')).toBe('**.345.678/0001-**');
    expect(obscureDocument('abc')).toBe('abc');
  });

  it('gives back the bare document after formatting it', () => {
    fc.assert(fc.property(cpfs, (cpf) => normalizeDocument(formatCpf(cpf)) === cpf));
    fc.assert(fc.property(cnpjs, (cnpj) => normalizeDocument(formatCnpj(cnpj)) === cnpj));
    fc.assert(fc.property(fc.oneof(cpfs, cnpjs), (doc) => normalizeDocument(formatDocument(doc)) === doc));
  });
});

describe('generators', () => {
  it('are deterministic for a seed', () => {
    expect(generateCpf(seededRandom(42))).toBe(generateCpf(seededRandom(42)));
    expect(generateCnpj(seededRandom(42), { alphanumeric: true })).toBe(
      generateCnpj(seededRandom(42), { alphanumeric: true }),
    );
  });

  it('write the branch into positions 9 to 12', () => {
    expect(generateCnpj(seededRandom(1), { branch: 37 }).slice(8, 12)).toBe('0037');
    expect(() => generateCnpj(seededRandom(1), { branch: 0 })).toThrow(RangeError);
  });

  it('produce documents that validate, formatted or not', () => {
    fc.assert(
      fc.property(
        cpfs,
        (cpf) => isValidCpf(cpf) && isValidCpf(formatCpf(cpf)) && documentKind(cpf) === 'CPF',
      ),
    );
    fc.assert(fc.property(cnpjs, (cnpj) => isValidCnpj(cnpj) && isValidCnpj(formatCnpj(cnpj))));
    fc.assert(fc.property(alphanumericCnpjs, (cnpj) => isValidCnpj(cnpj.toLowerCase())));
  });
});

describe('changing one digit', () => {
  const positions = (length: number) => fc.integer({ min: 0, max: length - 1 });
  const shifts = fc.integer({ min: 1, max: 9 });

  it('breaks the document whenever a check digit changes', () => {
    fc.assert(
      fc.property(cpfs, fc.constantFrom(9, 10), shifts, (cpf, i, s) => !isValidCpf(changeDigit(cpf, i, s))),
    );
    fc.assert(
      fc.property(cnpjs, fc.constantFrom(12, 13), shifts, (c, i, s) => !isValidCnpj(changeDigit(c, i, s))),
    );
  });

  // Mod 11 maps remainders 0 and 1 to the same digit, so a change that only moves the first
  // remainder between 0 and 1 goes unnoticed. Every other single-digit change is caught.
  it('breaks the document unless the first check-sum remainder only moved between 0 and 1', () => {
    const onlyZeroOneSwap = (before: string, after: string) =>
      new Set([firstRemainder(before), firstRemainder(after)]).size === 2 &&
      [firstRemainder(before), firstRemainder(after)].every((r) => r < 2);
    fc.assert(
      fc.property(cpfs, positions(9), shifts, (cpf, i, s) => {
        const changed = changeDigit(cpf, i, s);
        return !isValidCpf(changed) || onlyZeroOneSwap(cpf, changed);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(cnpjs, positions(12), shifts, (cnpj, i, s) => {
        // A letter's value can differ from a digit's by a multiple of 11; see the blind spots below.
        fc.pre(/\d/.test(cnpj.charAt(i)));
        const changed = changeDigit(cnpj, i, s);
        return !isValidCnpj(changed) || onlyZeroOneSwap(cnpj, changed);
      }),
      { numRuns: 2000 },
    );
  });

  it('documents the blind spots of the check digits', () => {
    // The first digit weighs 10 (≡ −1) in the first sum and 11 (≡ 0) in the second.
    expect(isValidCpf('44976331105')).toBe(true);
    expect(isValidCpf('54976331105')).toBe(true);
    // In the alphanumeric CNPJ, 'F' is worth 22 ≡ 0 (mod 11): swapping it for '0' changes no sum.
    expect(isValidCnpj('P1G2RHH5000105')).toBe(true);
    expect(isValidCnpj('P1G2RHH5F00105')).toBe(true);
  });
});
