import { getBoletoInfo } from '@brazilian-utils/brazilian-utils/get-boleto-info';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';

/**
 * Utility and tax slips ('arrecadação': water, power, telephone, taxes), FEBRABAN's other layout:
 * product 8 · segment · value kind · general check digit · value (11) · biller and free digits,
 * printed as four blocks of 11 digits, each followed by its own check digit. The third digit picks
 * the check rule (6 or 7: mod 10; 8 or 9: mod 11) and says whether the value is an amount in reais
 * (6, 8) or a quantity of some reference index (7, 9). brazilian-utils checks all five digits and
 * reads the fields; the back office only validates these slips and shows their amount.
 */

export interface ParsedArrecadacao {
  /** The 44 digits the barcode carries: the line without its four block digits. */
  barcode: string;
  /** 1 city halls, 2 sanitation, 3 power and gas, 4 telecom, 5 government, 6 other billers, 7 traffic fines, 9 the bank's own. */
  segment: number;
  /** Null when the value is a reference quantity rather than reais. */
  amountCents: number | null;
}

const compactLine = (line: string): string => line.replace(/[\s.-]/g, '');

/** A 48-digit utility line (punctuation allowed) whose block digits and general digit are right. */
export function isValidArrecadacao(line: string): boolean {
  const digits = compactLine(line);
  return /^8\d{47}$/.test(digits) && isValidBoleto(digits);
}

/** Segment and amount of a valid 48-digit utility line, or null. */
export function parseArrecadacao(line: string): ParsedArrecadacao | null {
  if (!isValidArrecadacao(line)) return null;
  const digits = compactLine(line);
  const info = getBoletoInfo(digits);
  if (info === null || info.segment === undefined) return null;
  const barcode = [0, 12, 24, 36].map((start) => digits.slice(start, start + 11)).join('');
  return {
    barcode,
    segment: info.segment,
    amountCents: info.hasEffectiveValue ? info.amount : null,
  };
}
