import { isValidCnpj, isValidCpf } from '../documents/documents';
import { type PixKeyKind, pixKeyKind } from '../pix/pix';

/**
 * The key step of a Pix payment (/pagamentos, §5 'Payments (Pix)'): what the single key field accepts
 * and which kind of key it is, so the lookup asks the directory for the right thing. The kinds and
 * their check digits are `pixKeyKind`'s (the DICT forms, shared with /dados-conta); this file only
 * reads the looser ways people type them.
 */

export const PAYMENT_PIX_KEY_MESSAGES = {
  required: 'A chave Pix é obrigatória',
  invalidForm: 'Formato de chave Pix inválido',
  invalidDocument: 'CPF ou CNPJ inválido',
} as const;

/** §3's vocabulary of the financial area for a favorite's `pixKeyType`. */
export const PAYMENT_PIX_KEY_TYPES: Readonly<
  Record<PixKeyKind, 'DOCUMENT' | 'PHONE' | 'EMAIL' | 'ALLEATORY_KEY'>
> = {
  CPF: 'DOCUMENT',
  CNPJ: 'DOCUMENT',
  PHONE: 'PHONE',
  EMAIL: 'EMAIL',
  EVP: 'ALLEATORY_KEY',
};

type PaymentPixKey =
  /** `key` as the directory stores it: CPF/CNPJ digits, '+55' and digits, the e-mail, a dashed lower-case UUID. */
  | { kind: PixKeyKind; key: string; alsoPhone?: string }
  /** Letters and spaces (§5's last form): no key has that shape, so it is a name to find among the favorites. */
  | { kind: 'FAVORITE_NAME'; key: string };

export type PaymentPixKeyReading = ({ ok: true } & PaymentPixKey) | { ok: false; message: string };

const fail = (message: string): PaymentPixKeyReading => ({ ok: false, message });
const asKind = (kind: PixKeyKind, key: string): PaymentPixKeyReading =>
  pixKeyKind(key) === kind ? { ok: true, kind, key } : fail(PAYMENT_PIX_KEY_MESSAGES.invalidForm);

/**
 * Reads the typed key. Eleven digits are a CPF first, as §5 says; when they are not a valid CPF but
 * are a valid mobile number with DDD they are that phone (what people type for a phone key), and when
 * they are both, `alsoPhone` lets the screen offer the other reading. A phone may also be typed with
 * '+55'. Fourteen characters are a CNPJ, numeric or the alphanumeric form of July 2026.
 */
export function readPaymentPixKey(typed: string): PaymentPixKeyReading {
  const text = typed.trim();
  if (text === '') return fail(PAYMENT_PIX_KEY_MESSAGES.required);
  if (text.includes('@')) return asKind('EMAIL', text.toLowerCase());
  if (text.startsWith('+')) return asKind('PHONE', `+${text.replace(/\D/g, '')}`);
  const compact = text.replace(/[\s.()/-]/g, '');
  if (/^\d{11}$/.test(compact)) {
    const phone = `+55${compact}`;
    const isPhone = pixKeyKind(phone) === 'PHONE';
    if (isValidCpf(compact))
      return isPhone
        ? { ok: true, kind: 'CPF', key: compact, alsoPhone: phone }
        : { ok: true, kind: 'CPF', key: compact };
    return isPhone ? { ok: true, kind: 'PHONE', key: phone } : fail(PAYMENT_PIX_KEY_MESSAGES.invalidDocument);
  }
  if (/^[0-9A-Z]{12}\d{2}$/i.test(compact)) {
    const cnpj = compact.toUpperCase();
    return isValidCnpj(cnpj)
      ? { ok: true, kind: 'CNPJ', key: cnpj }
      : fail(PAYMENT_PIX_KEY_MESSAGES.invalidDocument);
  }
  if (/^[0-9a-f]{32}$/i.test(text)) {
    const hex = text.toLowerCase();
    const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return asKind('EVP', uuid);
  }
  if (/^[0-9a-f-]{36}$/i.test(text)) return asKind('EVP', text.toLowerCase());
  if (/^[\p{L}\p{M} ]{3,}$/u.test(text)) return { ok: true, kind: 'FAVORITE_NAME', key: text };
  return fail(PAYMENT_PIX_KEY_MESSAGES.invalidForm);
}
