import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { customerQueries } from '../features/customers/api';
import { CustomersPage } from '../features/customers/customers-page';
import { validateCustomerSearch } from '../features/customers/search';

export const Route = createFileRoute('/_app/clientes/')({
  validateSearch: validateCustomerSearch,
  beforeLoad: guardRoute('/clientes'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(customerQueries.list(context.clients, deps)),
  component: CustomersRoute,
});

function CustomersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CustomersPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
