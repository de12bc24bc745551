import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { paymentQueries } from '../features/payments/api';
import { PaymentsPage } from '../features/payments/payments-page';
import { searchOf, validatePaymentsSearch, viewOf } from '../features/payments/search';

export const Route = createFileRoute('/_app/pagamentos')({
  validateSearch: validatePaymentsSearch,
  beforeLoad: guardRoute('/pagamentos'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(paymentQueries.list(context.clients, viewOf(deps))),
  component: PaymentsRoute,
});

function PaymentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PaymentsPage
      view={viewOf(search)}
      onViewChange={(next) =>
        void navigate({ search: searchOf(next), replace: next.search !== viewOf(search).search })
      }
    />
  );
}
