import { type ApiDate, addDays, monthNames, weekdayNames } from '@balcao/domain/dates';

/** A calendar month as 'yyyy-MM'. */
export type YearMonth = string;

/** Every calendar shows six weeks (42 days), so its height never jumps between months. */
export const CALENDAR_WEEKS = 6;

const pad = (value: number) => String(value).padStart(2, '0');

function parts(day: ApiDate): { year: number; month: number; day: number } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return { year, month, day: date };
}

/** Sunday is 0, as in Brazil's calendars where the week starts on Sunday. */
export function weekday(day: ApiDate): number {
  const { year, month, day: date } = parts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

export function monthOf(day: ApiDate): YearMonth {
  return day.slice(0, 7);
}

export function addMonths(month: YearMonth, amount: number): YearMonth {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + amount;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${pad((total % 12) + 1)}`;
}

/** The 42 days shown for a month: from the Sunday on or before the 1st, six full weeks. */
export function calendarGrid(month: YearMonth): ApiDate[] {
  const first = `${month}-01`;
  const start = addDays(first, -weekday(first));
  return Array.from({ length: CALENDAR_WEEKS * 7 }, (_, i) => addDays(start, i));
}

/** 'Março de 2025'. */
export function monthTitle(month: YearMonth): string {
  const [year, index = 1] = month.split('-');
  const name = monthNames('wide')[index ? Number(index) - 1 : 0] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}`;
}

/** 'segunda-feira, 10 de março de 2025': what a screen reader says for a day button. */
export function dayLabel(day: ApiDate): string {
  const { year, month, day: date } = parts(day);
  return `${weekdayNames('wide')[weekday(day)]}, ${date} de ${monthNames('wide')[month - 1]} de ${year}`;
}

/** True when `day` lies within [min, max]; either bound may be missing. Days compare as strings. */
export function isWithin(day: ApiDate, min?: ApiDate, max?: ApiDate): boolean {
  return (min === undefined || day >= min) && (max === undefined || day <= max);
}
