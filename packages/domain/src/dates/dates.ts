import { TZDate, tz } from '@date-fns/tz';
import { type Day, format, type Month } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import {
  type ApiDate,
  BUSINESS_TIME_ZONE,
  businessToday,
  isApiDate,
  pad,
  readApiDate,
  readDisplayDate,
  toApi,
} from './calendar-day';

export { type ApiDate, addDays, BUSINESS_TIME_ZONE, businessToday, isApiDate } from './calendar-day';

/** The date-fns locale for the date pickers: Portuguese names, weeks starting on Sunday. */
export const DATE_LOCALE = ptBR;

const inBusinessTime = tz(BUSINESS_TIME_ZONE);

/** Formats an instant with any date-fns pattern, on São Paulo time, in Portuguese. */
export function formatInBusinessTime(instant: Date, pattern: string): string {
  return format(instant, pattern, { in: inBusinessTime, locale: ptBR });
}

/** An instant as 'dd/MM/yyyy', the day it is in São Paulo. */
export function formatDate(instant: Date): string {
  return formatInBusinessTime(instant, 'dd/MM/yyyy');
}

/** An instant as 'dd/MM/yyyy HH:mm' in São Paulo (24-hour clock). */
export function formatDateTime(instant: Date): string {
  return formatInBusinessTime(instant, 'dd/MM/yyyy HH:mm');
}

/** The São Paulo calendar day of an instant, as the API wants it. */
export function toApiDate(instant: Date): ApiDate {
  return formatInBusinessTime(instant, 'yyyy-MM-dd');
}

/** The instant a business day starts (midnight in São Paulo). Throws on a malformed day. */
export function startOfBusinessDay(day: ApiDate): Date {
  const parts = readApiDate(day);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${day}`);
  return new Date(new TZDate(parts.year, parts.month - 1, parts.day, BUSINESS_TIME_ZONE).getTime());
}

/** 'yyyy-MM-dd' from the API to the instant its business day starts, or null when malformed. */
export function parseApiDate(text: string): Date | null {
  return isApiDate(text) ? startOfBusinessDay(text) : null;
}

/** What a person typed as 'dd/MM/yyyy' to the start of that business day, or null when not a real day. */
export function parseDisplayDate(text: string): Date | null {
  const parts = readDisplayDate(text);
  return parts ? startOfBusinessDay(toApi(parts)) : null;
}

/** 'dd/MM/yyyy' to 'yyyy-MM-dd' without passing through an instant, or null when not a real day. */
export function displayDateToApiDate(text: string): ApiDate | null {
  const parts = readDisplayDate(text);
  return parts ? toApi(parts) : null;
}

/** 'yyyy-MM-dd' from the API shown as 'dd/MM/yyyy'; a day needs no time zone, so none is applied. */
export function formatApiDate(day: ApiDate): string {
  const parts = readApiDate(day);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${day}`);
  return `${pad(parts.day, 2)}/${pad(parts.month, 2)}/${pad(parts.year, 4)}`;
}

/** True when a day is earlier than today in São Paulo (scheduled dates start today). */
export function isBeforeBusinessToday(day: ApiDate, now: Date): boolean {
  return day < businessToday(now);
}

export type MonthNameWidth = 'wide' | 'abbreviated' | 'narrow';
export type WeekdayNameWidth = 'wide' | 'abbreviated' | 'short' | 'narrow';

/** The twelve month names, January first: 'janeiro' … 'dezembro' (or 'jan' …, 'j' …). */
export function monthNames(width: MonthNameWidth = 'wide'): string[] {
  return Array.from({ length: 12 }, (_, month) => ptBR.localize.month(month as Month, { width }));
}

/**
 * Weekday names from Sunday, the first day of the week in Brazil: 'dom', 'seg', … 'sáb'.
 * date-fns spells the short Saturday 'sab'; the accent is restored as the project corrects
 * obvious misspellings.
 */
export function weekdayNames(width: WeekdayNameWidth = 'short'): string[] {
  return Array.from({ length: 7 }, (_, weekday) => {
    const name = ptBR.localize.day(weekday as Day, { width });
    return name === 'sab' ? 'sáb' : name;
  });
}
