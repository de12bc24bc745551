import { reaisToCentsExact } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, forbidden, HttpError } from '../../errors';
import { requireActiveBankAccount } from '../bank-accounts/account';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';
import { CARD_COLUMNS, type CardRow } from './model';

/**
 * Every card operation needs the seller's ACTIVE account ('Conta não configurada.'). Actions on the cards
 * themselves (create, block, cancel, rename, limits, 'Ver dados') are also switched off by the feature
 * block_items_credit_card (§6); reading and paying invoices are not, so a frozen seller can still pay.
 */
export async function requireCards(
  db: Db,
  clock: Clock,
  caller: Caller,
  { cardAction = false } = {},
): Promise<void> {
  await requireActiveBankAccount(db, caller.sellerId);
  if (cardAction && (await featureToggles(db, clock, caller)).includes('block_items_credit_card'))
    throw forbidden();
}

export const cardNotFound = () => new HttpError(404, 'CARD_NOT_FOUND', 'Cartão não encontrado.');

/** The caller's card (another seller's answers 404, like an unknown id), locked when it will change. */
export async function cardOf(db: Db, caller: Caller, cardId: string, lock = false): Promise<CardRow> {
  const [row] = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM cards c WHERE c.id::text = $1 AND c.seller_id = $2${lock ? ' FOR UPDATE OF c' : ''}`,
    [cardId, caller.sellerId],
  );
  if (!row) throw cardNotFound();
  return row;
}

export function refuseCancelled(row: CardRow): void {
  if (row.status === 'CANCELLED')
    throw new HttpError(409, 'CARD_CANCELLED', 'O cartão está cancelado e não pode ser alterado.');
}

/** A limit in reais to cents; the contract already bounds it, a fraction of a cent is refused. */
export function limitCents(reais: number): number {
  const cents = reaisToCentsExact(reais);
  if (cents <= 0) throw badRequest('O limite deve ser maior que zero.', 'INVALID_LIMIT');
  return cents;
}

/** What all the seller's cards spent and was not paid yet. */
export async function unpaidCents(db: Db, sellerId: number): Promise<number> {
  const [row] = await db.query<{ total: string }>(
    `SELECT coalesce(sum(total_cents), 0)::text AS total FROM card_invoices WHERE seller_id = $1 AND status <> 'PAID'`,
    [sellerId],
  );
  return Number(row?.total ?? 0);
}
