import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { paymentLinkQueries } from '../features/payment-links/api';
import { PaymentLinksPage } from '../features/payment-links/links-page';
import { linkPaths } from '../features/payment-links/paths';
import { validateLinkSearch, visibleKinds } from '../features/payment-links/search';

export const Route = createFileRoute('/_app/seja-pago/')({
  validateSearch: validateLinkSearch,
  beforeLoad: guardRoute('/seja-pago'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(paymentLinkQueries.list(context.clients, deps)),
  component: PaymentLinksRoute,
});

function PaymentLinksRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { auth, appPaths } = Route.useRouteContext();
  const access = { roles: auth.roles, features: auth.features };
  const kinds = visibleKinds(auth.features);
  const paths = linkPaths(access, appPaths);
  return (
    <PaymentLinksPage
      search={kinds.includes(search.kind) ? search : { ...search, kind: 'orders' }}
      onSearchChange={(next) => void navigate({ search: next })}
      kinds={kinds}
      createItems={paths.createItems}
      importPath={paths.importPath}
    />
  );
}
