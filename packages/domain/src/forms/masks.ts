import { maskCurrency, maskPercentage } from '../money/money';

/**
 * The input masks of the forms. Each takes whatever is in the field (typed, pasted, or already
 * masked plus one more keystroke) and returns the masked text, so feeding the output back in is
 * harmless. Characters that cannot go in the next slot are dropped; extra characters are cut.
 */
export const MASK_KINDS = [
  'cpf',
  'cnpj',
  'cpfCnpj',
  'cep',
  'phone',
  'cellphone',
  'brPhone',
  'currency',
  'percentage',
  'date',
  'bankSlip',
  'onlyLetters',
  'onlyNumbers',
] as const;

export type MaskKind = (typeof MASK_KINDS)[number];

/** In a pattern '9' takes a digit, 'A' a letter or a digit; anything else is written as is. */
const MASK_PATTERNS = {
  cpf: '999.999.999-99',
  cnpj: 'AA.AAA.AAA/AAAA-99',
  cep: '99999-999',
  phone: '(99) 9999-9999',
  cellphone: '(99) 99999-9999',
  date: '99/99/9999',
  bankSlip: '99999.99999 99999.999999 99999.999999 9 99999999999999',
  utilitySlip: '99999999999-9 99999999999-9 99999999999-9 99999999999-9',
} as const;

const fitsSlot = (slot: string, character: string): boolean =>
  slot === '9' ? /\d/.test(character) : /[0-9A-Z]/.test(character);

/**
 * Fills the slots of a pattern in order. Literals are written only when a character follows
 * them, so deleting back over a '.' or '-' works.
 */
export function applyPattern(pattern: string, raw: string): string {
  const candidates = raw.toUpperCase().replace(/[^0-9A-Z]/g, '');
  let output = '';
  let pendingLiterals = '';
  let next = 0;
  for (const slot of pattern) {
    if (slot !== '9' && slot !== 'A') {
      pendingLiterals += slot;
      continue;
    }
    while (next < candidates.length && !fitsSlot(slot, candidates.charAt(next))) next++;
    if (next >= candidates.length) break;
    output += pendingLiterals + candidates.charAt(next);
    pendingLiterals = '';
    next++;
  }
  return output;
}

export const maskCpf = (raw: string): string => applyPattern(MASK_PATTERNS.cpf, raw.replace(/\D/g, ''));

/** Letters are allowed in the first 12 positions since the alphanumeric CNPJ (July 2026). */
export const maskCnpj = (raw: string): string => applyPattern(MASK_PATTERNS.cnpj, raw);

/** CPF while the value could still be one (up to 11 digits), CNPJ once it is longer or has a letter. */
export function maskCpfOrCnpj(raw: string): string {
  const characters = raw.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return characters.length <= 11 && /^\d*$/.test(characters) ? maskCpf(characters) : maskCnpj(characters);
}

export const maskCep = (raw: string): string => applyPattern(MASK_PATTERNS.cep, raw.replace(/\D/g, ''));
export const maskPhone = (raw: string): string => applyPattern(MASK_PATTERNS.phone, raw.replace(/\D/g, ''));
export const maskCellphone = (raw: string): string =>
  applyPattern(MASK_PATTERNS.cellphone, raw.replace(/\D/g, ''));
/** A Brazilian phone as it is typed: the landline form up to 10 digits, the mobile one at 11. */
export const maskBrazilianPhone = (raw: string): string => {
  const digits = raw.replace(/\D/g, '');
  return digits.length <= 10 ? maskPhone(digits) : maskCellphone(digits);
};
export const maskDate = (raw: string): string => applyPattern(MASK_PATTERNS.date, raw.replace(/\D/g, ''));

/**
 * Bank slip 'linha digitável'. Utility and tax slips (arrecadação, 48 digits) always start with
 * 8, which no bank code does; they take FEBRABAN's four blocks of 11 digits plus a check digit.
 * Bank slips (cobrança, 47 digits) take the grouping printed on them.
 */
export function maskBankSlip(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return applyPattern(digits.startsWith('8') ? MASK_PATTERNS.utilitySlip : MASK_PATTERNS.bankSlip, digits);
}

/** Letters of any alphabet (accents included) and spaces, for names. */
export const maskOnlyLetters = (raw: string): string => raw.replace(/[^\p{L}\p{M} ]/gu, '');

export const maskOnlyNumbers = (raw: string): string => raw.replace(/\D/g, '');

const MASKS: Record<MaskKind, (raw: string) => string> = {
  cpf: maskCpf,
  cnpj: maskCnpj,
  cpfCnpj: maskCpfOrCnpj,
  cep: maskCep,
  phone: maskPhone,
  cellphone: maskCellphone,
  brPhone: maskBrazilianPhone,
  currency: maskCurrency,
  percentage: maskPercentage,
  date: maskDate,
  bankSlip: maskBankSlip,
  onlyLetters: maskOnlyLetters,
  onlyNumbers: maskOnlyNumbers,
};

/** One entry point for a masked input component: `applyMask(props.mask, event.target.value)`. */
export function applyMask(kind: MaskKind, raw: string): string {
  return MASKS[kind](raw);
}
