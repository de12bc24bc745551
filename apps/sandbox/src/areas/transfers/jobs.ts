import { businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { earliest, type JobHandler } from '../../scheduler/jobs';
import { withdrawalExecutionEntry } from '../ledger/banking-movements';
import { post } from '../ledger/post';

/**
 * Executes every pending withdrawal whose banking day has come (São Paulo, sandbox clock): the money in
 * transit goes to the seller's checking account or its bank elsewhere, effective on the scheduled day,
 * in the transaction that marks the row executed. Rows are locked and skipped when another process holds
 * them, and the ledger key of each execution is the transfer's, so nothing is paid twice.
 */
export async function executeDueTransfers(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const due = await db.query<{
    id: string;
    seller_id: number;
    amount_cents: string;
    scheduled_date: string;
    destination: 'CHECKING' | 'EXTERNAL';
  }>(
    `SELECT id, seller_id, amount_cents::text, scheduled_date::text, destination FROM transfers
      WHERE status = 'PENDING' AND scheduled_date <= $1::date
      ORDER BY scheduled_date, id FOR UPDATE SKIP LOCKED`,
    [businessToday(now)],
  );
  for (const t of due) {
    await post(
      db,
      withdrawalExecutionEntry({
        sellerId: t.seller_id,
        createdAt: now,
        transferId: t.id,
        amountCents: Number(t.amount_cents),
        executionDate: t.scheduled_date,
        destination: t.destination,
      }),
    );
    await db.query(`UPDATE transfers SET status = 'EXECUTED', executed_at = $2 WHERE id = $1`, [
      t.id,
      now.toISOString(),
    ]);
  }
}

/** The sweep: runs what is due and answers at the start of the next pending banking day. */
export const transferExecutionJob: JobHandler = async (tx, clock) => {
  await executeDueTransfers(tx, clock);
  const [next] = await tx.query<{ day: string | null }>(
    `SELECT min(scheduled_date)::text AS day FROM transfers WHERE status = 'PENDING'`,
  );
  return earliest(next?.day ? startOfBusinessDay(next.day) : null);
};
