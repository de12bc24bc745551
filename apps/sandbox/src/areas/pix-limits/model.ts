import type { banking } from '@balcao/client';
import { centsToReais } from '@balcao/domain/money';
import { PIX_LIMIT_DEFAULT_CENTS, type PixLimitPeriod, pixLimitInForce } from '@balcao/domain/pix';
import type { Db } from '../../db/db';

export type PixLimit = banking.components['schemas']['PixLimit'];

export interface PixLimitRow {
  id: string;
  seller_id: number;
  account_id: string;
  period: PixLimitPeriod;
  amount_cents: string;
  scheduled_amount_cents: string | null;
  scheduled_for: Date | string | null;
  requested_at: Date | string | null;
}

export const PIX_LIMIT_COLUMNS =
  'id, seller_id, account_id::text, period, amount_cents::text, scheduled_amount_cents::text, scheduled_for, requested_at';

export interface StoredPixLimit {
  id: string;
  accountId: string;
  period: PixLimitPeriod;
  amountCents: number;
  scheduledAmountCents: number | null;
  scheduledFor: Date | null;
  requestedAt: Date | null;
}

export function fromRow(row: PixLimitRow): StoredPixLimit {
  return {
    id: row.id,
    accountId: row.account_id,
    period: row.period,
    amountCents: Number(row.amount_cents),
    scheduledAmountCents: row.scheduled_amount_cents === null ? null : Number(row.scheduled_amount_cents),
    scheduledFor: row.scheduled_for === null ? null : new Date(row.scheduled_for),
    requestedAt: row.requested_at === null ? null : new Date(row.requested_at),
  };
}

/**
 * The limit as the calls show it at `now`: an increase whose moment has come is in force even if the job
 * has not written it yet (a read never writes), so the screen and the Pix check always agree.
 */
export function toPixLimit(limit: StoredPixLimit, now: Date): PixLimit {
  const inForce = pixLimitInForce(limit, now);
  const pending = limit.scheduledFor !== null && limit.scheduledFor > now;
  return {
    limitId: limit.id,
    accountId: limit.accountId,
    period: limit.period,
    amount: centsToReais(inForce),
    scheduledAmount:
      pending && limit.scheduledAmountCents !== null ? centsToReais(limit.scheduledAmountCents) : null,
    scheduledFor: pending ? (limit.scheduledFor as Date).toISOString() : null,
    requestedAt: pending && limit.requestedAt ? limit.requestedAt.toISOString() : null,
  };
}

/** The seller's limit of one period; `lock` holds it until the transaction ends (a Pix or a change). */
export async function pixLimitOf(
  db: Db,
  sellerId: number,
  period: PixLimitPeriod,
  lock = false,
): Promise<StoredPixLimit | undefined> {
  const [row] = await db.query<PixLimitRow>(
    `SELECT ${PIX_LIMIT_COLUMNS} FROM pix_limits WHERE seller_id = $1 AND period = $2${lock ? ' FOR UPDATE' : ''}`,
    [sellerId, period],
  );
  return row && fromRow(row);
}

/**
 * A new account's limits (PIX_LIMIT_DEFAULT_CENTS): told when the account opens (bank-accounts), whichever
 * path opened it; an account reopened keeps the limits it had.
 */
export async function openPixLimits(
  db: Db,
  account: { sellerId: number; debitAccountId: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO pix_limits (seller_id, account_id, period, amount_cents, updated_at)
     VALUES ($1, $2, 'DAY', $3, $5), ($1, $2, 'NIGHT', $4, $5)
     ON CONFLICT (seller_id, period) DO NOTHING`,
    [
      account.sellerId,
      account.debitAccountId,
      PIX_LIMIT_DEFAULT_CENTS.DAY,
      PIX_LIMIT_DEFAULT_CENTS.NIGHT,
      now.toISOString(),
    ],
  );
}
