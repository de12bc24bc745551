import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { chargeQueries } from '../features/charges/api';
import { ChargeDetailPage } from '../features/charges/detail/charge-detail-page';
import { RouteError } from '../shell/route-states';

export const Route = createFileRoute('/_app/cobrancas/$id')({
  beforeLoad: guardRoute('/cobrancas/$id'),
  // The page shows its own 'not found' and load errors; the loader only warms the cache.
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(chargeQueries.detail(context.clients, params.id))
      .catch(() => undefined),
  component: ChargeRoute,
  errorComponent: RouteError,
});

function ChargeRoute() {
  const { id } = Route.useParams();
  return <ChargeDetailPage id={id} />;
}
