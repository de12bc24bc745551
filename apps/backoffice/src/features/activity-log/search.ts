import { ACTIVITY_ACTIONS } from '@balcao/domain';
import { dayParam, optionalOneOfParam, searchParser, zeroBasedPageParam } from '../../app/search-params';

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
