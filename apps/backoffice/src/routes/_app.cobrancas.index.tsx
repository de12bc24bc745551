import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { chargeQueries } from '../features/charges/api';
import { ChargesListPage } from '../features/charges/list-page';
import { validateChargeSearch } from '../features/charges/list-search';
import { CustomerSlotPicker } from '../features/customers/customer-slot-picker';

export const Route = createFileRoute('/_app/cobrancas/')({
  validateSearch: validateChargeSearch,
  beforeLoad: guardRoute('/cobrancas'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(chargeQueries.list(context.clients, deps)),
  component: ChargesRoute,
});

function ChargesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ChargesListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      onOpenCharge={(id) => void navigate({ to: '/cobrancas/$id', params: { id } })}
      customerPicker={(props) => <CustomerSlotPicker {...props} />}
    />
  );
}
