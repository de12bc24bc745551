import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils/get-pix-key-info';
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info';
import { isValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import { isValidMobilePhone } from '@brazilian-utils/brazilian-utils/is-valid-mobile-phone';
import { isValidPixPayload } from '@brazilian-utils/brazilian-utils/is-valid-pix-payload';
import { isValidCnpj, isValidCpf } from '../documents/documents';
import { centsToReais, reaisToCents } from '../money/money';

/**
 * The Pix 'BR Code' (Banco Central's Manual do BR Code, an EMV QRCPS-MPM payload): the text behind
 * the QR image and the 'Pix copia e cola'. Objects are ID (2) · length (2) · value; ours are
 * 00 '01', 26 the Pix account (00 'br.gov.bcb.pix', 01 key, 02 description), 52 '0000', 53 '986',
 * 54 amount, 58 'BR', 59 name, 60 city, 62 (05 txid, '***' when none) and 63, the CRC16 of the
 * whole text up to and including '6304'.
 *
 * brazilian-utils builds, reads and validates the payload (TLV structure, mandatory objects, CRC);
 * this module speaks cents and throws on fields the sandbox should never produce. `crc16ccitt` is
 * ours because the library keeps its own private.
 */

export interface PixBrCodeFields {
  /** The receiver's key; written in its DICT form (CPF digits, lower-case e-mail and EVP, '+55…'). */
  key: string;
  /** Folded to ASCII (accents dropped) and cut to 25 characters. */
  merchantName: string;
  /** Folded to ASCII and cut to 15 characters. */
  merchantCity: string;
  /** Left out, the payer types the amount. */
  amountCents?: number;
  /** 1 to 25 letters or digits that identify the charge; '***' is written when there is none. */
  txid?: string;
  /** Free text for the payer, cut to what is left of the 99 characters of object 26. */
  description?: string;
}

/** What a payload says; a dynamic one carries its PSP `location` (object 26-25) instead of a key. */
export interface ParsedPixBrCode extends Omit<PixBrCodeFields, 'key'> {
  key?: string;
  location?: string;
}

/** Object 54 holds at most 13 characters: '9999999999.99'. */
export const MAX_PIX_AMOUNT_CENTS = 999_999_999_999;

const TXID = /^[A-Za-z0-9]{1,25}$/;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The copy-and-paste payload; throws on a field no payer's bank would accept. */
export function buildPixBrCode(fields: PixBrCodeFields): string {
  const { key, merchantName, merchantCity, amountCents, txid, description } = fields;
  if (getPixKeyInfo(key) === null) throw new RangeError(`Not a Pix key: ${key}`);
  if (
    amountCents !== undefined &&
    (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_PIX_AMOUNT_CENTS)
  )
    throw new RangeError(`A Pix amount is 1 to ${MAX_PIX_AMOUNT_CENTS} cents, got ${amountCents}`);
  if (txid !== undefined && !TXID.test(txid))
    throw new RangeError(`A txid is 1 to 25 letters or digits: ${txid}`);
  const payload = generatePixPayload({
    key,
    merchantName,
    merchantCity,
    amount: amountCents === undefined ? undefined : centsToReais(amountCents),
    txid,
    description,
  });
  if (payload === null) throw new RangeError('The merchant name and city need a printable ASCII character');
  return payload;
}

/** The fields of a valid payload (static or dynamic), or null. */
export function parsePixBrCode(payload: string): ParsedPixBrCode | null {
  const info = getPixPayloadInfo(payload);
  if (info === null) return null;
  const parsed: ParsedPixBrCode = { merchantName: info.merchantName, merchantCity: info.merchantCity };
  if (info.key !== undefined) parsed.key = info.key;
  if (info.url !== undefined) parsed.location = info.url;
  if (info.amount !== undefined) parsed.amountCents = reaisToCents(info.amount);
  if (info.txid !== undefined) parsed.txid = info.txid;
  if (info.description !== undefined) parsed.description = info.description;
  return parsed;
}

/** Well-formed objects, the mandatory ones present, a Pix account, and a matching CRC. */
export function isValidPixBrCode(payload: string): boolean {
  return isValidPixPayload(payload);
}

export const PIX_KEY_KINDS = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;
export type PixKeyKind = (typeof PIX_KEY_KINDS)[number];

const CPF_FORM = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CNPJ_FORM = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/i;
const PHONE_FORM = /^\+55\d{11}$/;
const EVP_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The forms the DICT registers, each its own shape so a key is never two kinds at once: a phone
 * only with '+55', so 11 bare digits are a CPF. The DICT registers mobile numbers only (the screens
 * call the kind 'Celular'), hence DDD plus nine digits, and its random keys (EVP) are UUID v4.
 */
const KEY_RULES: Record<PixKeyKind, (key: string) => boolean> = {
  CPF: (key) => CPF_FORM.test(key) && isValidCpf(key),
  CNPJ: (key) => CNPJ_FORM.test(key) && isValidCnpj(key),
  EMAIL: (key) => key.length <= 77 && isValidEmail(key),
  PHONE: (key) => PHONE_FORM.test(key) && isValidMobilePhone(key),
  EVP: (key) => EVP_FORM.test(key),
};

/** True when the key has the form of that kind: CPF/CNPJ with or without punctuation, check digits right. */
export function isValidPixKey(kind: PixKeyKind, key: string): boolean {
  return KEY_RULES[kind](key);
}

/** Which kind of key this is, or null when it fits none. */
export function pixKeyKind(key: string): PixKeyKind | null {
  return PIX_KEY_KINDS.find((kind) => KEY_RULES[kind](key)) ?? null;
}
