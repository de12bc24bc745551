import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { securityQueries } from '../features/security/api';
import { SecurityPage } from '../features/security/security-page';

export const Route = createFileRoute('/_app/seguranca/')({
  beforeLoad: guardRoute('/seguranca'),
  loader: ({ context }) => context.queryClient.ensureQueryData(securityQueries.twoFactor(context.clients)),
  component: SecurityRoute,
});

/** The merchant's administrator also chooses which money movements ask for a confirmation. */
function SecurityRoute() {
  const { auth } = Route.useRouteContext();
  return <SecurityPage isAdmin={auth.roles.includes('SELLER_ADMIN')} />;
}
