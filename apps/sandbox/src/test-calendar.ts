import { type ApiDate, addDays, startOfBusinessDay } from '@balcao/domain/dates';
import { isBankingDay } from '@balcao/domain/ledger';
import { testFileClockStart } from './test-clock';

type Span = { from: ApiDate; to: ApiDate };

const weekday = (day: ApiDate) => new Date(`${day}T12:00:00Z`).getUTCDay();
const shiftYears = (text: string, years: number) =>
  text.replace(/\b20\d\d\b/g, (year) => String(Number(year) + years));
const shiftDays = (text: string, days: number) =>
  text.replace(/(?<!\d)20\d\d-\d\d-\d\d(?!\d)/g, (day) => addDays(day, days));

/** True when `moved` starts after `after` and each of its days is a banking day exactly when `span`'s is. */
function alike(span: Span, moved: (day: ApiDate) => ApiDate, after: Date): boolean {
  if (startOfBusinessDay(moved(span.from)) <= after) return false;
  for (let day = span.from; day <= span.to; day = addDays(day, 1)) {
    const there = moved(day);
    if (weekday(day) !== weekday(there) || isBankingDay(day) !== isBankingDay(there)) return false;
  }
  return true;
}

/** Whole years that move `span` to start after `after`, every day in it the same weekday and banking day. */
export function yearsAfter(span: Span, after: Date): number {
  for (let years = 0; Number(span.to.slice(0, 4)) + years <= 2099; years++)
    if (alike(span, (day) => shiftYears(day, years), after)) return years;
  throw new RangeError(`Nenhum ano até 2099 repete ${span.from}…${span.to} depois de ${after.toISOString()}`);
}

/** Whole weeks that move `span` to start after `after`, every day in it a banking day or not alike. */
export function weeksAfter(span: Span, after: Date): number {
  for (let weeks = 0; Number(addDays(span.to, weeks * 7).slice(0, 4)) <= 2099; weeks++)
    if (alike(span, (day) => addDays(day, weeks * 7), after)) return weeks;
  throw new RangeError(
    `Nenhuma semana até 2099 repete ${span.from}…${span.to} depois de ${after.toISOString()}`,
  );
}

/**
 * A test's fixed calendar (written for one date: Christmas Eve 2026, April 2027), moved on to the first
 * place that starts after the run's clock (`testFileClockStart`, so after every day the seed wrote history
 * for) and where each day from `from` to `to` falls on the same weekday and is a banking day or not alike:
 * business-day rules then answer the same, whatever instant `BALCAO_TEST_NOW` starts the run at. By whole
 * years (the same month and day: for a test whose dates name months) or by whole weeks (the nearest: moving
 * the clock years ahead runs every job due in between, minutes of work). At the default start the calendar
 * is the one written. Answers the function that moves every date in a text (a day, an instant) along.
 */
export function calendarAfterTestClock(
  span: Span,
  by: 'years' | 'weeks',
  after: Date = testFileClockStart(),
): (text: string) => string {
  if (by === 'years') {
    const years = yearsAfter(span, after);
    return (text) => shiftYears(text, years);
  }
  const days = weeksAfter(span, after) * 7;
  return (text) => shiftDays(text, days);
}
