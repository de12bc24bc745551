import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { customerQueries } from '../features/customers/api';
import { CustomerDetailPage } from '../features/customers/customer-detail-page';

export const Route = createFileRoute('/_app/clientes/$id')({
  beforeLoad: guardRoute('/clientes/$id'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(customerQueries.detail(context.clients, params.id)),
  component: CustomerRoute,
});

function CustomerRoute() {
  const { id } = Route.useParams();
  return <CustomerDetailPage id={id} />;
}
