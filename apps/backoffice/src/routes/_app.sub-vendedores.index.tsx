import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { subSellerQueries } from '../features/sub-sellers/api';
import { validateSubSellerSearch } from '../features/sub-sellers/search';
import { SubSellersPage } from '../features/sub-sellers/sub-sellers-page';

export const Route = createFileRoute('/_app/sub-vendedores/')({
  validateSearch: validateSubSellerSearch,
  beforeLoad: guardRoute('/sub-vendedores'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(subSellerQueries.list(context.clients, deps)),
  component: SubSellersRoute,
});

function SubSellersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { auth } = Route.useRouteContext();
  return (
    <SubSellersPage
      roles={auth.roles}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
