import { randomUUID } from 'node:crypto';
import type { payment } from '@balcao/client';
import { apiKeyTitleError } from '@balcao/domain/access';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError, notFound, ValidationErrors } from '../../errors';
import type { Caller } from '../shared/caller';
import type { ContractBody, QueryWithDefaults } from '../shared/contract';
import { queryPage } from '../shared/page';
import { newSecret } from './secrets';

type Schemas = payment.components['schemas'];
export type ApiKey = Schemas['ApiKey'];
export type ApiKeyCreated = Schemas['ApiKeyCreated'];

interface ApiKeyRow {
  id: string;
  seller_id: number;
  title: string;
  prefix: string;
  active: boolean;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

/** Enough for every system a merchant connects, few enough that a runaway script cannot fill the table. */
export const MAX_API_KEYS_PER_SELLER = 100;

const NOT_FOUND = 'Chave de API não encontrada.';
const COLUMNS = 'id, seller_id, title, prefix, active, created_at, last_used_at';

const iso = (value: Date | string) => new Date(value).toISOString();

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  title: row.title,
  active: row.active,
  prefix: row.prefix,
  createdAt: iso(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
});

function checkedTitle(title: string): string {
  const problem = apiKeyTitleError(title);
  if (problem) throw new ValidationErrors([`Título: ${problem}`]);
  return title.trim();
}

/** GET /seller-api-tokens: the seller's keys, newest first, the deleted ones left out. */
export async function listApiKeys(
  db: Db,
  _clock: Clock,
  caller: Caller,
  query: QueryWithDefaults<payment.operations['listApiKeys'], 'page' | 'size'>,
): Promise<Schemas['ApiKeyPage']> {
  return queryPage<ApiKeyRow, ApiKey>(
    db,
    {
      select: COLUMNS,
      from: 'api_keys',
      where: 'seller_id = $1 AND deleted_at IS NULL',
      params: [caller.sellerId],
      orderBy: 'created_at DESC, id DESC',
      page: query.page,
      size: query.size,
    },
    toApiKey,
  );
}

/** POST /seller-api-tokens: a new active key; the secret leaves in this answer only, as a hash it stays. */
export async function createApiKey(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<payment.operations['createApiKey']>,
): Promise<ApiKeyCreated> {
  const title = checkedTitle(body.title);
  // The seller's row is the lock: two creations at once cannot both pass the count.
  await db.query('SELECT id FROM sellers WHERE id = $1 FOR UPDATE', [caller.sellerId]);
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM api_keys WHERE seller_id = $1 AND deleted_at IS NULL',
    [caller.sellerId],
  );
  if ((count?.n ?? 0) >= MAX_API_KEYS_PER_SELLER)
    throw new HttpError(
      409,
      'API_KEY_LIMIT',
      `Limite de ${MAX_API_KEYS_PER_SELLER} chaves de API atingido. Exclua uma chave que não usa mais.`,
    );
  const secret = newSecret();
  const at = clock.now().toISOString();
  const [row] = await db.query<ApiKeyRow>(
    `INSERT INTO api_keys (id, seller_id, title, token_hash, prefix, active, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, true, $6, $7, $7) RETURNING ${COLUMNS}`,
    [randomUUID(), caller.sellerId, title, secret.hash, secret.prefix, caller.userId, at],
  );
  return { ...toApiKey(row!), token: secret.token };
}

async function ownKey(db: Db, caller: Caller, id: string): Promise<ApiKeyRow> {
  const [row] = await db.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM api_keys WHERE id = $1 AND seller_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [id, caller.sellerId],
  );
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function write(db: Db, clock: Clock, id: string, title: string, active: boolean): Promise<ApiKey> {
  const [row] = await db.query<ApiKeyRow>(
    `UPDATE api_keys SET title = $2, active = $3, updated_at = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, title, active, clock.now().toISOString()],
  );
  return toApiKey(row!);
}

/** PUT /seller-api-tokens/{id}: title and status; deactivation refuses the key from the next call on. */
export async function updateApiKey(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  body: ContractBody<payment.operations['updateApiKey']>,
): Promise<ApiKey> {
  const title = checkedTitle(body.title);
  await ownKey(db, caller, id);
  return write(db, clock, id, title, body.active);
}

/** PATCH /seller-api-tokens/{id}/active. */
export async function setApiKeyActive(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  body: ContractBody<payment.operations['setApiKeyActive']>,
): Promise<ApiKey> {
  const key = await ownKey(db, caller, id);
  return write(db, clock, id, key.title, body.active);
}

/** DELETE /seller-api-tokens/{id}: gone from the list and refused for good; the row stays for the record. */
export async function deleteApiKey(db: Db, clock: Clock, caller: Caller, id: string): Promise<void> {
  await ownKey(db, caller, id);
  const at = clock.now().toISOString();
  await db.query('UPDATE api_keys SET deleted_at = $2, active = false, updated_at = $2 WHERE id = $1', [
    id,
    at,
  ]);
}
