import { ACTIVITY_ACTIONS, type ActivityAction } from '@balcao/domain/access';
import { type ApiDate, addDays } from '@balcao/domain/dates';
import { dayParam, optionalOneOfParam, searchParser, zeroBasedPageParam } from '../../app/search-params';
import type { ActivityLogFilters } from './api';

/**
 * /registro-atividades keeps the period, the action and the page (0-based, as the API counts) in the URL;
 * anything malformed reads as absent: the last 30 days, every action.
 */
export const validateActivitySearch = searchParser({
  startDate: dayParam,
  endDate: dayParam,
  action: optionalOneOfParam(ACTIVITY_ACTIONS),
  page: zeroBasedPageParam,
});

/** The page's whole search: the URL's, its defaults filled in. */
export interface ActivityLogSearch {
  startDate: string;
  endDate: string;
  action?: ActivityAction;
  page: number;
}

/** The URL's search with its defaults: the last 30 days up to the gateway's today, every action. */
export function activityLogSearch(
  search: ReturnType<typeof validateActivitySearch>,
  today: ApiDate,
): ActivityLogSearch {
  return {
    startDate: search.startDate ?? addDays(today, -30),
    endDate: search.endDate ?? today,
    page: search.page,
    ...(search.action ? { action: search.action } : {}),
  };
}

/** What the list and the CSV ask the gateway for. */
export function activityLogFilters(search: ActivityLogSearch): ActivityLogFilters {
  return {
    startDate: search.startDate,
    endDate: search.endDate,
    ...(search.action ? { action: search.action } : {}),
  };
}
