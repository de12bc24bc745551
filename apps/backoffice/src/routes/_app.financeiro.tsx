import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { financialQueries } from '../features/financial/api';
import { FinancialPage } from '../features/financial/financial-page';
import { validateFinancialSearch } from '../features/financial/search';

export const Route = createFileRoute('/_app/financeiro')({
  validateSearch: validateFinancialSearch,
  beforeLoad: guardRoute('/financeiro'),
  loader: ({ context }) => context.queryClient.ensureQueryData(financialQueries.balance(context.clients)),
  component: FinancialRoute,
});

function FinancialRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FinancialPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
