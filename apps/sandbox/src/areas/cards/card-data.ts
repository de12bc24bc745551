import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';

/** What 'Ver dados' reveals; never logged, never in an error, kept only as ciphertext. */
export interface CardSecrets {
  pan: string;
  cvv: string;
  expiryMmYyyy: string;
}

const KEY_SETTING = 'card_data_key';

/**
 * The AES-256 key of the card data: `CARD_DATA_KEY` (32 bytes in base64) when the sandbox is configured
 * with one, otherwise one drawn on first use and kept in the database's settings (like the JWT secret),
 * so a restart can still read the cards it issued.
 */
export async function cardDataKey(db: Db): Promise<Buffer> {
  const configured = process.env.CARD_DATA_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('CARD_DATA_KEY deve ter 32 bytes em base64.');
    return key;
  }
  const read = () =>
    db.query<{ value: string }>('SELECT value FROM sandbox_settings WHERE key = $1', [KEY_SETTING]);
  let [row] = await read();
  if (!row) {
    await db.query(
      'INSERT INTO sandbox_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING',
      [KEY_SETTING, JSON.stringify(randomBytes(32).toString('base64'))],
    );
    [row] = await read();
  }
  return Buffer.from(row!.value, 'base64');
}

/**
 * AES-256-GCM with a fresh 96-bit nonce; the card id is the associated data, so a ciphertext copied onto
 * another card's row does not decrypt. Stored as base64 of nonce ‖ tag ‖ ciphertext.
 */
export function sealCardSecrets(key: Buffer, cardId: string, secrets: CardSecrets): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(cardId));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64');
}

export function openCardSecrets(key: Buffer, cardId: string, stored: string): CardSecrets {
  const raw = Buffer.from(stored, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(cardId));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as CardSecrets;
  } catch {
    // Said without the ciphertext or any part of it: only that this key cannot read the card.
    throw new HttpError(409, 'CARD_DATA_UNREADABLE', 'Os dados deste cartão foram cifrados com outra chave.');
  }
}

/** The sandbox issuer's BIN (a Mastercard test range); the rest is drawn and closed by the Luhn digit. */
const BIN = '550209';

function luhnCheckDigit(partial: string): string {
  let sum = 0;
  for (let i = 0; i < partial.length; i++) {
    let digit = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isLuhnValid(pan: string): boolean {
  return luhnCheckDigit(pan.slice(0, -1)) === pan.slice(-1);
}

/** A new card's number, CVV and expiry (the end of the month five years after `issuedAt`). */
export function drawCardSecrets(issuedAt: Date, random: (max: number) => number = randomInt): CardSecrets {
  let body = BIN;
  while (body.length < 15) body += String(random(10));
  const cvv = String(random(1000)).padStart(3, '0');
  const month = String(issuedAt.getUTCMonth() + 1).padStart(2, '0');
  return { pan: body + luhnCheckDigit(body), cvv, expiryMmYyyy: `${month}/${issuedAt.getUTCFullYear() + 5}` };
}
