import { INTEGRATION_ROLES } from '@balcao/domain/access';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { unauthorized } from '../../errors';
import type { Caller } from '../shared/caller';
import { hashSecret, sameHash } from './secrets';

interface KeyRecord {
  id: string;
  seller_id: number;
  title: string;
  token_hash: string;
  active: boolean;
  created_by: number;
  last_used_at: Date | string | null;
  deleted_at: Date | string | null;
}

/**
 * How often a key's last use is written. Every authenticated call would otherwise be a write, reads
 * included; once a minute per key is what a "last used" column needs, and one conditional UPDATE keeps
 * it right with several processes (only one of them wins each minute).
 */
export const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The key a bearer secret names and, in the same round trip, the value of `alongside` (the sandbox clock,
 * which a request on a shared server must read too).
 */
export async function findApiKey(
  db: Db,
  token: string,
  alongside = 'NULL',
): Promise<{ key: KeyRecord | null; alongside: unknown; hash: string }> {
  const hash = hashSecret(token);
  const [row] = await db.query<KeyRecord & { alongside: unknown; id: string | null }>(
    `SELECT ${alongside} AS alongside, k.id, k.seller_id, k.title, k.token_hash, k.active, k.created_by,
            k.last_used_at, k.deleted_at
       FROM (SELECT 1) AS one LEFT JOIN api_keys k ON k.token_hash = $1`,
    [hash],
  );
  const key = row?.id != null && sameHash(row.token_hash, hash) ? row : null;
  return { key, alongside: row?.alongside ?? null, hash };
}

/**
 * Who calls with an API key: the seller, as an integration (what it may call is the domain's
 * INTEGRATION_OPERATIONS, checked at the HTTP edge). Refused at once when the key is unknown, deleted or
 * deactivated: nothing about a key is cached past a write to it.
 */
export function apiKeyCaller(key: KeyRecord | null): Caller {
  if (!key) throw unauthorized('Chave de API inválida.');
  if (key.deleted_at !== null) throw unauthorized('Chave de API excluída.');
  if (!key.active)
    throw unauthorized('Chave de API desativada. Ative-a em Integração > Chaves API para voltar a usá-la.');
  return {
    // Who created the key answers for what it does where a row names a user (refunds, letters).
    userId: key.created_by,
    sellerId: key.seller_id,
    email: `Chave de API "${key.title}"`,
    // What it may call is the operation list; where a rule asks for roles, the key is the seller's admin.
    roles: [...INTEGRATION_ROLES],
    bankingRoles: [],
    apiKeyId: key.id,
  };
}

/** Whether the key's last use is older than the resolution (or later than now: the clock went back). */
export function lastUseIsStale(key: KeyRecord, now: Date): boolean {
  if (key.last_used_at === null) return true;
  const last = new Date(key.last_used_at).getTime();
  return last > now.getTime() || now.getTime() - last >= LAST_USED_RESOLUTION_MS;
}

/** Writes the use, unless another process wrote one within the resolution meanwhile. */
export async function recordApiKeyUse(db: Db, clock: Clock, keyId: string): Promise<void> {
  const now = clock.now();
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString();
  await db.query(
    `UPDATE api_keys SET last_used_at = $2
      WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $3 OR last_used_at > $2)`,
    [keyId, now.toISOString(), staleBefore],
  );
}
