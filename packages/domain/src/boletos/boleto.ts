import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import { type RandomSource, randomIndex } from '../common/random';
import { type ApiDate, isApiDate } from '../dates/dates';

/**
 * Bank slips of the 'cobrança' kind (Carta-Circular BCB 2.926 and the FEBRABAN layout): the
 * 44-digit barcode and the 47-digit linha digitável printed above it. The barcode is
 * bank (3) · currency (1) · general check digit (1) · due-date factor (4) · amount (10) · free field (25).
 * The line regroups it into five fields and adds a mod-10 check digit to each of the first three.
 *
 * Reading a line goes through brazilian-utils (`isValidBoleto` checks all four of its check digits);
 * building is ours, because the library only draws random slips from Math.random and has no
 * date-to-factor rule.
 */

export interface BoletoFields {
  /** The bank's three-digit COMPE code ('341' Itaú, '001' Banco do Brasil). */
  bankCode: string;
  /** One digit; '9' is the real. */
  currency: string;
  /** 'yyyy-MM-dd', or null for a slip without due date (factor 0000). */
  dueDate: ApiDate | null;
  /** 0 to 9 999 999 999 (ten digits); 0 lets the payer type the amount. */
  amountCents: number;
  /** The 25 digits whose layout belongs to the bank (agency, account, 'nosso número'). */
  freeField: string;
}

export interface ParsedBoleto extends BoletoFields {
  barcode: string;
  linhaDigitavel: string;
}

export const MAX_BOLETO_AMOUNT_CENTS = 9_999_999_999;

const DAY_MS = 86_400_000;
/** FEBRABAN's base date: factor 1000 is 2000-07-03, 1000 days later, the first factor ever printed. */
const FACTOR_BASE_DAY = Date.UTC(1997, 9, 7) / DAY_MS;
const FIRST_FACTOR = 1000;
/** Factors 1000–9999: on 2025-02-22, the day after 9999, the factor went back to 1000. */
const FACTOR_CYCLE = 9000;

function dayNumber(day: ApiDate): number {
  if (!isApiDate(day)) throw new RangeError(`Not a yyyy-MM-dd date: ${day}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

const dayFromNumber = (day: number): ApiDate => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The four-digit factor of a due date: days since 1997-10-07 while that fits (2025-02-21 is 9999),
 * then, as FEBRABAN decided for the overflow, 1000 again on 2025-02-22 and on in cycles of 9000 days.
 * Dates before 2000-07-03 never had a factor, so they throw.
 */
export function boletoDueDateFactor(dueDate: ApiDate): number {
  const days = dayNumber(dueDate) - FACTOR_BASE_DAY;
  if (days < FIRST_FACTOR) throw new RangeError(`No due-date factor before 2000-07-03: ${dueDate}`);
  return ((days - FIRST_FACTOR) % FACTOR_CYCLE) + FIRST_FACTOR;
}

/**
 * The due date a factor stands for. Each factor names one day in every 9000-day cycle and the slip
 * does not say which, so the day nearest `referenceDay` wins (today, or the day the slip was issued):
 * right for any slip due within about twelve years of it. 0 means no due date.
 */
export function boletoDueDateFromFactor(factor: number, referenceDay: ApiDate): ApiDate | null {
  if (factor === 0) return null;
  if (!Number.isInteger(factor) || factor < FIRST_FACTOR || factor > 9999)
    throw new RangeError(`Not a due-date factor: ${factor}`);
  const reference = dayNumber(referenceDay) - FACTOR_BASE_DAY;
  const cycle = Math.max(0, Math.round((reference - factor) / FACTOR_CYCLE));
  return dayFromNumber(FACTOR_BASE_DAY + factor + cycle * FACTOR_CYCLE);
}

/** Mod 10 of a line field: weights 2, 1, 2, … from the right, adding the digits of each product. */
function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = (digits.charCodeAt(digits.length - 1 - i) - 48) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Mod 11 of the barcode without its check position: weights 2 to 9 from the right, 11 minus the
 * remainder. The results 10 and 11 do not fit in a digit and FEBRABAN turns them into 1 (0 is never
 * printed there), so the digit 1 stands for three remainders and some errors in the factor and
 * amount, which no field digit covers, go unnoticed.
 */
function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += (digits.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const result = 11 - (sum % 11);
  return result >= 10 ? 1 : result;
}

/** Digits of a typed or pasted code: spaces, dots and dashes are punctuation; anything else is not a code. */
function compactDigits(text: string): string | null {
  const compact = text.replace(/[\s.-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/**
 * A 44-digit bank-slip barcode whose general check digit (position 5) is right. A leading 8 is
 * refused: FEBRABAN gives that product digit to the 'arrecadação' slips, whose rules differ.
 */
export function isValidBoletoBarcode(barcode: string): boolean {
  if (!/^[0-79]\d{43}$/.test(barcode)) return false;
  return mod11(barcode.slice(0, 4) + barcode.slice(5)) === barcode.charCodeAt(4) - 48;
}

/** A 47-digit linha digitável (punctuation allowed) whose three field digits and general digit are right. */
export function isValidLinhaDigitavel(line: string): boolean {
  const digits = compactDigits(line);
  return digits !== null && /^[0-79]\d{46}$/.test(digits) && isValidBoleto(digits);
}

/** Builds the barcode; throws on fields a slip cannot carry, since they come from our own records. */
export function buildBoletoBarcode(fields: BoletoFields): string {
  const { bankCode, currency, dueDate, amountCents, freeField } = fields;
  if (!/^[0-79]\d{2}$/.test(bankCode)) throw new RangeError(`Not a bank code: ${bankCode}`);
  if (!/^\d$/.test(currency)) throw new RangeError(`Not a currency digit: ${currency}`);
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_BOLETO_AMOUNT_CENTS)
    throw new RangeError(`A bank slip carries 0 to ${MAX_BOLETO_AMOUNT_CENTS} cents, got ${amountCents}`);
  if (!/^\d{25}$/.test(freeField)) throw new RangeError(`The free field takes 25 digits: ${freeField}`);
  const factor = dueDate === null ? 0 : boletoDueDateFactor(dueDate);
  const rest = String(factor).padStart(4, '0') + String(amountCents).padStart(10, '0') + freeField;
  return bankCode + currency + mod11(bankCode + currency + rest) + rest;
}

/** The linha digitável of a barcode, digits only; null when the barcode is not a valid one. */
export function barcodeToLinhaDigitavel(barcode: string): string | null {
  const code = compactDigits(barcode);
  if (code === null || !isValidBoletoBarcode(code)) return null;
  const field1 = code.slice(0, 4) + code.slice(19, 24);
  const field2 = code.slice(24, 34);
  const field3 = code.slice(34, 44);
  const withCheck = (field: string): string => field + mod10(field);
  return withCheck(field1) + withCheck(field2) + withCheck(field3) + code.slice(4, 19);
}

/** The barcode behind a linha digitável (punctuation allowed); null when the line is not a valid one. */
export function linhaDigitavelToBarcode(line: string): string | null {
  const digits = compactDigits(line);
  if (digits === null || !isValidLinhaDigitavel(digits)) return null;
  return (
    digits.slice(0, 4) + digits.slice(32) + digits.slice(4, 9) + digits.slice(10, 20) + digits.slice(21, 31)
  );
}

/**
 * Reads a linha digitável or a barcode; null when neither is valid, or when its factor (1–999) names
 * no day. `referenceDay` picks the factor's cycle (see `boletoDueDateFromFactor`).
 */
export function parseBoleto(lineOrBarcode: string, referenceDay: ApiDate): ParsedBoleto | null {
  const digits = compactDigits(lineOrBarcode);
  if (digits === null) return null;
  const barcode = digits.length === 47 ? linhaDigitavelToBarcode(digits) : digits;
  if (barcode === null || !isValidBoletoBarcode(barcode)) return null;
  const factor = Number(barcode.slice(5, 9));
  if (factor > 0 && factor < FIRST_FACTOR) return null;
  return {
    bankCode: barcode.slice(0, 3),
    currency: barcode.slice(3, 4),
    dueDate: boletoDueDateFromFactor(factor, referenceDay),
    amountCents: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
    barcode,
    linhaDigitavel: barcodeToLinhaDigitavel(barcode)!,
  };
}

/** 25 digits for a slip's free field, drawn from the given source so seeded slips repeat. */
export function boletoFreeField(random: RandomSource): string {
  let digits = '';
  for (let i = 0; i < 25; i++) digits += String(randomIndex(random, 10));
  return digits;
}
