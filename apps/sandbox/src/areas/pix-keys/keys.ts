import { randomUUID } from 'node:crypto';
import type { banking } from '@balcao/client';
import { parsePixKeyInput } from '@balcao/domain/pix';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../errors';
import { requireActiveBankAccount } from '../bank-accounts/account';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { sendPhoneChallenge } from './challenges';
import { registerSellerKey, requireKeyFree, requireRoomInAccount } from './directory';
import {
  accountTypeOf,
  PIX_KEY_COLUMNS,
  type PixKey,
  type PixKeyRegistration,
  type PixKeyRow,
  registered,
  toPixKey,
} from './model';

type CreateInput = ContractBody<banking.operations['createPixKey']>;

/** GET /key/{accountId}: the account's keys, oldest first (the order they were registered). */
export async function listPixKeys(db: Db, caller: Caller, accountId: string): Promise<PixKey[]> {
  await requireActiveBankAccount(db, caller.sellerId, accountId);
  const rows = await db.query<PixKeyRow>(
    `SELECT ${PIX_KEY_COLUMNS} FROM pix_keys WHERE account_id = $1 AND seller_id = $2 ORDER BY created_at, id`,
    [accountId, caller.sellerId],
  );
  return rows.map(toPixKey);
}

/**
 * POST /key ('Cadastrar'): e-mail, CNPJ and random keys are registered at once; a phone key first proves
 * the number with a code sent by SMS (§4.3 'otp'), so it only gets a challenge here. The account's room
 * and the directory are checked before any SMS leaves, and again when the code comes back.
 */
export async function createPixKey(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: CreateInput,
): Promise<PixKeyRegistration> {
  const account = await requireActiveBankAccount(db, caller.sellerId, body.accountId);
  const [seller] = await db.query<{ document: string }>('SELECT document FROM sellers WHERE id = $1', [
    caller.sellerId,
  ]);
  const parsed = parsePixKeyInput(body.keyType, body.key, seller?.document ?? '');
  if (!parsed.ok) throw badRequest(parsed.message);
  const accountType = accountTypeOf(account, body.accountId);
  await requireRoomInAccount(db, caller.sellerId, body.accountId);
  // The DICT draws random keys as UUID v4; so does the sandbox.
  const key = parsed.key ?? randomUUID();
  await requireKeyFree(db, key);
  if (body.keyType === 'phone')
    return sendPhoneChallenge(db, clock, {
      sellerId: caller.sellerId,
      accountId: body.accountId,
      accountType,
      key,
    });
  const pixKey = await registerSellerKey(db, {
    id: randomUUID(),
    key,
    keyType: body.keyType,
    sellerId: caller.sellerId,
    accountId: body.accountId,
    accountType,
    createdAt: clock.now(),
  });
  return registered(pixKey);
}

/**
 * DELETE /key/{id}?keyType ('Excluir chave'): the key leaves the directory and is free to be registered
 * again. Another seller's key, or one already deleted, is the same 404.
 */
export async function deletePixKey(
  db: Db,
  caller: Caller,
  id: string,
  keyType: PixKey['keyType'],
): Promise<void> {
  await requireActiveBankAccount(db, caller.sellerId);
  const [row] = await db.query<{ key_type: string }>(
    'SELECT key_type FROM pix_keys WHERE id = $1 AND seller_id = $2 FOR UPDATE',
    [id, caller.sellerId],
  );
  if (!row) throw notFound('Chave Pix não encontrada.');
  if (row.key_type !== keyType) throw badRequest('O tipo informado não é o tipo desta chave.');
  await db.query('DELETE FROM pix_keys WHERE id = $1', [id]);
}
