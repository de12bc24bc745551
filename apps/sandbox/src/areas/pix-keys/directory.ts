import { MAX_PIX_KEYS_PER_ACCOUNT, PIX_KEY_MESSAGES, type PixAccountType } from '@balcao/domain/pix';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import { PIX_KEY_COLUMNS, type PixKey, type PixKeyRow, toPixKey } from './model';

/**
 * The sandbox's Pix directory (the Banco Central's DICT): every key any seller of the sandbox registered,
 * plus the seeded keys of recipients at other banks. A key is in it at most once (the table's unique key),
 * so a key taken here or at another seller is refused as the DICT refuses it.
 */

/** The ISPB the sandbox's own bank answers with (fictional: no real institution has it). */
export const SANDBOX_BANK_ISPB = '99999999';

/** What paying a key needs to know about who receives (§3 'Pix lookup result'). */
export interface PixRecipient {
  key: string;
  keyType: PixKey['keyType'] | 'cpf';
  recipientName: string;
  recipientDocument: string;
  bankIspb: string;
  /** Set when the key is a seller's of this sandbox: the money stays in the house, on that account. */
  sellerId: number | null;
  accountId: string | null;
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/**
 * A key as typed by a payer, in the DICT's form: CPF/CNPJ digits (punctuation dropped), e-mail in lower
 * case, a phone '+55…' (also when typed 55… without the '+'), a random key as a lower-case UUID with dashes.
 */
export function directoryForm(typed: string): string {
  const value = typed.trim();
  if (value.includes('@')) return value.toLowerCase();
  if (UUID.test(value)) {
    const hex = value.replace(/-/g, '').toLowerCase();
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
  const digits = value.replace(/[\s().\-/]/g, '');
  if (/^\+55\d{10,11}$/.test(digits)) return digits;
  if (/^55\d{11}$/.test(digits)) return `+${digits}`;
  if (/^\d{11}$|^\d{14}$/.test(digits)) return digits;
  return value;
}

/**
 * Who receives Pix sent to `key` (any form a payer types), or null when the directory has no such key:
 * for a seller's key its company and the sandbox's bank, for an external one the seeded owner and bank.
 * What accounts payable (issue 17) calls before asking the user to confirm a Pix.
 */
export async function lookupPixKey(db: Db, key: string): Promise<PixRecipient | null> {
  const [row] = await db.query<{
    key: string;
    key_type: PixRecipient['keyType'];
    seller_id: number | null;
    account_id: string | null;
    name: string;
    document: string;
    ispb: string | null;
  }>(
    `SELECT k.key, k.key_type, k.seller_id, k.account_id::text,
            coalesce(k.owner_name, s.company_name) AS name, coalesce(k.owner_document, s.document) AS document,
            k.bank_ispb AS ispb
       FROM pix_keys k LEFT JOIN sellers s ON s.id = k.seller_id
      WHERE k.key = $1`,
    [directoryForm(key)],
  );
  if (!row) return null;
  return {
    key: row.key,
    keyType: row.key_type,
    recipientName: row.name,
    recipientDocument: row.document,
    bankIspb: row.ispb ?? SANDBOX_BANK_ISPB,
    sellerId: row.seller_id,
    accountId: row.account_id,
  };
}

export const alreadyRegistered = () =>
  new HttpError(409, 'PIX_KEY_ALREADY_REGISTERED', PIX_KEY_MESSAGES.alreadyRegistered);

/** 409 when the key is in the directory already, at this seller or any other, or an external one. */
export async function requireKeyFree(db: Db, key: string): Promise<void> {
  const [taken] = await db.query('SELECT 1 FROM pix_keys WHERE key = $1', [key]);
  if (taken) throw alreadyRegistered();
}

/**
 * 409 once the account holds 20 keys. Locks the seller's bank account row first, so two registrations
 * for the same seller are counted one after the other (the 21st cannot slip in beside the 20th).
 */
export async function requireRoomInAccount(db: Db, sellerId: number, accountId: string): Promise<void> {
  await db.query('SELECT 1 FROM bank_accounts WHERE seller_id = $1 FOR UPDATE', [sellerId]);
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pix_keys WHERE account_id = $1',
    [accountId],
  );
  if ((row?.n ?? 0) >= MAX_PIX_KEYS_PER_ACCOUNT)
    throw new HttpError(409, 'PIX_KEY_LIMIT', PIX_KEY_MESSAGES.limit);
}

/** Writes a seller's key into the directory; a key taken meanwhile (by a racing request) is the same 409. */
export async function registerSellerKey(
  db: Db,
  entry: {
    id: string;
    key: string;
    keyType: PixKey['keyType'];
    sellerId: number;
    accountId: string;
    accountType: PixAccountType;
    createdAt: Date;
  },
): Promise<PixKey> {
  const [row] = await db.query<PixKeyRow>(
    `INSERT INTO pix_keys (id, key, key_type, seller_id, account_id, account_type, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (key) DO NOTHING RETURNING ${PIX_KEY_COLUMNS}`,
    [
      entry.id,
      entry.key,
      entry.keyType,
      entry.sellerId,
      entry.accountId,
      entry.accountType,
      entry.createdAt.toISOString(),
    ],
  );
  if (!row) throw alreadyRegistered();
  return toPixKey(row);
}
