import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { chargeQueries } from '../features/charges/api';
import { CHARGE_LOAD_FAILED } from '../features/charges/detail/labels';
import { ScheduledChargePage } from '../features/charges/scheduled/scheduled-charge-page';
import { routeErrorSaying } from '../shell/route-states';

export const Route = createFileRoute('/_app/cobrancas-agendadas/$id')({
  beforeLoad: guardRoute('/cobrancas-agendadas/$id'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(chargeQueries.detail(context.clients, params.id)),
  errorComponent: routeErrorSaying(CHARGE_LOAD_FAILED),
  component: ScheduledChargeRoute,
});

function ScheduledChargeRoute() {
  const { id } = Route.useParams();
  return <ScheduledChargePage id={id} />;
}
