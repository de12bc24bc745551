import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { chargeQueries } from '../features/charges/api';
import { ScheduledChargePage } from '../features/charges/scheduled/scheduled-charge-page';
import { RouteError } from '../shell/route-states';

export const Route = createFileRoute('/_app/cobrancas-agendadas/$id')({
  beforeLoad: guardRoute('/cobrancas-agendadas/$id'),
  // The page shows its own 'not found' and load errors; the loader only warms the cache.
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(chargeQueries.detail(context.clients, params.id))
      .catch(() => undefined),
  component: ScheduledChargeRoute,
  errorComponent: RouteError,
});

function ScheduledChargeRoute() {
  const { id } = Route.useParams();
  return <ScheduledChargePage id={id} />;
}
