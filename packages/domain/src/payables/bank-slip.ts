import { getBankByCode } from '@brazilian-utils/brazilian-utils/get-bank-by-code';
import { getBankByIspb } from '@brazilian-utils/brazilian-utils/get-bank-by-ispb';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import { isValidBoletoBarcode, parseBoleto } from '../boletos/boleto';
import { parseArrecadacao } from '../boletos/boleto-arrecadacao';
import type { ApiDate } from '../dates/calendar-day';
import { maskBankSlip } from '../forms/masks';

/**
 * The bank-slip step of '+ Novo pagamento' (/pagamentos, §2.8, §4.6, §5, §8, §9): what the barcode
 * field accepts, how it is masked, and what the slip says once decoded. Both FEBRABAN layouts come in:
 * the 'cobrança' slip (47-digit line, 44-digit barcode; `parseBoleto`) and the utility or tax slip
 * ('arrecadação': 48-digit line, 44-digit barcode starting with 8; `parseArrecadacao`), with every
 * check digit verified by those readers.
 */

export const BANK_SLIP_MESSAGES = {
  required: 'Informe o código de barras',
  onlyDigits: 'O código de barras deve conter apenas números',
  length: 'O código de barras deve ter 44 ou 47 dígitos',
  /** §8: the lookup failed; the drawer returns to the first step. */
  invalid: 'Código de barras inválido',
  description: 'Informe a descrição do boleto',
  amount: 'Informe o valor do boleto',
} as const;

/** §9: the masked field holds at most 60 characters (the 48-digit utility grouping takes 55). */
export const BARCODE_INPUT_MAX_LENGTH = 60;
const ACCEPTED_LENGTHS = [44, 47, 48];

/** Spaces, dots and hyphens are the mask's (or the printed line's) punctuation, never part of the code. */
const digitsOf = (typed: string): string => typed.replace(/[\s.-]/g, '');

/**
 * The field's value as typed or pasted: digits grouped as the slip prints them (`maskBankSlip`), at
 * most 48 digits and 60 characters. A 44-digit barcode (pasted from a scanner) stays plain digits
 * once it is a valid barcode, since the line's grouping would misplace its digits.
 */
export function maskBarcodeInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 48);
  if (digits.length === 44 && (digits.startsWith('8') ? isValidBoleto(digits) : isValidBoletoBarcode(digits)))
    return digits;
  return maskBankSlip(digits).slice(0, BARCODE_INPUT_MAX_LENGTH);
}

/**
 * §5's messages for the field, in their order, or null when it may go on to the lookup. A 48-digit
 * utility line is accepted although the message names 44 or 47 (§5's mask has a 48-digit form).
 */
export function barcodeInputError(typed: string): string | null {
  const digits = digitsOf(typed);
  if (digits === '') return BANK_SLIP_MESSAGES.required;
  if (!/^\d+$/.test(digits)) return BANK_SLIP_MESSAGES.onlyDigits;
  if (!ACCEPTED_LENGTHS.includes(digits.length)) return BANK_SLIP_MESSAGES.length;
  return null;
}

/** §3: an institution by its ISPB (the payments list's `credit_bank_ispb`); 'Banco (ISPB: code)' when unknown. */
export function institutionNameByIspb(ispb: string): string {
  return (/^\d{8}$/.test(ispb) && getBankByIspb(ispb)?.name) || `Banco (ISPB: ${ispb})`;
}

/** The bank of a slip by its three-digit COMPE code, from the Banco Central's STR list in brazilian-utils. */
export function bankNameByCode(code: string): string {
  return (/^\d{3}$/.test(code) && getBankByCode(code)?.name) || `Banco (ISPB: ${code})`;
}

export interface DecodedBankSlip {
  kind: 'BANK' | 'UTILITY';
  /** The 44 digits, the form the payment call sends (`barCode`). */
  barcode: string;
  /** The 47- or 48-digit line as the slip prints it, digits only. */
  line: string;
  /** The beneficiary's bank; null on utility slips, which are collected by any bank for a biller. */
  bankCode: string | null;
  bankName: string | null;
  /** Null on a utility slip whose value is a reference quantity, not reais. */
  amountCents: number | null;
  /** Null when the slip has no due date (factor 0000, and utility slips, whose layout has none). */
  dueDate: ApiDate | null;
}

export type BankSlipReading = { ok: true; slip: DecodedBankSlip } | { ok: false; message: string };

/** FEBRABAN's arrecadação digits: mod 10 for value kinds 6 and 7, mod 11 (remainders 0 and 1 → 0) for 8 and 9. */
function utilityCheckDigit(digits: string, valueKind: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (valueKind === '6' || valueKind === '7') {
      const product = digit * (i % 2 === 0 ? 2 : 1);
      sum += product > 9 ? product - 9 : product;
    } else sum += digit * (2 + (i % 8));
  }
  if (valueKind === '6' || valueKind === '7') return (10 - (sum % 10)) % 10;
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The 48-digit line of a 44-digit utility barcode: four blocks of 11, each with its own check digit. */
export function utilityBarcodeToLine(barcode: string): string | null {
  if (!/^8\d{43}$/.test(barcode) || !isValidBoleto(barcode)) return null;
  const valueKind = barcode[2] ?? '';
  return [0, 11, 22, 33]
    .map((start) => barcode.slice(start, start + 11))
    .reduce((line, block) => line + block + utilityCheckDigit(block, valueKind), '');
}

/**
 * Reads what the user typed. `today` ('yyyy-MM-dd' in São Paulo) picks the due-date factor's cycle
 * around the 2025-02-22 reset (`boletoDueDateFromFactor`). Anything §5 refuses gets §5's message; a
 * code of the right length whose check digits do not hold gets §8's 'Código de barras inválido'.
 */
export function readBankSlip(typed: string, today: ApiDate): BankSlipReading {
  const error = barcodeInputError(typed);
  if (error !== null) return { ok: false, message: error };
  const digits = digitsOf(typed);
  const slip = digits.startsWith('8') ? readUtility(digits) : readBank(digits, today);
  return slip === null ? { ok: false, message: BANK_SLIP_MESSAGES.invalid } : { ok: true, slip };
}

function readBank(digits: string, today: ApiDate): DecodedBankSlip | null {
  if (digits.length === 48) return null;
  const parsed = parseBoleto(digits, today);
  if (parsed === null) return null;
  return {
    kind: 'BANK',
    barcode: parsed.barcode,
    line: parsed.linhaDigitavel,
    bankCode: parsed.bankCode,
    bankName: bankNameByCode(parsed.bankCode),
    amountCents: parsed.amountCents,
    dueDate: parsed.dueDate,
  };
}

function readUtility(digits: string): DecodedBankSlip | null {
  const line = digits.length === 44 ? utilityBarcodeToLine(digits) : digits.length === 48 ? digits : null;
  const parsed = line === null ? null : parseArrecadacao(line);
  if (line === null || parsed === null) return null;
  return {
    kind: 'UTILITY',
    barcode: parsed.barcode,
    line,
    bankCode: null,
    bankName: null,
    amountCents: parsed.amountCents,
    dueDate: null,
  };
}
