import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { isBusinessDay } from '@brazilian-utils/brazilian-utils/is-business-day';
import { type ApiDate, addDays, readApiDate, toApi } from '../dates/calendar-day';

/**
 * Banking business days (dias úteis bancários) for when withdrawals and anticipations execute. National
 * holidays come from @brazilian-utils/brazilian-utils, which follows the federal calendar and counts
 * Carnival Tuesday and Corpus Christi ('optional' there) when `includeOptional` is on, as banks do.
 * The federal calendar lists only Carnival Tuesday; banks and the settlement systems (ANBIMA's national
 * holiday calendar, which B3 and the payment arrangements follow) close on Carnival Monday too, so it
 * is added here from the library's own Tuesday. State and city holidays do not stop national settlement.
 *
 * Days are 'yyyy-MM-dd' in São Paulo; the library reads a Date by its local calendar day, so each day is
 * built from local parts at noon (never a UTC midnight, which is the day before west of Greenwich).
 */

const carnivalMondays = new Map<number, string>();

function carnivalMonday(year: number): string | undefined {
  if (!carnivalMondays.has(year)) {
    const tuesday = getHolidays({ year }).find((h) => h.name.startsWith('Carnaval'));
    const monday = tuesday
      ? addDays(toApi({ year, month: tuesday.date.getMonth() + 1, day: tuesday.date.getDate() }), -1)
      : '';
    carnivalMondays.set(year, monday);
  }
  return carnivalMondays.get(year) || undefined;
}

/** True when banks settle on this day: a weekday that is neither a national holiday nor Carnival. */
export function isBankingDay(day: ApiDate): boolean {
  const parts = readApiDate(day);
  if (!parts) throw new RangeError(`Dia inválido: ${day}`);
  if (parts.year < 1900 || parts.year > 2099) throw new RangeError(`Fora do calendário de feriados: ${day}`);
  if (carnivalMonday(parts.year) === day) return false;
  return isBusinessDay(new Date(parts.year, parts.month - 1, parts.day, 12), { includeOptional: true });
}

/** The first banking day strictly after `day`: when a request made on `day` executes. */
export function nextBankingDay(day: ApiDate): ApiDate {
  let next = addDays(day, 1);
  // Ends within days: the longest closed stretch is Carnival, Saturday to Tuesday.
  while (!isBankingDay(next)) next = addDays(next, 1);
  return next;
}

/** `day` itself when banks settle on it, else the next banking day (a settlement date that fell on a holiday). */
export function bankingDayOnOrAfter(day: ApiDate): ApiDate {
  return isBankingDay(day) ? day : nextBankingDay(day);
}
