import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { FinancialPage } from '../features/financial/financial-page';
import { validateFinancialSearch } from '../features/financial/search';

export const Route = createFileRoute('/_app/financeiro')({
  validateSearch: validateFinancialSearch,
  beforeLoad: guardRoute('/financeiro'),
  // Imported here rather than at the top, so the financial feature stays out of the sign-in bundle.
  loader: async ({ context }) => {
    const { financialQueries } = await import('../features/financial/api');
    return context.queryClient.ensureQueryData(financialQueries.balance(context.clients));
  },
  component: FinancialRoute,
});

function FinancialRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FinancialPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
