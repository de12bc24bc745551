import { type ApiDate, monthNames } from '@balcao/domain/dates';

const day = (year: number, month: number, date: number): ApiDate =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** The month `back` months before the one of `today` ('yyyy-MM-dd'): its first and last days. */
export function monthBefore(today: ApiDate, back: number): { first: ApiDate; last: ApiDate } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - back, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: day(y, m, 1), last: day(y, m, lastDay) };
}

/** The same day of the month in `day`'s month (e.g. the 28th of the month that starts on `first`). */
export const dayOfMonth = (first: ApiDate, date: number): ApiDate =>
  `${first.slice(0, 8)}${String(date).padStart(2, '0')}`;

/** How many 'Mês anterior' clicks from the month of `today` back to the month of `day`. */
export function monthsBack(today: ApiDate, day: ApiDate): number {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const [dayYear, dayMonth] = day.split('-').map(Number) as [number, number];
  return (year - dayYear) * 12 + (month - dayMonth);
}

/** The calendar's name for a day button: '…, 5 de novembro de 2026'. */
export function dayButtonName(name: ApiDate): RegExp {
  const [year, month, date] = name.split('-').map(Number) as [number, number, number];
  return new RegExp(`, ${date} de ${monthNames()[month - 1]} de ${year}$`);
}
