import type { banking } from '@balcao/client';
import { centsToReais } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import type { Caller } from '../shared/caller';
import type { ContractBody, ContractQuery } from '../shared/contract';
import { cardOf, limitCents, refuseCancelled, requireCards, unpaidCents } from './access';
import { cardView, refuseAboveGlobal } from './cards';
import { cardProgramOf } from './program';

type CardLimitSummary = banking.components['schemas']['CardLimitSummary'];
type Card = banking.components['schemas']['Card'];

function summary(totalCents: number, availableCents: number, spentCents: number): CardLimitSummary {
  return {
    totalValueBag: centsToReais(totalCents),
    availableValueVirtualCard: centsToReais(Math.max(0, availableCents)),
    invoiceValue: centsToReais(spentCents),
    // §9: the used percentage is the invoice value over the total limit (2 decimals).
    usedPercentage: totalCents > 0 ? Math.round((spentCents * 10_000) / totalCents) / 100 : 0,
  };
}

/** 'Gerenciar limites': the global limit and what remains, or one card's. */
export async function getCardLimits(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: ContractQuery<banking.operations['getCardLimits']>,
): Promise<CardLimitSummary> {
  await requireCards(db, clock, caller);
  const program = await cardProgramOf(db, caller.sellerId);
  const spent = await unpaidCents(db, caller.sellerId);
  const globalAvailable = program.globalLimitCents - spent;
  if (!query.idCard) return summary(program.globalLimitCents, globalAvailable, spent);
  const card = await cardOf(db, caller, query.idCard);
  const cardSpent = Number(card.unpaid_cents);
  if (card.limit_cents === null) return summary(program.globalLimitCents, globalAvailable, cardSpent);
  const own = Number(card.limit_cents);
  return summary(own, Math.min(own - cardSpent, globalAvailable), cardSpent);
}

/**
 * One card's new limit, in the request's own transaction: the screen sends one call per edited card,
 * so a refusal (a FREE_BALANCE card, above the global limit, a cancelled card) undoes only that card.
 */
export async function changeCardLimit(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['changeCardLimit']>,
): Promise<Card> {
  await requireCards(db, clock, caller, { cardAction: true });
  const cents = limitCents(body.newLimit);
  const card = await cardOf(db, caller, body.cardId, true);
  refuseCancelled(card);
  if (card.type !== 'LIMIT_BALANCE')
    throw badRequest(
      'O cartão Saldo Livre usa o limite global e não tem limite próprio.',
      'LIMIT_NOT_ALLOWED',
    );
  refuseAboveGlobal(cents, (await cardProgramOf(db, caller.sellerId)).globalLimitCents);
  await db.query('UPDATE cards SET limit_cents = $2 WHERE id = $1', [card.id, cents]);
  return cardView(db, caller, card.id);
}
