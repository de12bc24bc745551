import { randomUUID } from 'node:crypto';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import {
  ANTICIPATION_HORIZON_DAYS,
  DEFAULT_ANTICIPATION_MONTHLY_RATE_BPS,
  quoteAnticipation,
} from '@balcao/domain/financial';
import { bankingDayOnOrAfter, nextBankingDay } from '@balcao/domain/ledger';
import { anticipationEntries } from '../src/areas/ledger/banking-movements';
import { post } from '../src/areas/ledger/post';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import type { SeededAccounts } from './accounts';

/** Days before today the demo seller anticipated, and the share of what it could that it took. */
const HISTORY: readonly { daysAgo: number; share: number }[] = [
  { daysAgo: 150, share: 0.3 },
  { daysAgo: 95, share: 0.2 },
  { daysAgo: 52, share: 0.25 },
  { daysAgo: 20, share: 0.15 },
];

/**
 * What could be anticipated on `day`: the receivables of later days as the ledger held them then (entries
 * posted by that day's end, earlier anticipations' take-backs included, their advances left out).
 */
async function receivablesOn(db: Db, sellerId: number, day: string, executionDate: string) {
  const rows = await db.query<{ date: string; amount: string }>(
    `SELECT p.effective_date::text AS date, sum(p.amount_cents)::text AS amount
       FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'ACQUIRING'
      WHERE e.seller_id = $1 AND e.kind <> 'ANTICIPATION' AND e.created_at < $2
        AND p.effective_date > $3::date AND p.effective_date <= $4::date
      GROUP BY p.effective_date HAVING sum(p.amount_cents) > 0 ORDER BY 1`,
    [
      sellerId,
      startOfBusinessDay(addDays(day, 1)).toISOString(),
      executionDate,
      addDays(day, ANTICIPATION_HORIZON_DAYS),
    ],
  );
  return rows.map((r) => ({ date: r.date, amountCents: Number(r.amount) }));
}

/**
 * The demo seller's anticipation history: a few anticipations over the last months, each a share of what
 * it could anticipate that day at the default rate, posted through the ledger like a confirmed one and
 * executed on its banking day (so the Antecipações tab and the history have something to show).
 */
export async function seedAnticipations(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const sellerId = accounts.sellers.demo;
  const today = businessToday(clock.now());
  const [requester] = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE seller_id = $1 AND profile = 'ADMIN' ORDER BY id LIMIT 1`,
    [sellerId],
  );
  for (const { daysAgo, share } of HISTORY) {
    const day = bankingDayOnOrAfter(addDays(today, -daysAgo));
    const executionDate = nextBankingDay(day);
    if (executionDate > today) continue;
    const receivables = await receivablesOn(db, sellerId, day, executionDate);
    const rate = DEFAULT_ANTICIPATION_MONTHLY_RATE_BPS;
    const max = quoteAnticipation(receivables, executionDate, rate, Number.MAX_SAFE_INTEGER);
    const quote = quoteAnticipation(
      receivables,
      executionDate,
      rate,
      Math.floor((max.netCents * share) / 100) * 100,
    );
    if (quote.grossCents === 0) continue;
    const id = randomUUID();
    const requestedAt = new Date(startOfBusinessDay(day).getTime() + 14 * 3_600_000);
    await db.query(
      `INSERT INTO anticipations (id, seller_id, requested_by, requested_at, anticipation_date, gross_cents, fee_cents,
                                  monthly_rate_bps, status, executed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'EXECUTED', $9)`,
      [
        id,
        sellerId,
        requester?.id ?? null,
        requestedAt.toISOString(),
        executionDate,
        quote.grossCents,
        quote.feeCents,
        rate,
        startOfBusinessDay(executionDate).toISOString(),
      ],
    );
    await db.query(
      `INSERT INTO anticipation_receivables (anticipation_id, receivable_date, amount_cents, fee_cents, days)
       SELECT $1, * FROM unnest($2::date[], $3::bigint[], $4::bigint[], $5::int[])`,
      [
        id,
        quote.parts.map((p) => p.date),
        quote.parts.map((p) => p.amountCents),
        quote.parts.map((p) => p.feeCents),
        quote.parts.map((p) => p.days),
      ],
    );
    const entries = anticipationEntries({
      sellerId,
      createdAt: requestedAt,
      anticipationId: id,
      executionDate,
      receivables: quote.parts.map((p) => ({ date: p.date, amountCents: p.amountCents })),
      feeCents: quote.feeCents,
    });
    for (const entry of entries) await post(db, entry);
  }
}
