import { formatCnpj as formatCnpjDigits } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf as formatCpfDigits } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCnpj as isValidCnpjText } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf as isValidCpfText } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { type RandomSource, randomIndex } from '../common/random';

/**
 * CPF (people) and CNPJ (companies). Validation and formatting come from brazilian-utils, which
 * already reads the alphanumeric CNPJ in force since July 2026 (version 2: A–Z or 0–9 in the first
 * 12 positions, each worth its char code minus 48, two numeric mod-11 check digits). The
 * generators are ours because the library's draw from Math.random and cannot be seeded.
 */
export type DocumentKind = 'CPF' | 'CNPJ';

const DIGITS = '0123456789';
const CNPJ_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND_WEIGHTS = [6, ...CNPJ_FIRST_WEIGHTS];

/** Upper-cased letters and digits only: what is stored and sent, whatever punctuation was typed. */
export function normalizeDocument(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

export function isValidCpf(value: string): boolean {
  return isValidCpfText(value);
}

/** Numeric and alphanumeric CNPJ, with or without punctuation, any letter case. */
export function isValidCnpj(value: string): boolean {
  return isValidCnpjText(value, { version: 2 });
}

export function isValidCpfOrCnpj(value: string): boolean {
  return documentKind(value) !== null;
}

/** Which valid document the value is; null when it is neither a valid CPF nor a valid CNPJ. */
export function documentKind(value: string): DocumentKind | null {
  if (isValidCpf(value)) return 'CPF';
  if (isValidCnpj(value)) return 'CNPJ';
  return null;
}

/** '12345678909' → '123.456.789-09'; a partial value is formatted as far as it goes. */
export function formatCpf(value: string): string {
  return formatCpfDigits(normalizeDocument(value));
}

/** '12345678000195' → '12.345.678/0001-95'; letters are kept and upper-cased. */
export function formatCnpj(value: string): string {
  return formatCnpjDigits(normalizeDocument(value), { version: 2 });
}

/** Formats by length: 14 characters or any letter means CNPJ, 11 digits means CPF, else unchanged. */
export function formatDocument(value: string): string {
  const normalized = normalizeDocument(value);
  if (normalized.length === 14) return formatCnpj(normalized);
  if (normalized.length === 11 && /^\d+$/.test(normalized)) return formatCpf(normalized);
  return value;
}

/** Hides the edges, as the banking screens show documents: '***.456.789-**', '**.345.678/0001-**'. */
export function obscureDocument(value: string): string {
  const normalized = normalizeDocument(value);
  if (normalized.length === 11 && /^\d+$/.test(normalized))
    return formatCpfDigits(normalized, { obfuscate: true });
  if (normalized.length === 14) return formatCnpjDigits(normalized, { version: 2, obfuscate: true });
  return value;
}

/** Mod 11 with weights; remainders 0 and 1 both give the digit 0, for CPF and CNPJ alike. */
function checkDigit(characters: string, weights: readonly number[]): string {
  let sum = 0;
  for (let i = 0; i < characters.length; i++) sum += (characters.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const remainder = sum % 11;
  return String(remainder < 2 ? 0 : 11 - remainder);
}

function cpfCheckDigits(base: string): string {
  const first = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first + checkDigit(base + first, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
}

function cnpjCheckDigits(base: string): string {
  const first = checkDigit(base, CNPJ_FIRST_WEIGHTS);
  return first + checkDigit(base + first, CNPJ_SECOND_WEIGHTS);
}

function draw(random: RandomSource, alphabet: string, length: number): string {
  let result = '';
  for (let i = 0; i < length; i++) result += alphabet.charAt(randomIndex(random, alphabet.length));
  return result;
}

const isRepeated = (text: string): boolean => text === (text[0] ?? '').repeat(text.length);

/** A valid CPF, 11 digits without punctuation, drawn from the given source. */
export function generateCpf(random: RandomSource): string {
  let base = draw(random, DIGITS, 9);
  // 111.111.111-11 and the like pass the checksum but are reserved, so validators reject them.
  while (isRepeated(base)) base = draw(random, DIGITS, 9);
  return base + cpfCheckDigits(base);
}

export interface GenerateCnpjOptions {
  /** Draw the 8-character root from A–Z and 0–9 (the new alphanumeric CNPJ). */
  alphanumeric?: boolean;
  /** The establishment number (positions 9–12), 1 for the head office; defaults to 1. */
  branch?: number;
}

/** A valid CNPJ, 14 characters without punctuation, drawn from the given source. */
export function generateCnpj(random: RandomSource, options: GenerateCnpjOptions = {}): string {
  const branch = options.branch ?? 1;
  if (!Number.isInteger(branch) || branch < 1 || branch > 9999)
    throw new RangeError(`Invalid branch ${branch}`);
  const alphabet = options.alphanumeric ? CNPJ_CHARACTERS : DIGITS;
  let root = draw(random, alphabet, 8);
  while (isRepeated(root)) root = draw(random, alphabet, 8);
  const base = root + String(branch).padStart(4, '0');
  return base + cnpjCheckDigits(base);
}
