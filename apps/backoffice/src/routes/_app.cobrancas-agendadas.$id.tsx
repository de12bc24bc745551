import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { chargeQueries } from '../features/charges/api';
import { ChargeLoadError } from '../features/charges/detail/charge-load-error';
import { ScheduledChargePage } from '../features/charges/scheduled/scheduled-charge-page';

export const Route = createFileRoute('/_app/cobrancas-agendadas/$id')({
  beforeLoad: guardRoute('/cobrancas-agendadas/$id'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(chargeQueries.detail(context.clients, params.id)),
  errorComponent: ChargeLoadError,
  component: ScheduledChargeRoute,
});

function ScheduledChargeRoute() {
  const { id } = Route.useParams();
  return <ScheduledChargePage id={id} />;
}
