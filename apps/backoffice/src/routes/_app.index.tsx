import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { gatewayToday } from '../app/gateway-time';
import { hasNoPageYet } from '../app/landing';
import { dashboardQueries } from '../features/dashboard/api';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { periodOf, validateDashboardSearch } from '../features/dashboard/search';
import { WelcomePage } from '../shell/welcome-page';

// The component (and with it the chart library) and the loader are split into their own chunks by
// the router plugin; only validateSearch stays in the route tree that /login loads.
export const Route = createFileRoute('/_app/')({
  validateSearch: validateDashboardSearch,
  // A user the app has no page for yet (banking only, until those screens exist) is greeted here.
  beforeLoad: (args) => ({
    welcome: hasNoPageYet(args.context.auth, args.context.appPaths) || guardRoute('/')(args),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (context.welcome) return;
    const period = periodOf(deps, gatewayToday(context.clients));
    return Promise.all([
      context.queryClient.ensureQueryData(dashboardQueries.chart(context.clients, period)),
      context.queryClient.ensureQueryData(dashboardQueries.receivables(context.clients, period, deps.status)),
    ]);
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { welcome } = Route.useRouteContext();
  if (welcome) return <WelcomePage />;
  return <Dashboard />;
}

function Dashboard() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DashboardPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
