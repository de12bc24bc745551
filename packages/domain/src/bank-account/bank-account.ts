import { isValidCnpj, isValidCpf, normalizeDocument } from '../documents/documents';

/**
 * The business bank account (conta PJ) and its activation (002 §2.2, §3, §4.2, §9): the statuses, the
 * wizard's steps and what each status disables. The form's fields and messages are in
 * `activation-schema.ts`.
 */
const BANK_ACCOUNT_STATUSES = ['INACTIVE', 'PENDING', 'FAILED', 'ACTIVE'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

/** The status badge of /ativar-pj (the documents name the statuses, not their words). */
export const BANK_ACCOUNT_STATUS_LABELS: Readonly<Record<BankAccountStatus, string>> = {
  INACTIVE: 'Não solicitada',
  PENDING: 'Em análise',
  FAILED: 'Reprovada',
  ACTIVE: 'Ativa',
};

export const BUSINESS_TYPES = ['MEI', 'ME', 'EI', 'EIRELI', 'LTDA', 'SS', 'SA', 'NON_PROFIT'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const DEFAULT_BUSINESS_TYPE: BusinessType = 'LTDA';

export const BUSINESS_TYPE_LABELS: Readonly<Record<BusinessType, string>> = {
  MEI: 'MEI — Microempreendedor individual',
  ME: 'ME — Microempresa',
  EI: 'EI — Empresário individual',
  EIRELI: 'EIRELI',
  LTDA: 'LTDA — Sociedade limitada',
  SS: 'SS — Sociedade simples',
  SA: 'SA — Sociedade anônima',
  NON_PROFIT: 'Sem fins lucrativos',
};

export const OWNER_TYPES = ['PARTNER', 'PROXY_HOLDER', 'LEGAL_REPRESENTATIVE', 'OTHER'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];
export const DEFAULT_OWNER_TYPE: OwnerType = 'PARTNER';
/** §4.2: a partner that is a company is always its legal representative. */
export const LEGAL_OWNER_TYPE = 'LEGAL_REPRESENTATIVE' satisfies OwnerType;

export const OWNER_TYPE_LABELS: Readonly<Record<OwnerType, string>> = {
  PARTNER: 'Sócio',
  PROXY_HOLDER: 'Procurador',
  LEGAL_REPRESENTATIVE: 'Representante legal',
  OTHER: 'Outro',
};

/** §9: the main activity code (CNAE) has up to 9 digits; the address country is always BR. */
export const MAIN_ACTIVITY_MAX_DIGITS = 9;
export const ACTIVATION_COUNTRY = 'BR';
/** More partners than this is a typing accident, not a company: the contract caps the lists there. */
export const MAX_PARTNERS = 10;
/** §5: partner A's document field takes a formatted CPF (14), the others a formatted CNPJ (18). */
export const PARTNER_A_DOCUMENT_MAX_LENGTH = 14;
export const PARTNER_DOCUMENT_MAX_LENGTH = 18;

/** The wizard's sections, in order (the section indicator). */
export const ACTIVATION_STEPS = ['Dados da empresa', 'Dados adicionais', 'Dados dos sócios'] as const;
export const ACTIVATION_LAST_STEP = ACTIVATION_STEPS.length;

/** Slots are lettered A (the account owner), B, C… */
export function partnerLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

export type PartnerKind = 'NATURAL' | 'LEGAL';

/**
 * §4.2: a valid CPF makes a natural person, a valid CNPJ a company (legal entity); anything else is
 * not decided yet (the slot keeps its kind until the document is valid).
 */
export function partnerKindOf(document: string): PartnerKind | null {
  const normalized = normalizeDocument(document);
  if (normalized.length <= 11 && isValidCpf(normalized)) return 'NATURAL';
  if (isValidCnpj(normalized)) return 'LEGAL';
  return null;
}

/** §4.2: steps 1 and 2 are read-only while the account is in analysis or open. */
export function companyStepsLocked(status: BankAccountStatus): boolean {
  return status === 'PENDING' || status === 'ACTIVE';
}

/** §4.2: the partners are read-only once the account is open. */
export function partnerStepLocked(status: BankAccountStatus): boolean {
  return status === 'ACTIVE';
}

/** §4.2: Finalizar is off while sending, once ACTIVE, and while PENDING on the last step. */
export function finishDisabled(status: BankAccountStatus, step: number, sending: boolean): boolean {
  return sending || status === 'ACTIVE' || (status === 'PENDING' && step === ACTIVATION_LAST_STEP);
}

/** §4.2: Próximo checks the step unless the account is already open (nothing there can change). */
export function nextValidates(status: BankAccountStatus): boolean {
  return status === 'INACTIVE' || status === 'FAILED' || status === 'PENDING';
}

/** §9: the agency every account of the provider has; 'Dados da Conta' shows it with the number. */
export const BANK_AGENCY = '0001';
/** §9: what 'Dados da Conta' shows for the number of an account that is not open yet. */
export const NO_ACCOUNT_NUMBER = '—';

/** The check digit of an account number: modulo 11 with weights 2 to 9 from the right, 10 and 11 as 0. */
function accountCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 8));
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 0 : digit;
}

/** The checking account's number as shown ('100001-5'): the sequence the bank gave it and its check digit. */
export function checkingAccountNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence <= 0)
    throw new RangeError(`sequência inválida: ${sequence}`);
  const digits = String(sequence);
  return `${digits}-${accountCheckDigit(digits)}`;
}

export function checkingAccountNumberIsValid(value: string): boolean {
  const match = /^([0-9]{1,10})-([0-9])$/.exec(value);
  return match !== null && accountCheckDigit(match[1]!) === Number(match[2]);
}
