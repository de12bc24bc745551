import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { dashboardQueries } from '../features/dashboard/api';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { periodOf, realToday, validateDashboardSearch } from '../features/dashboard/search';
import { RouteError } from '../shell/route-states';

// The component (and with it the chart library) and the loader are split into their own chunks by
// the router plugin; only validateSearch stays in the route tree that /login loads.
export const Route = createFileRoute('/_app/')({
  validateSearch: validateDashboardSearch,
  beforeLoad: guardRoute('/'),
  loaderDeps: ({ search }) => search,
  // The page shows its own load errors; the loader only warms the cache.
  loader: ({ context, deps }) => {
    const period = periodOf(deps, realToday());
    return Promise.all([
      context.queryClient.ensureQueryData(dashboardQueries.chart(context.clients, period)),
      context.queryClient.ensureQueryData(dashboardQueries.receivables(context.clients, period, deps.status)),
    ]).catch(() => undefined);
  },
  component: DashboardRoute,
  errorComponent: RouteError,
});

function DashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DashboardPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
