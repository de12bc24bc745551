import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { PaymentsPage } from '../features/payments/payments-page';
import { searchOf, validatePaymentsSearch, viewOf } from '../features/payments/search';

export const Route = createFileRoute('/_app/pagamentos')({
  validateSearch: validatePaymentsSearch,
  beforeLoad: guardRoute('/pagamentos'),
  loaderDeps: ({ search }) => search,
  // Imported here rather than at the top, so the payments feature stays out of the sign-in bundle. It only
  // warms the cache: a refusal (409 'Conta não configurada.') shows in the page, not as the route's error.
  loader: async ({ context, deps }) => {
    const { paymentQueries } = await import('../features/payments/api');
    await context.queryClient.prefetchQuery(paymentQueries.list(context.clients, viewOf(deps)));
  },
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
