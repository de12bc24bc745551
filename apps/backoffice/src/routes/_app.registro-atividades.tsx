import { addDays, businessToday } from '@balcao/domain';
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { ActivityLogPage, type ActivityLogSearch } from '../features/activity-log/activity-log-page';
import { validateActivitySearch } from '../features/activity-log/search';

export const Route = createFileRoute('/_app/registro-atividades')({
  validateSearch: validateActivitySearch,
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
