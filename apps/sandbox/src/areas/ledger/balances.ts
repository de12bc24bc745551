import type { ApiDate } from '@balcao/domain/dates';
import { SELLER_ACCOUNT_KINDS, type SellerAccountKind } from '@balcao/domain/ledger';
import type { Db } from '../../db/db';

export interface AccountBalance {
  /** Everything posted, whatever its date. */
  totalCents: number;
  /** Effective on or before today: what can be withdrawn or spent. */
  availableCents: number;
  /** Effective after today: receivables still to be released (future debits net against them). */
  toReleaseCents: number;
}

export type SellerBalances = Record<SellerAccountKind, AccountBalance>;

/** Bigint text from SQL to cents; a sum past 2^53 would be wrong as a number, so it fails loudly. */
function cents(text: string | null | undefined): number {
  const value = Number(text ?? 0);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Saldo fora do intervalo seguro: ${text}`);
  return value;
}

/**
 * The seller's accounts asked for (all by default), each split by effective date against `today` (São
 * Paulo, sandbox clock). Summed from the per-day sums the posting trigger keeps, so a year of movements is
 * some 700 rows per account, not hundreds of thousands of postings (bench/ledger-balance.ts); each account
 * reads only its own days, by its key, so asking for the checking account alone reads a few dozen rows
 * however busy the seller's acquiring is. A read: it never opens an account.
 */
export function balances(db: Db, sellerId: number, today: ApiDate): Promise<SellerBalances>;
export function balances<K extends SellerAccountKind>(
  db: Db,
  sellerId: number,
  today: ApiDate,
  kinds: readonly K[],
): Promise<Record<K, AccountBalance>>;
export async function balances(
  db: Db,
  sellerId: number,
  today: ApiDate,
  kinds: readonly SellerAccountKind[] = SELLER_ACCOUNT_KINDS,
): Promise<Partial<SellerBalances>> {
  const rows = await db.query<BalanceRow>(balancesSql('$1', '$2', '$3'), [sellerId, today, kinds]);
  return balancesOf(rows, kinds);
}

/** One account's sums as SQL answers them (bigint as text). */
export interface BalanceRow {
  kind: SellerAccountKind;
  available: string;
  to_release: string;
}

/**
 * The SQL `balances` runs, for a read that takes the balances with other figures in one statement (one
 * round trip on a Postgres server): rows of `BalanceRow` for the seller, day and kinds in the parameters
 * named.
 */
export function balancesSql(sellerParam: string, todayParam: string, kindsParam: string): string {
  return `SELECT a.kind, day_sums.available, day_sums.to_release
       FROM ledger_accounts a
       CROSS JOIN LATERAL (
         SELECT coalesce(sum(d.amount_cents) FILTER (WHERE d.effective_date <= ${todayParam}::date), 0)::text AS available,
                coalesce(sum(d.amount_cents) FILTER (WHERE d.effective_date > ${todayParam}::date), 0)::text AS to_release
           FROM ledger_account_days d WHERE d.account_id = a.id
       ) AS day_sums
      WHERE a.seller_id = ${sellerParam} AND a.kind = ANY(${kindsParam}::text[])`;
}

/**
 * The rows of `balancesSql` for `kinds` (it answers only those) as balances: an account not opened yet (no
 * row) holds nothing.
 */
export function balancesOf<K extends SellerAccountKind>(
  rows: readonly BalanceRow[],
  kinds: readonly K[],
): Record<K, AccountBalance> {
  const result = Object.fromEntries(
    kinds.map((kind) => [kind, { totalCents: 0, availableCents: 0, toReleaseCents: 0 }]),
  ) as Record<K, AccountBalance>;
  for (const row of rows) {
    const availableCents = cents(row.available);
    const toReleaseCents = cents(row.to_release);
    result[row.kind as K] = { totalCents: availableCents + toReleaseCents, availableCents, toReleaseCents };
  }
  return result;
}

/**
 * What is still to be received, per future day, net of what was already anticipated or reversed on that
 * day: what an anticipation may advance, each amount pro rata by its days to `today`.
 */
export async function receivablesByDay(
  db: Db,
  sellerId: number,
  today: ApiDate,
  until: ApiDate,
): Promise<{ date: ApiDate; amountCents: number }[]> {
  const rows = await db.query<{ date: string; amount: string }>(
    `SELECT d.effective_date::text AS date, d.amount_cents::text AS amount
       FROM ledger_accounts a JOIN ledger_account_days d ON d.account_id = a.id
      WHERE a.seller_id = $1 AND a.kind = 'ACQUIRING' AND d.effective_date > $2::date
        AND d.effective_date <= $3::date AND d.amount_cents > 0
      ORDER BY d.effective_date`,
    [sellerId, today, until],
  );
  return rows.map((r) => ({ date: r.date, amountCents: cents(r.amount) }));
}
