import { randomUUID } from 'node:crypto';
import type { banking } from '@balcao/client';
import { CARD_LIMIT_REQUIRED_MESSAGE, renameCardSchema } from '@balcao/domain/cards';
import { firstErrorByField } from '@balcao/domain/forms';
import { formatBRL } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, HttpError } from '../../errors';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import type { Caller } from '../shared/caller';
import type { ContractBody, ContractQuery } from '../shared/contract';
import { queryPage } from '../shared/page';
import { cardOf, limitCents, refuseCancelled, requireCards, unpaidCents } from './access';
import { CARD_COLUMNS, type CardRow, toCard } from './model';
import { cardProgramOf } from './program';

type Card = banking.components['schemas']['Card'];
type CardPage = banking.components['schemas']['CardPage'];

/** The issuer takes a few seconds (of the sandbox clock) to issue a new card. */
export const ISSUANCE_DELAY_MS = 3_000;

/** The rest of the seller's credit line, for `toCard`. */
export async function globalAvailableCents(db: Db, sellerId: number): Promise<number> {
  const program = await cardProgramOf(db, sellerId);
  return Math.max(0, program.globalLimitCents - (await unpaidCents(db, sellerId)));
}

export async function cardView(db: Db, caller: Caller, cardId: string): Promise<Card> {
  const row = await cardOf(db, caller, cardId);
  return toCard(row, await globalAvailableCents(db, caller.sellerId));
}

/** A card name by the app's own rule (the contract bounds only the raw text). */
export function cardName(raw: string): string {
  const problem = firstErrorByField(renameCardSchema, { cardName: raw }).cardName;
  if (problem !== undefined) throw badRequest(problem, 'INVALID_CARD_NAME');
  return raw.trim();
}

export async function listCards(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: ContractQuery<banking.operations['listCards']>,
): Promise<CardPage> {
  await requireCards(db, clock, caller);
  const params: unknown[] = [caller.sellerId];
  let where = 'c.seller_id = $1';
  if (query.status) {
    params.push(query.status);
    where += ` AND c.status = $${params.length}`;
  }
  const search = query.search?.trim();
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where += ` AND (c.card_name ILIKE $${params.length} OR c.final_digits LIKE $${params.length})`;
  }
  const available = await globalAvailableCents(db, caller.sellerId);
  return queryPage<CardRow, Card>(
    db,
    {
      select: CARD_COLUMNS,
      from: 'cards c',
      where,
      params,
      orderBy: 'c.created_at DESC, c.id',
      page: query.page ?? 0,
      size: query.size ?? 20,
    },
    (row) => toCard(row, available),
  );
}

export async function getCard(db: Db, clock: Clock, caller: Caller, cardId: string): Promise<Card> {
  await requireCards(db, clock, caller);
  return cardView(db, caller, cardId);
}

/** 'Novo cartão': PENDING now, issued by the 'card-issuance' job a few seconds later. */
export async function createCard(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['createCard']>,
): Promise<Card> {
  await requireCards(db, clock, caller, { cardAction: true });
  const name = cardName(body.cardName);
  const program = await cardProgramOf(db, caller.sellerId, true);
  let limit: number | null = null;
  if (body.type === 'LIMIT_BALANCE') {
    if (body.limitValue == null) throw badRequest(CARD_LIMIT_REQUIRED_MESSAGE, 'LIMIT_REQUIRED');
    limit = limitCents(body.limitValue);
    refuseAboveGlobal(limit, program.globalLimitCents);
  } else if (body.limitValue != null) {
    throw badRequest(
      'O cartão Saldo Livre usa o limite global e não tem limite próprio.',
      'LIMIT_NOT_ALLOWED',
    );
  }
  const now = clock.now();
  const issueAt = new Date(now.getTime() + ISSUANCE_DELAY_MS);
  const id = randomUUID();
  await db.query(
    `INSERT INTO cards (id, seller_id, card_name, type, limit_cents, status, issue_at, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7, $8)`,
    [
      id,
      caller.sellerId,
      name,
      body.type,
      limit,
      issueAt.toISOString(),
      now.toISOString(),
      caller.apiKeyId ? null : caller.userId,
    ],
  );
  await wakeJob(db, JOB_KINDS.cardIssuance, issueAt);
  return cardView(db, caller, id);
}

export function refuseAboveGlobal(cents: number, globalLimitCents: number): void {
  if (cents > globalLimitCents)
    throw badRequest(
      `O limite do cartão não pode passar do limite global de ${formatBRL(globalLimitCents)}.`,
      'LIMIT_ABOVE_GLOBAL',
    );
}

/** Bloquear / Desbloquear (§4.5 ACTIVE ↔ BLOCKED). */
export async function updateCardStatus(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['updateCardStatus']>,
): Promise<Card> {
  await requireCards(db, clock, caller, { cardAction: true });
  if (body.idSeller !== undefined && body.idSeller !== caller.sellerId)
    throw new HttpError(404, 'CARD_NOT_FOUND', 'Cartão não encontrado.');
  const row = await cardOf(db, caller, body.idCard, true);
  refuseCancelled(row);
  if (row.status === 'PENDING')
    throw new HttpError(409, 'CARD_PENDING', 'O cartão ainda está sendo emitido.');
  if (row.status !== body.status)
    await db.query('UPDATE cards SET status = $2 WHERE id = $1', [row.id, body.status]);
  return cardView(db, caller, row.id);
}

/** Cancelar: final. What the card spent stays on its invoices until paid. */
export async function cancelCard(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['cancelCard']>,
): Promise<Card> {
  await requireCards(db, clock, caller, { cardAction: true });
  const row = await cardOf(db, caller, body.idCard, true);
  if (row.status === 'CANCELLED') throw new HttpError(409, 'CARD_CANCELLED', 'O cartão já está cancelado.');
  await db.query(`UPDATE cards SET status = 'CANCELLED', cancelled_at = $2, issue_at = NULL WHERE id = $1`, [
    row.id,
    clock.now().toISOString(),
  ]);
  return cardView(db, caller, row.id);
}

export async function renameCard(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['renameCard']>,
): Promise<Card> {
  await requireCards(db, clock, caller, { cardAction: true });
  const name = cardName(body.cardName);
  const row = await cardOf(db, caller, body.idCard, true);
  refuseCancelled(row);
  await db.query('UPDATE cards SET card_name = $2 WHERE id = $1', [row.id, name]);
  return cardView(db, caller, row.id);
}
