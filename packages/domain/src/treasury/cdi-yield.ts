import { type ApiDate, addDays, isApiDate } from '../dates/calendar-day';
import { isBankingDay } from '../ledger/business-days';

/**
 * CDI-indexed applications (§2.7, §3 'Investment application', §4.4 'Yield is shown as a percentage
 * of the CDI rate'), valued the way B3 (formerly CETIP) values a post-fixed CDB in its 'Caderno de
 * Fórmulas — CDB/DI':
 *
 *   TDI_k  = (1 + DI_k / 100)^(1/252) − 1, rounded to 8 decimal places;
 *   daily  = 1 + TDI_k × p / 100, taken with 16 decimal places;
 *   Fator  = Π daily over the business days from the application (inclusive) to the valuation day
 *            (exclusive), truncated to 16 places after each multiplication, then rounded to 8 places;
 *   amount = principal × Fator, truncated to the cent (the market never credits a fraction of a cent
 *            that was not earned, so rounding up is never right).
 *
 * Only the 1/252 power is floating point: its result is needed to 8 places, far inside a double's
 * precision. Everything after it is exact integer arithmetic on BigInt (TDI has 8 places and p at
 * most 2, so TDI × p / 100 has at most 12 and fits the 16 places without loss), so 16-place
 * truncations are really 16-place truncations, which a double (about 16 significant digits in all)
 * could not promise.
 */

/** One day's DI rate in percent per year, as B3 publishes it (two decimals: 14.90). */
export type CdiHistory = ReadonlyMap<ApiDate, number> | Readonly<Record<ApiDate, number>>;

export interface CdiApplication {
  principalCents: number;
  /** Percentage of the CDI the application pays (100, 110.5), at most two decimals. */
  percentOfCdi: number;
  /** The day the money was applied: it earns the DI of that day, if it is a business day. */
  startedAt: ApiDate;
}

const SCALE_8 = 10n ** 8n;
const SCALE_16 = 10n ** 16n;
/** The business days of a year in the DI convention. */
const CDI_BUSINESS_DAYS_PER_YEAR = 252;

/** A number with at most `places` decimals as an integer scaled by 10^places; null when it has more. */
function scaled(value: number, places: number): bigint | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const integer = Math.round(value * 10 ** places);
  if (Math.abs(integer / 10 ** places - value) > 1e-9 * Math.max(1, value)) return null;
  return BigInt(integer);
}

/** TDI_k: the daily rate of an annual DI rate, rounded to 8 decimal places (as an integer of 10^-8). */
export function cdiDailyRate(annualPercent: number): number {
  if (!Number.isFinite(annualPercent) || annualPercent < 0 || annualPercent > 1000)
    throw new RangeError(`Not a DI rate: ${annualPercent}`);
  const daily = (1 + annualPercent / 100) ** (1 / CDI_BUSINESS_DAYS_PER_YEAR) - 1;
  return Math.round(daily * 1e8);
}

/** Fator DI of a percentage of the CDI over the given daily rates (each from `cdiDailyRate`), scaled by 10^8. */
export function cdiFactor(dailyRates: readonly number[], percentOfCdi: number): bigint {
  const percent = scaled(percentOfCdi, 2);
  if (percent === null || percent > 100_000n)
    throw new RangeError(`Not a percentage of the CDI: ${percentOfCdi}`);
  let accumulated = SCALE_16;
  for (const rate of dailyRates) {
    // TDI (10^-8) × p (10^-2) / 100 is in units of 10^-12; × 10^4 brings it to 10^-16 exactly.
    const daily = SCALE_16 + BigInt(rate) * percent * 10_000n;
    accumulated = (accumulated * daily) / SCALE_16;
  }
  return (accumulated + SCALE_8 / 2n) / SCALE_8;
}

const rateOf = (history: CdiHistory, day: ApiDate): number | undefined =>
  history instanceof Map ? history.get(day) : (history as Readonly<Record<ApiDate, number>>)[day];

/**
 * The business days an application started on `startedAt` has earned by `asOf`: from the start
 * (inclusive) to `asOf` (exclusive), since the DI of a day is published only that evening and
 * credited the next morning.
 */
export function cdiAccrualDays(startedAt: ApiDate, asOf: ApiDate): ApiDate[] {
  if (!isApiDate(startedAt) || !isApiDate(asOf))
    throw new RangeError(`Not yyyy-MM-dd: ${startedAt}, ${asOf}`);
  const days: ApiDate[] = [];
  for (let day = startedAt; day < asOf; day = addDays(day, 1)) if (isBankingDay(day)) days.push(day);
  return days;
}

/**
 * The application's current amount on `asOf` in cents. Throws when the history lacks the DI of a
 * business day it needs: valuing with a guessed rate would show the seller money that may not exist.
 */
export function cdiCurrentAmountCents(
  application: CdiApplication,
  history: CdiHistory,
  asOf: ApiDate,
): number {
  const { principalCents, percentOfCdi, startedAt } = application;
  if (!Number.isSafeInteger(principalCents) || principalCents < 0)
    throw new RangeError(`Not an amount in cents: ${principalCents}`);
  const rates = cdiAccrualDays(startedAt, asOf).map((day) => {
    const rate = rateOf(history, day);
    if (rate === undefined) throw new RangeError(`No DI rate for ${day}`);
    return cdiDailyRate(rate);
  });
  return Number((BigInt(principalCents) * cdiFactor(rates, percentOfCdi)) / SCALE_8);
}

/** What the application earned so far, in cents (never negative: the factor is at least 1). */
export function cdiYieldCents(application: CdiApplication, history: CdiHistory, asOf: ApiDate): number {
  return cdiCurrentAmountCents(application, history, asOf) - application.principalCents;
}
