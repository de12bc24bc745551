import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { chargeQueries } from '../features/charges/api';
import { ChargeDetailPage } from '../features/charges/detail/charge-detail-page';
import { CHARGE_LOAD_FAILED } from '../features/charges/detail/labels';
import { routeErrorSaying } from '../shell/route-states';

export const Route = createFileRoute('/_app/cobrancas/$id')({
  beforeLoad: guardRoute('/cobrancas/$id'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(chargeQueries.detail(context.clients, params.id)),
  errorComponent: routeErrorSaying(CHARGE_LOAD_FAILED),
  component: ChargeRoute,
});

function ChargeRoute() {
  const { id } = Route.useParams();
  return <ChargeDetailPage id={id} />;
}
