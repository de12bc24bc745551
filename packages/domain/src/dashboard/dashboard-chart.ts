import { type ApiDate, isApiDate } from '../dates/calendar-day';
import { weekdayNames } from '../dates/dates';

// Apart from dashboard.ts, whose period rules the route's search check (in the login entry) uses:
// the weekday names come with date-fns' locale, which only the chart's chunk should carry.

/** §9: the revenue chart's height in pixels. */
export const DASHBOARD_CHART_HEIGHT = 600;

/** §2: a chart of more than seven points labels days by number, a shorter one by short weekday name. */
const CHART_WEEKDAY_LABEL_MAX_POINTS = 7;

export function chartAxisLabel(day: ApiDate, pointCount: number): string {
  if (!isApiDate(day)) throw new RangeError(`Not a yyyy-MM-dd date: ${day}`);
  if (pointCount > CHART_WEEKDAY_LABEL_MAX_POINTS) return String(Number(day.slice(8)));
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekdayNames('short')[weekday] ?? '';
}
