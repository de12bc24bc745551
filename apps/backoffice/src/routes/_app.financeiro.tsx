import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { gatewayToday } from '../app/gateway-time';
import { financialQueries, movementsQuery } from '../features/financial/api';
import { FinancialPage } from '../features/financial/financial-page';
import { validateFinancialSearch } from '../features/financial/search';

export const Route = createFileRoute('/_app/financeiro')({
  validateSearch: validateFinancialSearch,
  beforeLoad: guardRoute('/financeiro'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(financialQueries.balance(context.clients)),
      context.queryClient.ensureQueryData(
        movementsQuery(context.clients, deps, gatewayToday(context.clients)),
      ),
    ]),
  component: FinancialRoute,
});

function FinancialRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FinancialPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
