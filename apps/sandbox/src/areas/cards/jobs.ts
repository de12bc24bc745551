import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { earliest, type JobHandler } from '../../scheduler/jobs';
import { cardDataKey, drawCardSecrets, sealCardSecrets } from './card-data';

/**
 * The issuer issues the PENDING cards whose time has come: number, CVV and expiry drawn, sealed with the
 * card data key, and the card ACTIVE, in the job's transaction. Rows another process holds are skipped.
 */
export async function issueDueCards(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const due = await db.query<{ id: string }>(
    `SELECT id FROM cards WHERE status = 'PENDING' AND issue_at <= $1 ORDER BY issue_at, id FOR UPDATE SKIP LOCKED`,
    [now.toISOString()],
  );
  if (due.length === 0) return;
  const key = await cardDataKey(db);
  for (const card of due) {
    const secrets = drawCardSecrets(now);
    await db.query(
      `UPDATE cards SET status = 'ACTIVE', sensitive_data = $2, final_digits = $3, issue_at = NULL WHERE id = $1`,
      [card.id, sealCardSecrets(key, card.id, secrets), secrets.pan.slice(-4)],
    );
  }
}

export const cardIssuanceJob: JobHandler = async (tx, clock) => {
  await issueDueCards(tx, clock);
  const [next] = await tx.query<{ at: Date | string | null }>(
    `SELECT min(issue_at) AS at FROM cards WHERE status = 'PENDING'`,
  );
  return earliest(next?.at ? new Date(next.at) : null);
};

/**
 * The invoice cycle by the sandbox clock (São Paulo days): an OPEN invoice closes once its end date is
 * behind, a CLOSED one falls OVERDUE once its due date is behind and it is still unpaid. Answers at the
 * start of the next day that changes something.
 */
export async function advanceCardInvoices(db: Db, clock: Clock): Promise<void> {
  const today = businessToday(clock.now());
  await db.query(`UPDATE card_invoices SET status = 'CLOSED' WHERE status = 'OPEN' AND end_date < $1::date`, [
    today,
  ]);
  await db.query(
    `UPDATE card_invoices SET status = 'OVERDUE' WHERE status = 'CLOSED' AND due_date < $1::date`,
    [today],
  );
}

export const cardInvoiceCycleJob: JobHandler = async (tx, clock) => {
  await advanceCardInvoices(tx, clock);
  const [next] = await tx.query<{ open_end: string | null; closed_due: string | null }>(
    `SELECT (SELECT min(end_date)::text FROM card_invoices WHERE status = 'OPEN') AS open_end,
            (SELECT min(due_date)::text FROM card_invoices WHERE status = 'CLOSED') AS closed_due`,
  );
  const dayAfter = (day: string | null | undefined) => (day ? startOfBusinessDay(addDays(day, 1)) : null);
  return earliest(dayAfter(next?.open_end), dayAfter(next?.closed_due));
};
