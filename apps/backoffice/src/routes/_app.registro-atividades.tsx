import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { gatewayToday, useGatewayToday } from '../app/gateway-time';
import { ActivityLogPage } from '../features/activity-log/activity-log-page';
import { activityLogQueries } from '../features/activity-log/api';
import {
  activityLogFilters,
  activityLogSearch,
  validateActivitySearch,
} from '../features/activity-log/search';

export const Route = createFileRoute('/_app/registro-atividades')({
  validateSearch: validateActivitySearch,
  beforeLoad: guardRoute('/registro-atividades'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const search = activityLogSearch(deps, gatewayToday(context.clients));
    return context.queryClient.ensureQueryData(
      activityLogQueries.page(context.clients, activityLogFilters(search), search.page),
    );
  },
  component: ActivityLogRoute,
});

function ActivityLogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // 'Today' is the gateway's, never the browser's.
  const today = useGatewayToday();
  return (
    <ActivityLogPage
      search={activityLogSearch(search, today)}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
