import { hasAnyRole, type Role } from '../access/roles';
import { formatCnpj } from '../documents/documents';
import { maskCellphone } from '../forms/masks';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';
import { isValidPixKey } from './pix';

/**
 * Pix keys (/dados-conta) of the banking document: §2.3, §3, §4.3, §5, §6, §8, §9. The form and the
 * sandbox read the same rules, so a key the screen accepts is one the server accepts.
 */

export const PIX_KEY_TYPES = ['email', 'phone', 'cnpj', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** §3's labels, in the order the form offers them. */
export const PIX_KEY_TYPE_LABELS: Readonly<Record<PixKeyType, string>> = {
  email: 'Email',
  phone: 'Celular',
  cnpj: 'CNPJ',
  evp: 'Aleatória',
};

export type PixAccountType = 'CHECKING' | 'INVESTMENT';
/** §2.3: the two groups of the list. */
export const PIX_ACCOUNT_LABELS: Readonly<Record<PixAccountType, string>> = {
  CHECKING: 'Conta corrente',
  INVESTMENT: 'Conta investimento',
};

/** §9: per account (the DICT's own limit for a legal entity's account). */
export const MAX_PIX_KEYS_PER_ACCOUNT = 20;
/** §9: the country code a phone key is sent with. */
const PIX_PHONE_PREFIX = '55';
/** How long an SMS code for a phone key holds, and how many wrong tries void it. */
export const PIX_KEY_CODE_TTL_MINUTES = 10;
export const PIX_KEY_CODE_MAX_ATTEMPTS = 5;

/** §2.3 (the route table's ACCOUNT_DATA): who opens /dados-conta and lists, creates and deletes keys. */
export const PIX_KEY_ROLES = [
  'B_SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'BANKING_ADMIN',
  'BANKING_WALLET',
] as const satisfies Role[];
/** §6 'Copy Pix key'. */
const PIX_KEY_COPY_ROLES = ['B_SELLER_ADMIN', 'BANKING_ADMIN', 'BANKING_WALLET'] as const satisfies Role[];

export const copiesPixKey = (roles: readonly string[]): boolean => hasAnyRole(roles, PIX_KEY_COPY_ROLES);

/** §5: 'Nova Chave Pix' is disabled once the account holds 20 keys. */
export const acceptsNewPixKey = (keysInAccount: number): boolean => keysInAccount < MAX_PIX_KEYS_PER_ACCOUNT;

export const PIX_KEY_MESSAGES = {
  /** §8 'Digite um e-mail inválido.', with the spec README's fix for a validation hint. */
  invalidEmail: VALIDATION_MESSAGES.emailInvalid,
  invalidPhone: 'Digite um celular válido, com DDD.',
  cnpjNotSeller: 'A chave CNPJ deve ser o CNPJ da empresa.',
  evpHasKey: 'A chave aleatória é gerada pelo banco: não envie a chave.',
  required: VALIDATION_MESSAGES.required,
  limit: `A conta já tem ${MAX_PIX_KEYS_PER_ACCOUNT} chaves Pix.`,
  alreadyRegistered: 'Esta chave Pix já está cadastrada.',
  invalidCode: 'Código inválido',
  codeExpired: 'Código expirado. Cadastre a chave de novo para receber outro código.',
  /** §8: the error state of the creation modal. */
  creationFailed: 'Houve um erro na criação da sua Chave Pix.',
  tryAgain: 'Por favor, tente novamente em alguns instantes.',
  /** §8: what the page says when the bank account is missing or not active. */
  accountNotConfigured: 'Conta não configurada.',
  /** §8: the toast after 'Excluir chave'. */
  deleted: 'Chave pix deletada com sucesso.',
} as const;

/**
 * What the form sends as `key` for what the user typed (§5): the e-mail trimmed, a phone as '55' and
 * digits only, the CNPJ as digits, nothing for a random key.
 */
export function pixKeyWireValue(type: PixKeyType, typed: string): string {
  switch (type) {
    case 'email':
      return typed.trim();
    case 'phone':
      return `${PIX_PHONE_PREFIX}${typed.replace(/\D/g, '')}`;
    case 'cnpj':
      return typed.replace(/\D/g, '');
    case 'evp':
      return '';
  }
}

/**
 * The key as the directory holds it, or the message that refuses what was sent: e-mail in lower case,
 * phone '+55…' (a mobile with DDD), CNPJ digits and only the seller's own. A random key has no input;
 * the bank draws it. `sellerDocument` is the CNPJ the account belongs to.
 */
export function parsePixKeyInput(
  type: PixKeyType,
  key: string | undefined,
  sellerDocument: string,
): { ok: true; key: string | null } | { ok: false; message: string } {
  const value = (key ?? '').trim();
  if (type === 'evp')
    return value ? { ok: false, message: PIX_KEY_MESSAGES.evpHasKey } : { ok: true, key: null };
  if (!value) return { ok: false, message: PIX_KEY_MESSAGES.required };
  if (type === 'email') {
    const email = value.toLowerCase();
    return isValidPixKey('EMAIL', email)
      ? { ok: true, key: email }
      : { ok: false, message: PIX_KEY_MESSAGES.invalidEmail };
  }
  if (type === 'phone') {
    const phone = `+${value}`;
    // A mobile number has nine digits after the DDD, the first a 9 (the DICT registers mobiles only).
    return /^55\d{2}9\d{8}$/.test(value) && isValidPixKey('PHONE', phone)
      ? { ok: true, key: phone }
      : { ok: false, message: PIX_KEY_MESSAGES.invalidPhone };
  }
  return /^\d{14}$/.test(value) && value === sellerDocument.replace(/\D/g, '')
    ? { ok: true, key: value }
    : { ok: false, message: PIX_KEY_MESSAGES.cnpjNotSeller };
}

/** The key as the list shows it: CNPJ and phone punctuated, the others as they are. */
export function formatPixKey(type: PixKeyType, key: string): string {
  if (type === 'cnpj') return formatCnpj(key);
  if (type === 'phone' && /^\+55\d{11}$/.test(key)) return `+55 ${maskCellphone(key.slice(3))}`;
  return key;
}
