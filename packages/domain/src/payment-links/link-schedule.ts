import { type ApiDate, addDays } from '../dates/calendar-day';

/** How far ahead a one-off link's charge may be scheduled: the documents set no limit; a year, as a provider's (leap day included). */
export const LINK_SCHEDULE_MAX_DAYS = 366;

export const LINK_SCHEDULE_MESSAGES = {
  past: 'A data não pode estar no passado.',
  tooFar: 'A data pode ser no máximo um ano à frente.',
} as const;

/**
 * A one-off link's scheduled date, as the form and the gateway judge it: today or later (a date the link
 * already had may have passed, and stays) and at most LINK_SCHEDULE_MAX_DAYS ahead.
 */
export function linkScheduledDateProblem(
  date: ApiDate,
  today: ApiDate,
  saved?: ApiDate | null,
): string | null {
  if (date !== saved && date < today) return LINK_SCHEDULE_MESSAGES.past;
  if (date > addDays(today, LINK_SCHEDULE_MAX_DAYS)) return LINK_SCHEDULE_MESSAGES.tooFar;
  return null;
}
