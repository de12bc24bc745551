import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { reportQueries } from '../features/reports/api';
import { ReportsPage } from '../features/reports/reports-page';

export const Route = createFileRoute('/_app/reports')({
  beforeLoad: guardRoute('/reports'),
  loader: ({ context }) => context.queryClient.ensureQueryData(reportQueries.history(context.clients)),
  component: ReportsRoute,
});

function ReportsRoute() {
  const { auth } = Route.useRouteContext();
  return <ReportsPage roles={auth.roles} email={auth.session?.email ?? ''} />;
}
