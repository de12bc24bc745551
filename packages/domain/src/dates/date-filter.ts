/**
 * §2 Charges and the subscriptions list: a date filter is a range. A start without an end and an end
 * before its start are refused with the screens' own words (the capital F of 'Por Favor' is theirs).
 */
export const DATE_FILTER_MESSAGES = {
  endMissing: 'Por Favor, selecione uma data final.',
  backwards: 'A data final deve ser igual ou posterior à data inicial.',
} as const;

/** What is wrong with a date filter's range ('yyyy-MM-dd' or absent), or null. */
export function dateFilterProblem(from?: string | null, to?: string | null): string | null {
  if (from && !to) return DATE_FILTER_MESSAGES.endMissing;
  if (from && to && from > to) return DATE_FILTER_MESSAGES.backwards;
  return null;
}
