import { businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { nextBankingDay } from '@balcao/domain/ledger';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { earliest, type JobHandler, lockJob, wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { post } from '../ledger/post';
import { cdiHistory, publishCdiRates } from './cdi-rates';
import { applicationEntry, redemptionEntry, withdrawalEntry, yieldEntry } from './movements';
import { pendingYieldCredits, valuationDay } from './yields';

/**
 * The bank settles what the treasury accepted, once its time has come by the sandbox clock: an
 * application's money reaches the investment account and starts earning that day, a redemption's
 * reaches the checking account, a withdrawal leaves the house. Rows another process holds are skipped;
 * the ledger key of each settlement is its own, so nothing is settled twice.
 */
export async function settleDueTreasury(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const today = businessToday(now);
  const applications = await db.query<{ id: string; seller_id: number; amount_cents: string; name: string }>(
    `SELECT a.id, a.seller_id, a.amount_cents::text, p.name FROM treasury_applications a
       JOIN treasury_products p ON p.id = a.product_id
      WHERE a.status = 'PROCESSING' AND a.settle_at <= $1 ORDER BY a.settle_at, a.id FOR UPDATE OF a SKIP LOCKED`,
    [now.toISOString()],
  );
  if (applications.length > 0) {
    // Settling wakes the yield job: its row first, as every rule that wakes a job takes it (scheduler/jobs.ts).
    await lockJob(db, JOB_KINDS.treasuryYield);
    for (const a of applications) {
      const amountCents = Number(a.amount_cents);
      const entry = { sellerId: a.seller_id, createdAt: now, effectiveDate: today, amountCents };
      await post(
        db,
        applicationEntry({ ...entry, applicationId: a.id, productName: a.name, step: 'settlement' }),
      );
      await db.query(
        `UPDATE treasury_applications SET status = 'ACTIVE', started_at = $2, base_date = $2, credited_through = $2,
                settle_at = NULL, settled_at = $3 WHERE id = $1`,
        [a.id, today, now.toISOString()],
      );
    }
    await wakeJob(db, JOB_KINDS.treasuryYield, startOfBusinessDay(nextBankingDay(today)));
  }
  const redemptions = await db.query<{ id: string; seller_id: number; amount_cents: string; name: string }>(
    `SELECT r.id, r.seller_id, r.amount_cents::text, p.name FROM treasury_redemptions r
       JOIN treasury_applications a ON a.id = r.application_id JOIN treasury_products p ON p.id = a.product_id
      WHERE r.status = 'PROCESSING' AND r.settle_at <= $1 ORDER BY r.settle_at, r.id FOR UPDATE OF r SKIP LOCKED`,
    [now.toISOString()],
  );
  for (const r of redemptions) {
    const entry = {
      sellerId: r.seller_id,
      createdAt: now,
      effectiveDate: today,
      amountCents: Number(r.amount_cents),
    };
    await post(
      db,
      redemptionEntry({ ...entry, redemptionId: r.id, productName: r.name, step: 'settlement' }),
    );
    await db.query(`UPDATE treasury_redemptions SET status = 'SETTLED', settled_at = $2 WHERE id = $1`, [
      r.id,
      now.toISOString(),
    ]);
  }
  const withdrawals = await db.query<{ id: string; seller_id: number; amount_cents: string }>(
    `SELECT id, seller_id, amount_cents::text FROM treasury_withdrawals
      WHERE status = 'PROCESSING' AND settle_at <= $1 ORDER BY settle_at, id FOR UPDATE SKIP LOCKED`,
    [now.toISOString()],
  );
  for (const w of withdrawals) {
    const entry = {
      sellerId: w.seller_id,
      createdAt: now,
      effectiveDate: today,
      amountCents: Number(w.amount_cents),
    };
    await post(db, withdrawalEntry({ ...entry, withdrawalId: w.id, step: 'settlement' }));
    await db.query(`UPDATE treasury_withdrawals SET status = 'SETTLED', settled_at = $2 WHERE id = $1`, [
      w.id,
      now.toISOString(),
    ]);
  }
}

export const treasurySettlementJob: JobHandler = async (tx, clock) => {
  await settleDueTreasury(tx, clock);
  const [next] = await tx.query<{ at: Date | string | null }>(
    `SELECT least((SELECT min(settle_at) FROM treasury_applications WHERE status = 'PROCESSING'),
                  (SELECT min(settle_at) FROM treasury_redemptions WHERE status = 'PROCESSING'),
                  (SELECT min(settle_at) FROM treasury_withdrawals WHERE status = 'PROCESSING')) AS at`,
  );
  return earliest(next?.at ? new Date(next.at) : null);
};

interface AccruingRow {
  id: string;
  seller_id: number;
  percent_of_cdi: string;
  base_cents: string;
  current_cents: string;
  base_date: string;
  credited_through: string;
}

/**
 * Credits every ACTIVE application the business days it has not been credited yet (all of them at once
 * when the clock jumped a month), each day its own ledger entry keyed by application and day, in the
 * transaction that moves the application's credited day: two processes never credit a day twice (the
 * scheduler runs the job once, the rows are locked, and the key would refuse a repeat anyway).
 */
export async function creditDueYields(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const today = businessToday(now);
  const valuation = valuationDay(today);
  const due = await db.query<AccruingRow>(
    `SELECT id, seller_id, percent_of_cdi::text, base_cents::text, current_cents::text, base_date::text,
            credited_through::text
       FROM treasury_applications WHERE status = 'ACTIVE' AND credited_through < $1::date
      ORDER BY id FOR UPDATE SKIP LOCKED`,
    [valuation],
  );
  if (due.length === 0) return;
  const from = due.map((a) => a.credited_through).sort()[0] as string;
  const earliestBase = due.map((a) => a.base_date).sort()[0] as string;
  await publishCdiRates(db, from, valuation, now);
  const history = await cdiHistory(db, earliestBase, valuation);
  for (const a of due) {
    const credits = pendingYieldCredits(
      {
        baseCents: Number(a.base_cents),
        percentOfCdi: Number(a.percent_of_cdi),
        baseDate: a.base_date,
        creditedThrough: a.credited_through,
        currentCents: Number(a.current_cents),
      },
      history,
      today,
    );
    for (const credit of credits) {
      if (credit.amountCents === 0) continue;
      await post(
        db,
        yieldEntry({
          sellerId: a.seller_id,
          createdAt: now,
          effectiveDate: credit.creditedOn,
          amountCents: credit.amountCents,
          applicationId: a.id,
          cdiDay: credit.cdiDay,
        }),
      );
    }
    const last = credits.at(-1);
    await db.query(
      'UPDATE treasury_applications SET current_cents = $2, credited_through = $3 WHERE id = $1',
      [a.id, last?.valueAfterCents ?? Number(a.current_cents), valuation],
    );
  }
}

/** The sweep: credits what is due and answers at the next business morning (at once if rows were held). */
export const treasuryYieldJob: JobHandler = async (tx, clock) => {
  await creditDueYields(tx, clock);
  const today = businessToday(clock.now());
  const [left] = await tx.query<{ behind: boolean; active: boolean }>(
    `SELECT bool_or(credited_through < $1::date) AS behind, count(*) > 0 AS active
       FROM treasury_applications WHERE status = 'ACTIVE'`,
    [valuationDay(today)],
  );
  if (left?.behind) return new Date(clock.now().getTime() + 1000);
  return earliest(left?.active ? startOfBusinessDay(nextBankingDay(today)) : null);
};
