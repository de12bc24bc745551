import {
  type PixLimitPeriod,
  pixLimitExceededMessage,
  pixLimitInForce,
  pixLimitWindow,
} from '@balcao/domain/pix';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import { requireActiveBankAccount } from '../bank-accounts/account';
import { pixLimitOf } from './model';

export interface PixLimitCheck {
  period: PixLimitPeriod;
  /** The window's São Paulo day: a night window belongs to the day it starts on. */
  day: string;
  limitCents: number;
  /** Spent in the window before this Pix. */
  usedCents: number;
}

/**
 * What the seller's outgoing Pix already took from the window `at` falls in: PIX entries posted in it
 * (sandbox clock) that took money out of the checking account, fees apart.
 */
export async function pixSpentInWindow(db: Db, sellerId: number, window: { start: Date; end: Date }) {
  const [row] = await db.query<{ spent: string }>(
    `SELECT coalesce(-sum(p.amount_cents), 0)::text AS spent
       FROM ledger_entries e
       JOIN ledger_postings p ON p.entry_id = e.id AND p.amount_cents < 0 AND NOT p.is_fee
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'CHECKING'
      WHERE e.seller_id = $1 AND e.kind = 'PIX' AND e.created_at >= $2 AND e.created_at < $3`,
    [sellerId, window.start.toISOString(), window.end.toISOString()],
  );
  return Number(row?.spent ?? 0);
}

/**
 * The check every outgoing Pix makes, in its own transaction, before it posts its PIX entry: the limit in
 * force at `at` for the day or night window (São Paulo time) must cover what the window already spent
 * plus `amountCents`, or a 400 PIX_LIMIT_EXCEEDED says what is left. The limit's row stays locked until
 * that transaction ends, so two Pix of one window are checked one after the other, each seeing the
 * other's entry. 409 'Conta não configurada.' without an ACTIVE account.
 */
export async function checkPixLimit(
  db: Db,
  sellerId: number,
  amountCents: number,
  at: Date,
): Promise<PixLimitCheck> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError(`A Pix moves a positive number of cents, not ${amountCents}`);
  await requireActiveBankAccount(db, sellerId);
  const window = pixLimitWindow(at);
  const limit = await pixLimitOf(db, sellerId, window.period, true);
  if (!limit) throw new Error(`seller ${sellerId} has no ${window.period} Pix limit`);
  const limitCents = pixLimitInForce(limit, at);
  const usedCents = await pixSpentInWindow(db, sellerId, window);
  if (usedCents + amountCents > limitCents)
    throw new HttpError(
      400,
      'PIX_LIMIT_EXCEEDED',
      pixLimitExceededMessage(window.period, limitCents, usedCents),
    );
  return { period: window.period, day: window.day, limitCents, usedCents };
}
