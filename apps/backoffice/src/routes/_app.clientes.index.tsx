import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { CustomersPage } from '../features/customers/customers-page';
import { validateCustomerSearch } from '../features/customers/search';

export const Route = createFileRoute('/_app/clientes/')({
  validateSearch: validateCustomerSearch,
  beforeLoad: guardRoute('/clientes'),
  component: CustomersRoute,
});

function CustomersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CustomersPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
