import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { chargeQueries } from '../features/charges/api';
import { ChargeDetailPage } from '../features/charges/detail/charge-detail-page';
import { ChargeLoadError } from '../features/charges/detail/charge-load-error';

export const Route = createFileRoute('/_app/cobrancas/$id')({
  beforeLoad: guardRoute('/cobrancas/$id'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(chargeQueries.detail(context.clients, params.id)),
  errorComponent: ChargeLoadError,
  component: ChargeRoute,
});

function ChargeRoute() {
  const { id } = Route.useParams();
  return <ChargeDetailPage id={id} />;
}
