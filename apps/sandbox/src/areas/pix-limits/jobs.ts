import type { Db } from '../../db/db';
import { earliest, type JobHandler } from '../../scheduler/jobs';

/**
 * Writes every increase whose 24 hours have passed (sandbox clock) into the limit in force. Rows a Pix
 * or a change holds are skipped and taken at the next run, which the answer below makes immediate.
 */
export async function applyDueIncreases(db: Db, now: Date): Promise<void> {
  await db.query(
    `UPDATE pix_limits SET amount_cents = scheduled_amount_cents, scheduled_amount_cents = NULL,
            scheduled_for = NULL, requested_at = NULL, requested_by = NULL, updated_at = $1
      WHERE id IN (SELECT id FROM pix_limits WHERE scheduled_for <= $1 FOR UPDATE SKIP LOCKED)`,
    [now.toISOString()],
  );
}

/** The sweep: applies what is due and answers at the next increase's moment. */
export const pixLimitIncreaseJob: JobHandler = async (tx, clock) => {
  await applyDueIncreases(tx, clock.now());
  const [next] = await tx.query<{ at: Date | string | null }>(
    'SELECT min(scheduled_for) AS at FROM pix_limits WHERE scheduled_for IS NOT NULL',
  );
  return earliest(next?.at ? new Date(next.at) : null);
};
