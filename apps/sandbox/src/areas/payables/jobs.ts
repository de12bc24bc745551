import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { earliest, type JobHandler } from '../../scheduler/jobs';
import { DUE_PAYABLE_COLUMNS, type DuePayable, executePayable } from './execution';

/**
 * The sandbox bank's sweep of accounts payable, by the sandbox clock: executes each SCHEDULED payment whose
 * instant has come (in order, so the second of two that the balance cannot both cover is the one that
 * fails), and expires the requests whose date passed without an approval. Rows another process holds are
 * skipped; each payment's ledger key is its own, so nothing is paid twice.
 */
export async function runDuePayables(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const due = await db.query<DuePayable>(
    `SELECT ${DUE_PAYABLE_COLUMNS} FROM payables WHERE status = 'SCHEDULED' AND execute_at <= $1
      ORDER BY execute_at, approved_at, id FOR UPDATE SKIP LOCKED`,
    [now.toISOString()],
  );
  // Each at its own instant, not the clock's: a jump of several days still pays a Pix scheduled for 06:00
  // within that morning's day limit, and the ledger shows it on its date.
  for (const payable of due) await executePayable(db, payable, new Date(payable.execute_at));
  await db.query(
    `UPDATE payables SET status = 'EXPIRED', failure_reason = 'A data do pagamento passou sem aprovação.'
      WHERE id IN (SELECT id FROM payables WHERE status = 'REQUESTED' AND payment_date < $1::date
                   FOR UPDATE SKIP LOCKED)`,
    [businessToday(now)],
  );
}

export const payableExecutionJob: JobHandler = async (tx, clock) => {
  await runDuePayables(tx, clock);
  const [next] = await tx.query<{ execute_at: Date | string | null; requested_day: string | null }>(
    `SELECT (SELECT min(execute_at) FROM payables WHERE status = 'SCHEDULED') AS execute_at,
            (SELECT min(payment_date)::text FROM payables WHERE status = 'REQUESTED') AS requested_day`,
  );
  return earliest(
    next?.execute_at ? new Date(next.execute_at) : null,
    next?.requested_day ? startOfBusinessDay(addDays(next.requested_day, 1)) : null,
  );
};
