import { type ApiDate, addDays } from '@balcao/domain/dates';
import { isBankingDay } from '@balcao/domain/ledger';
import type { Db } from '../../db/db';

/**
 * The DI rates the sandbox publishes (table cdi_rates, one per business day, % a year). Between Copom
 * meetings the DI follows the Selic target, so a business day with no rate of its own is published with
 * the rate of the last day before it that has one; the operator changes the rate from a day on with
 * `setCdiRate` (POST /_sandbox/treasury/cdi).
 */

/** The last business day on or before `day`: the day whose morning valuation a weekend or holiday shows. */
export function bankingDayOnOrBefore(day: ApiDate): ApiDate {
  let d = day;
  // Ends within days: the longest closed stretch is Carnival, Saturday to Tuesday.
  while (!isBankingDay(d)) d = addDays(d, -1);
  return d;
}

/**
 * The row of the rate in force on the day in `dayParam` (`day`, `rate` as text): its own, else the last one
 * before it; no row before the first. SQL, for a read that takes it with other figures in one statement.
 */
export function cdiRateOnSql(dayParam: string): string {
  // Ordered by the column, not by the output's `day` (text), so the key's index finds the row.
  return `SELECT day::text AS day, annual_percent::text AS rate FROM cdi_rates
           WHERE day <= ${dayParam}::date ORDER BY cdi_rates.day DESC LIMIT 1`;
}

/** The rate in force on `day` (see cdiRateOnSql); null before the first. A read. */
export async function cdiRateOn(db: Db, day: ApiDate): Promise<{ day: ApiDate; rate: number } | null> {
  const [row] = await db.query<{ day: string; rate: string }>(cdiRateOnSql('$1'), [day]);
  return row ? { day: row.day, rate: Number(row.rate) } : null;
}

/** Every published rate from `from` to `to` (inclusive), by day. */
export async function cdiHistory(db: Db, from: ApiDate, to: ApiDate): Promise<Map<ApiDate, number>> {
  const rows = await db.query<{ day: string; rate: string }>(
    `SELECT day::text, annual_percent::text AS rate FROM cdi_rates
      WHERE day BETWEEN $1::date AND $2::date ORDER BY day`,
    [from, to],
  );
  return new Map(rows.map((r) => [r.day, Number(r.rate)]));
}

/**
 * Publishes the business days from `from` to `to` that have no rate yet, each with the rate in force
 * the day before (written by the yield job, never by a read). Nothing before the first rate is invented.
 */
export async function publishCdiRates(db: Db, from: ApiDate, to: ApiDate, now: Date): Promise<void> {
  if (from > to) return;
  // The same lock as `setCdiRate`: a rate set meanwhile must not be followed by days copied from the old one.
  await db.query('LOCK TABLE cdi_rates IN SHARE ROW EXCLUSIVE MODE');
  const known = await cdiHistory(db, from, to);
  let rate = (await cdiRateOn(db, addDays(from, -1)))?.rate;
  const missing: { day: ApiDate; rate: number }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const own = known.get(day);
    if (own !== undefined) rate = own;
    else if (rate !== undefined && isBankingDay(day)) missing.push({ day, rate });
  }
  if (missing.length === 0) return;
  await db.query(
    `INSERT INTO cdi_rates (day, annual_percent, published_at)
     SELECT d, r, $3 FROM unnest($1::date[], $2::numeric[]) AS t (d, r) ON CONFLICT (day) DO NOTHING`,
    [missing.map((m) => m.day), missing.map((m) => m.rate), now.toISOString()],
  );
}

/** The first day no application has been credited for yet: a rate before it can no longer change. */
export async function firstUncreditedDay(db: Db): Promise<ApiDate | null> {
  const [row] = await db.query<{ day: string | null }>(
    `SELECT max(credited_through)::text AS day FROM treasury_applications WHERE credited_through IS NOT NULL`,
  );
  return row?.day ?? null;
}

/**
 * The operator's 'the DI is now X% from `from` on': `from` (moved to the first business day on or after
 * it) gets the rate and the later days lose theirs, so they follow it when published. A day already
 * credited to some application keeps its rate: the money it paid is on the ledger. Answers the day set,
 * or null when that day was already credited.
 */
export async function setCdiRate(
  db: Db,
  input: { from: ApiDate; rate: number },
  now: Date,
): Promise<ApiDate | null> {
  let day = input.from;
  while (!isBankingDay(day)) day = addDays(day, 1);
  // Serialises setters and the yield job's publication (which reads the last rate before it writes).
  await db.query('LOCK TABLE cdi_rates IN SHARE ROW EXCLUSIVE MODE');
  const credited = await firstUncreditedDay(db);
  if (credited !== null && day < credited) return null;
  await db.query('DELETE FROM cdi_rates WHERE day > $1::date', [day]);
  await db.query(
    `INSERT INTO cdi_rates (day, annual_percent, published_at) VALUES ($1, $2, $3)
     ON CONFLICT (day) DO UPDATE SET annual_percent = excluded.annual_percent, published_at = excluded.published_at`,
    [day, input.rate, now.toISOString()],
  );
  return day;
}
