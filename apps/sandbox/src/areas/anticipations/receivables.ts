import { type ApiDate, addDays, businessToday } from '@balcao/domain/dates';
import {
  ANTICIPATION_HORIZON_DAYS,
  type AnticipationQuote,
  anticipationCreditDate,
  maximumAnticipation,
  type Receivable,
} from '@balcao/domain/financial';
import type { Db } from '../../db/db';
import { accountId, accountIds } from '../ledger/accounts';

/** Drivers hand bigint back as text (pg) or bigint (PGlite). */
const cents = (value: string | number | bigint) => Number(value);

/**
 * What may still be anticipated, per receivable day after `executionDate` (up to the horizon): the
 * acquiring account's sum of that day, net of fees, reversals and earlier anticipations' take-backs, less
 * any advance an anticipation credits on that day (its own money, never a receivable). Read from the
 * per-day sums and the few ANTICIPATION entries, so it costs the same for a year of sales as for a week.
 */
export async function anticipableReceivables(
  db: Db,
  sellerId: number,
  executionDate: ApiDate,
  today: ApiDate,
): Promise<Receivable[]> {
  const account = await accountId(db, sellerId, 'ACQUIRING');
  if (account === undefined) return [];
  const rows = await db.query<{ date: string; amount: string }>(
    `WITH advances AS (
       SELECT p.effective_date, sum(p.amount_cents) AS amount
         FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id AND p.account_id = $2
        WHERE e.seller_id = $1 AND e.kind = 'ANTICIPATION' AND e.effective_date > $3::date
        GROUP BY p.effective_date)
     SELECT d.effective_date::text AS date, (d.amount_cents - coalesce(a.amount, 0))::text AS amount
       FROM ledger_account_days d LEFT JOIN advances a USING (effective_date)
      WHERE d.account_id = $2 AND d.effective_date > $3::date AND d.effective_date <= $4::date
        AND d.amount_cents - coalesce(a.amount, 0) > 0
      ORDER BY d.effective_date`,
    [sellerId, account, executionDate, addDays(today, ANTICIPATION_HORIZON_DAYS)],
  );
  return rows.map((r) => ({ date: r.date, amountCents: cents(r.amount) }));
}

/**
 * Locks the seller's acquiring account for the rest of the transaction: two anticipations (or an
 * anticipation and a withdrawal) of one seller run one after the other, and the second reads the
 * receivables the first already took back, so nothing is anticipated twice.
 */
export async function lockReceivables(db: Db, sellerId: number, now: Date): Promise<void> {
  const ids = await accountIds(db, sellerId, ['ACQUIRING'], now);
  await db.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [ids.get('ACQUIRING')]);
}

export interface AnticipationSettings {
  onDemandEnabled: boolean;
  monthlyRateBps: number;
}

export async function anticipationSettings(db: Db, sellerId: number): Promise<AnticipationSettings> {
  const [row] = await db.query<{ on_demand_anticipation: boolean; anticipation_monthly_rate_bps: number }>(
    'SELECT on_demand_anticipation, anticipation_monthly_rate_bps FROM sellers WHERE id = $1',
    [sellerId],
  );
  return {
    onDemandEnabled: row?.on_demand_anticipation ?? false,
    monthlyRateBps: row?.anticipation_monthly_rate_bps ?? 0,
  };
}

/**
 * The most the seller may anticipate today, as the balance card's 'available for anticipation'
 * (`onDemandNetAmount`): every receivable in full, net of its fee. Zero when on-demand anticipation is off.
 */
export async function anticipationLimit(db: Db, sellerId: number, now: Date): Promise<AnticipationQuote> {
  const settings = await anticipationSettings(db, sellerId);
  const today = businessToday(now);
  const executionDate = anticipationCreditDate(now);
  const receivables = settings.onDemandEnabled
    ? await anticipableReceivables(db, sellerId, executionDate, today)
    : [];
  return maximumAnticipation(receivables, executionDate, settings.monthlyRateBps);
}
