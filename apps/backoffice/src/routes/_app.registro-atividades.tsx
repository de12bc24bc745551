import { ACTIVITY_ACTIONS, type ActivityAction } from '@balcao/domain/access';
import { addDays, businessToday, isApiDate } from '@balcao/domain/dates';
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { ActivityLogPage, type ActivityLogSearch } from '../features/activity-log/activity-log-page';

type Search = Partial<Omit<ActivityLogSearch, 'page'>> & { page: number };

/** Period, action and page in the URL; anything malformed reads as absent (the last 30 days, every action). */
function activitySearch(search: Record<string, unknown>): Search {
  const page = Number(search.page);
  const date = (value: unknown) => (typeof value === 'string' && isApiDate(value) ? value : undefined);
  const action = ACTIVITY_ACTIONS.includes(search.action as ActivityAction)
    ? (search.action as ActivityAction)
    : undefined;
  const startDate = date(search.startDate);
  const endDate = date(search.endDate);
  return {
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
    ...(action ? { action } : {}),
  };
}

export const Route = createFileRoute('/_app/registro-atividades')({
  validateSearch: activitySearch,
  beforeLoad: guardRoute('/registro-atividades'),
  component: ActivityLogRoute,
});

function ActivityLogRoute() {
  const search = Route.useSearch();
  const { clients } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  // 'Today' is the gateway's, never the browser's.
  const today = businessToday(clients.clock.now());
  const full: ActivityLogSearch = {
    startDate: search.startDate ?? addDays(today, -30),
    endDate: search.endDate ?? today,
    page: search.page,
    ...(search.action ? { action: search.action } : {}),
  };
  return <ActivityLogPage search={full} onSearch={(next) => void navigate({ search: next })} />;
}
