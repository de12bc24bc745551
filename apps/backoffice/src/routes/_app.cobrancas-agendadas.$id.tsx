import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { chargeQueries } from '../features/charges/api';
import { ScheduledChargePage } from '../features/charges/scheduled/scheduled-charge-page';

export const Route = createFileRoute('/_app/cobrancas-agendadas/$id')({
  beforeLoad: guardRoute('/cobrancas-agendadas/$id'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(chargeQueries.detail(context.clients, params.id)),
  component: ScheduledChargeRoute,
});

function ScheduledChargeRoute() {
  const { id } = Route.useParams();
  return <ScheduledChargePage id={id} />;
}
