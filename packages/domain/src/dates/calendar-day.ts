/**
 * Calendar days as text ('yyyy-MM-dd' for the API, 'dd/MM/yyyy' for people), checked without any
 * date library. Kept apart from dates.ts because bundlers split by module: a route that only checks
 * a day in its search params must not pull date-fns and its locale into the login entry.
 */

/**
 * Business rules run on São Paulo time ('today', due dates, the withdrawal window) whatever the
 * time zone of the browser or server, so every instant is read through this zone.
 * The clock is always an argument (`now: Date`): rules never read it themselves.
 */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

/** A calendar day as the API sends it, 'yyyy-MM-dd'; compare two of them as plain strings. */
export type ApiDate = string;

const API_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Rejects 31/02 and friends by letting UTC arithmetic normalise the day and comparing back. */
function calendarDay(year: number, month: number, day: number): CalendarDay | null {
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  const valid = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
  return valid && year >= 1 ? { year, month, day } : null;
}

export function readApiDate(text: string): CalendarDay | null {
  const match = API_DATE.exec(text);
  return match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

export function readDisplayDate(text: string): CalendarDay | null {
  const match = DISPLAY_DATE.exec(text.trim());
  return match ? calendarDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

export const pad = (value: number, width: number): string => String(value).padStart(width, '0');
export const toApi = ({ year, month, day }: CalendarDay): ApiDate =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** True for a real calendar day written 'yyyy-MM-dd'. */
export function isApiDate(text: string): boolean {
  return readApiDate(text) !== null;
}

/** Calendar arithmetic on days (weekly range = start plus 6); no clock or DST involved. */
export function addDays(day: ApiDate, amount: number): ApiDate {
  const parts = readApiDate(day);
  if (!parts || !Number.isInteger(amount)) throw new RangeError(`Cannot add ${amount} days to ${day}`);
  const moved = new Date(0);
  moved.setUTCFullYear(parts.year, parts.month - 1, parts.day + amount);
  return toApi({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

let businessDayFormat: Intl.DateTimeFormat | undefined;

/**
 * Today in São Paulo for the given clock: the minimum scheduled date, the default filters.
 * Read with the platform's Intl (its time-zone data) so route checks need no date library.
 */
export function businessToday(now: Date): ApiDate {
  businessDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(businessDayFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
