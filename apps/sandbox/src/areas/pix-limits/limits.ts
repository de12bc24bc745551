import type { banking } from '@balcao/client';
import { reaisToCentsExact } from '@balcao/domain/money';
import {
  PIX_LIMIT_INCREASE_DELAY_MS,
  PIX_LIMIT_INVALID_MESSAGE,
  PIX_LIMIT_MAX_CENTS,
  PIX_LIMIT_TOO_HIGH_MESSAGE,
  pixLimitChange,
  pixLimitInForce,
} from '@balcao/domain/pix';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../errors';
import { lockJob, wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { requireActiveBankAccount } from '../bank-accounts/account';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { fromRow, PIX_LIMIT_COLUMNS, type PixLimit, type PixLimitRow, toPixLimit } from './model';

/** GET accounts/limits: the day and the night limit of the checking account, as they stand now. */
export async function listPixLimits(db: Db, clock: Clock, caller: Caller): Promise<PixLimit[]> {
  await requireActiveBankAccount(db, caller.sellerId);
  const rows = await db.query<PixLimitRow>(
    `SELECT ${PIX_LIMIT_COLUMNS} FROM pix_limits WHERE seller_id = $1 ORDER BY period`,
    [caller.sellerId],
  );
  if (rows.length !== 2) throw new Error(`seller ${caller.sellerId} has ${rows.length} Pix limits, not 2`);
  const now = clock.now();
  return rows.map((row) => toPixLimit(fromRow(row), now));
}

function limitInCents(amount: number): number {
  const cents = reaisToCentsExact(amount);
  if (cents < 0) throw badRequest(PIX_LIMIT_INVALID_MESSAGE);
  if (cents > PIX_LIMIT_MAX_CENTS) throw badRequest(PIX_LIMIT_TOO_HIGH_MESSAGE, 'PIX_LIMIT_TOO_HIGH');
  return cents;
}

/**
 * PATCH accounts/limits, once per period (§7.3). An increase waits 24 hours (the Banco Central's rule) as
 * the limit's scheduled amount; asking the same increase again keeps its moment, another one starts the
 * 24 hours again. A decrease is in force at once and drops a pending increase of that period, and so does
 * asking for the amount already in force. The job's row is taken before the limit's, in the job's order.
 */
export async function updatePixLimit(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['updatePixLimit']>,
): Promise<PixLimit> {
  await requireActiveBankAccount(db, caller.sellerId, body.accountId);
  const amountCents = limitInCents(body.amount);
  await lockJob(db, JOB_KINDS.pixLimitIncrease);
  const [row] = await db.query<PixLimitRow>(
    `SELECT ${PIX_LIMIT_COLUMNS} FROM pix_limits WHERE id = $1 AND seller_id = $2 FOR UPDATE`,
    [body.limitId, caller.sellerId],
  );
  if (!row || row.account_id !== body.accountId) throw notFound('Limite não encontrado.');
  const limit = fromRow(row);
  const now = clock.now();
  const inForce = pixLimitInForce(limit, now);
  const stillPending = limit.scheduledFor !== null && limit.scheduledFor > now;
  const change = pixLimitChange(inForce, amountCents);
  if (change === 'INCREASE' && stillPending && limit.scheduledAmountCents === amountCents)
    return toPixLimit(limit, now);
  const scheduledFor = change === 'INCREASE' ? new Date(now.getTime() + PIX_LIMIT_INCREASE_DELAY_MS) : null;
  const [updated] = await db.query<PixLimitRow>(
    `UPDATE pix_limits SET amount_cents = $2, scheduled_amount_cents = $3, scheduled_for = $4,
            requested_at = $5, requested_by = $6, updated_at = $7
      WHERE id = $1 RETURNING ${PIX_LIMIT_COLUMNS}`,
    [
      limit.id,
      change === 'DECREASE' ? amountCents : inForce,
      scheduledFor ? amountCents : null,
      scheduledFor?.toISOString() ?? null,
      scheduledFor ? now.toISOString() : null,
      scheduledFor && !caller.apiKeyId ? caller.userId : null,
      now.toISOString(),
    ],
  );
  if (scheduledFor) await wakeJob(db, JOB_KINDS.pixLimitIncrease, scheduledFor);
  return toPixLimit(fromRow(updated as PixLimitRow), now);
}
