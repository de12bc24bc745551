import type { ApiDate } from '@balcao/domain/dates';
import type { LedgerAccountKind } from '@balcao/domain/ledger';
import { expect } from 'vitest';
import type { Db } from '../../db/db';
import { balances } from './balances';
import type { LedgerEntry } from './post';

/**
 * What the property test expects the ledger to hold, kept in plain arrays beside it: every posting the
 * ledger accepted, so each of its answers can be recomputed the slow, obvious way.
 */
export class LedgerModel {
  readonly postings: { account: LedgerAccountKind; date: ApiDate; amount: number }[] = [];
  readonly entries: LedgerEntry[] = [];

  accept(entry: LedgerEntry): void {
    this.entries.push(entry);
    for (const p of entry.postings)
      this.postings.push({ account: p.account, date: entry.effectiveDate, amount: p.amountCents });
  }

  sum(account: LedgerAccountKind, keep: (date: ApiDate) => boolean = () => true): number {
    return this.postings
      .filter((p) => p.account === account && keep(p.date))
      .reduce((s, p) => s + p.amount, 0);
  }

  /** The lowest balance the account reaches today or on any later day, with `extra` added. */
  lowestFrom(account: LedgerAccountKind, today: ApiDate, extra: LedgerEntry[] = []): number {
    const all = [
      ...this.postings,
      ...extra.flatMap((e) =>
        e.postings.map((p) => ({ account: p.account, date: e.effectiveDate, amount: p.amountCents })),
      ),
    ].filter((p) => p.account === account);
    let balance = all.filter((p) => p.date <= today).reduce((s, p) => s + p.amount, 0);
    let lowest = balance;
    const later = [...new Set(all.filter((p) => p.date > today).map((p) => p.date))].sort();
    for (const day of later) {
      balance += all.filter((p) => p.date === day).reduce((s, p) => s + p.amount, 0);
      lowest = Math.min(lowest, balance);
    }
    return lowest;
  }
}

/** Every invariant of the ledger for one seller, checked against the database and the model. */
export async function checkLedger(
  db: Db,
  sellerId: number,
  model: LedgerModel,
  today: ApiDate,
): Promise<void> {
  const unbalanced = await db.query(
    `SELECT e.id FROM ledger_entries e LEFT JOIN ledger_postings p ON p.entry_id = e.id
      WHERE e.seller_id = $1 GROUP BY e.id HAVING coalesce(sum(p.amount_cents), 0) <> 0 OR count(p.id) < 2`,
    [sellerId],
  );
  expect(unbalanced).toEqual([]);
  // The daily sums the balances read must be exactly the sums of the postings, day by day.
  const drift = await db.query(
    `WITH raw AS (
       SELECT p.account_id, p.effective_date, sum(p.amount_cents) AS amount, count(*) FILTER (WHERE NOT p.is_fee) AS lines
         FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.seller_id = $1
        GROUP BY 1, 2),
     kept AS (
       SELECT d.* FROM ledger_account_days d JOIN ledger_accounts a ON a.id = d.account_id WHERE a.seller_id = $1)
     SELECT * FROM raw FULL JOIN kept USING (account_id, effective_date)
      WHERE raw.amount IS DISTINCT FROM kept.amount_cents OR raw.lines IS DISTINCT FROM kept.lines`,
    [sellerId],
  );
  expect(drift).toEqual([]);
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_entries WHERE seller_id = $1',
    [sellerId],
  );
  expect(count?.n).toBe(model.entries.length);
  const perAccount = await db.query<{ kind: LedgerAccountKind; total: string }>(
    `SELECT a.kind, sum(p.amount_cents)::text AS total FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id WHERE a.seller_id = $1 GROUP BY a.kind`,
    [sellerId],
  );
  for (const row of perAccount) expect(Number(row.total)).toBe(model.sum(row.kind));
  const shown = await balances(db, sellerId, today);
  for (const kind of ['ACQUIRING', 'CHECKING'] as const) {
    expect(shown[kind].availableCents).toBe(model.sum(kind, (d) => d <= today));
    expect(shown[kind].toReleaseCents).toBe(model.sum(kind, (d) => d > today));
  }
  expect(model.lowestFrom('CHECKING', today)).toBeGreaterThanOrEqual(0);
}
