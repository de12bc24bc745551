import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { ReportsPage } from '../features/reports/reports-page';

export const Route = createFileRoute('/_app/reports')({
  beforeLoad: guardRoute('/reports'),
  // Imported here rather than at the top, so the reports feature stays out of the sign-in bundle.
  loader: async ({ context }) => {
    const { reportQueries } = await import('../features/reports/api');
    return context.queryClient.ensureQueryData(reportQueries.history(context.clients));
  },
  component: ReportsRoute,
});

function ReportsRoute() {
  const { auth } = Route.useRouteContext();
  return <ReportsPage roles={auth.roles} email={auth.session?.email ?? ''} />;
}
