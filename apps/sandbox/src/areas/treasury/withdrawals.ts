import { randomUUID } from 'node:crypto';
import type { banking } from '@balcao/client';
import { businessToday } from '@balcao/domain/dates';
import { reaisToCentsExact } from '@balcao/domain/money';
import { TREASURY_AMOUNT_MESSAGES } from '@balcao/domain/treasury';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import { lockJob, wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { requireActiveBankAccount } from '../bank-accounts/account';
import { LedgerError, post } from '../ledger/post';
import type { Caller } from '../shared/caller';
import type { ContractBody, ContractQuery } from '../shared/contract';
import { queryPage } from '../shared/page';
import {
  MOVEMENT_COLUMNS,
  type MovementRow,
  TREASURY_SETTLEMENT_SECONDS,
  type TreasuryWithdrawal,
  toWithdrawal,
} from './model';
import { withdrawalEntry } from './movements';

/**
 * POST /v1/banking/transfers ('Sacar'): the amount leaves the checking account now, and the settlement
 * job sends it out of the house (to the seller's account in another bank) a few seconds later. Above
 * the balance: 400 and nothing written.
 */
export async function withdraw(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['createTreasuryWithdrawal']>,
): Promise<TreasuryWithdrawal> {
  await requireActiveBankAccount(db, caller.sellerId);
  const amountCents = reaisToCentsExact(body.amount);
  await lockJob(db, JOB_KINDS.treasurySettlement);
  const now = clock.now();
  const settleAt = new Date(now.getTime() + TREASURY_SETTLEMENT_SECONDS * 1000);
  const [row] = await db.query<MovementRow>(
    `INSERT INTO treasury_withdrawals (id, seller_id, amount_cents, status, requested_at, requested_by, settle_at)
     VALUES ($1, $2, $3, 'PROCESSING', $4, $5, $6) RETURNING ${MOVEMENT_COLUMNS}`,
    [
      randomUUID(),
      caller.sellerId,
      amountCents,
      now.toISOString(),
      caller.apiKeyId ? null : caller.userId,
      settleAt.toISOString(),
    ],
  );
  const withdrawal = row as MovementRow;
  try {
    await post(
      db,
      withdrawalEntry({
        sellerId: caller.sellerId,
        createdAt: now,
        effectiveDate: businessToday(now),
        amountCents,
        withdrawalId: withdrawal.id,
        step: 'request',
      }),
    );
  } catch (error) {
    if (error instanceof LedgerError && error.refusal === 'INSUFFICIENT_BALANCE')
      throw badRequest(TREASURY_AMOUNT_MESSAGES.overBalance, 'INSUFFICIENT_BALANCE');
    throw error;
  }
  await wakeJob(db, JOB_KINDS.treasurySettlement, settleAt);
  return toWithdrawal(withdrawal);
}

/** GET /v1/banking/withdrawals: the seller's withdrawals, newest first. */
export async function listWithdrawals(
  db: Db,
  caller: Caller,
  query: ContractQuery<banking.operations['listTreasuryWithdrawals']>,
): Promise<banking.components['schemas']['TreasuryWithdrawalPage']> {
  await requireActiveBankAccount(db, caller.sellerId);
  return queryPage<MovementRow, TreasuryWithdrawal>(
    db,
    {
      select: MOVEMENT_COLUMNS,
      from: 'treasury_withdrawals',
      where: 'seller_id = $1',
      params: [caller.sellerId],
      orderBy: 'requested_at DESC, id DESC',
      page: query.page ?? 0,
      size: query.size ?? 20,
    },
    toWithdrawal,
  );
}
