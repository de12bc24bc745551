import { randomUUID } from 'node:crypto';
import type { banking } from '@balcao/client';
import { businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import {
  isWithdrawalBlocked,
  MIN_WITHDRAWAL_EXCLUSIVE_CENTS,
  WITHDRAWAL_BLOCKED_MESSAGE,
  WITHDRAWAL_OVER_BALANCE_MESSAGE,
} from '@balcao/domain/financial';
import { nextBankingDay } from '@balcao/domain/ledger';
import { centsToReais, formatBRL, reaisToCentsExact } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { requireFinance } from '../financial/access';
import { withdrawalEntry } from '../ledger/banking-movements';
import { LedgerError, post } from '../ledger/post';
import type { Caller } from '../shared/caller';
import type { ContractBody, ContractQuery } from '../shared/contract';
import { queryPage } from '../shared/page';
import { COLUMNS, type TransferRow, toTransfer } from './model';
import { requestTransferWithAnticipation } from './with-anticipation';

type TransferPage = banking.components['schemas']['TransferPage'];
type Transfer = banking.components['schemas']['Transfer'];

/**
 * POST /sellers/transfers ('Novo repasse'): refused in the blocked window by the sandbox clock, then the
 * amount leaves the available balance in this transaction (the ledger's TRANSFER, guarded by the account
 * lock so two requests cannot both spend it) and the row waits for the next banking day. The HTTP layer
 * stores the answer under the Idempotency-Key in the same transaction, so a replay moves nothing.
 */
export async function requestTransfer(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['requestTransfer']>,
): Promise<Transfer> {
  await requireFinance(db, clock, caller);
  const now = clock.now();
  if (isWithdrawalBlocked(now)) throw badRequest(WITHDRAWAL_BLOCKED_MESSAGE, 'WITHDRAWAL_BLOCKED');
  const amountCents = reaisToCentsExact(body.amount);
  if (body.anticipationId !== undefined)
    return requestTransferWithAnticipation(db, clock, caller, {
      totalCents: amountCents,
      anticipationId: body.anticipationId,
    });
  // §9's minimum, on the server as on the button: a plain withdrawal of R$ 9,00 or less moves nothing
  // (one that includes the balance to release has none).
  if (amountCents <= MIN_WITHDRAWAL_EXCLUSIVE_CENTS)
    throw badRequest(
      `Valor: o repasse deve ser maior que ${formatBRL(MIN_WITHDRAWAL_EXCLUSIVE_CENTS)}.`,
      'BELOW_MINIMUM',
    );
  const today = businessToday(now);
  const scheduledDate = nextBankingDay(today);
  const [seller] = await db.query<{ banking_type: string | null }>(
    'SELECT banking_type FROM sellers WHERE id = $1',
    [caller.sellerId],
  );
  const id = randomUUID();
  const [row] = await db.query<TransferRow>(
    `INSERT INTO transfers (id, seller_id, amount_cents, requested_at, requested_by, scheduled_date, destination, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING') RETURNING ${COLUMNS}`,
    [
      id,
      caller.sellerId,
      amountCents,
      now.toISOString(),
      caller.apiKeyId ? null : caller.userId,
      scheduledDate,
      seller?.banking_type === 'PJ' ? 'CHECKING' : 'EXTERNAL',
    ],
  );
  try {
    await post(
      db,
      withdrawalEntry({ sellerId: caller.sellerId, createdAt: now, transferId: id, amountCents, today }),
    );
  } catch (error) {
    if (error instanceof LedgerError && error.refusal === 'INSUFFICIENT_BALANCE')
      throw badRequest(WITHDRAWAL_OVER_BALANCE_MESSAGE, 'INSUFFICIENT_BALANCE');
    throw error;
  }
  await wakeJob(db, JOB_KINDS.transferExecution, startOfBusinessDay(scheduledDate));
  return toTransfer(row!);
}

/** GET /sellers/transfers: the sum of the requests not executed yet, in reais. */
export async function pendingTransfersTotal(db: Db, clock: Clock, caller: Caller): Promise<number> {
  await requireFinance(db, clock, caller);
  const [row] = await db.query<{ total: string }>(
    `SELECT coalesce(sum(amount_cents), 0)::text AS total FROM transfers WHERE seller_id = $1 AND status = 'PENDING'`,
    [caller.sellerId],
  );
  return centsToReais(Number(row?.total ?? 0));
}

/** GET /sellers/transfers/approve: 'Solicitações de repasse em processamento', newest first by default. */
export async function listPendingTransfers(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: ContractQuery<banking.operations['listPendingTransfers']>,
): Promise<TransferPage> {
  await requireFinance(db, clock, caller);
  const direction = query.sort === 'date,ASC' ? 'ASC' : 'DESC';
  return queryPage<TransferRow, Transfer>(
    db,
    {
      select: COLUMNS,
      from: 'transfers',
      where: `seller_id = $1 AND status = 'PENDING'`,
      params: [caller.sellerId],
      orderBy: `requested_at ${direction}, id ${direction}`,
      page: query.page ?? 0,
      size: query.size ?? 50,
    },
    toTransfer,
  );
}
