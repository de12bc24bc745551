import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { CustomerDetailPage } from '../features/customers/customer-detail-page';
import { RouteError } from '../shell/route-states';

export const Route = createFileRoute('/_app/clientes/$id')({
  beforeLoad: guardRoute('/clientes/$id'),
  component: CustomerRoute,
  errorComponent: RouteError,
});

function CustomerRoute() {
  const { id } = Route.useParams();
  return <CustomerDetailPage id={id} />;
}
