import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { treasuryQueries } from '../features/treasury/api';
import { validateTreasurySearch } from '../features/treasury/search';
import { TreasuryLoadError } from '../features/treasury/treasury-load-error';
import { TreasuryPage } from '../features/treasury/treasury-page';

export const Route = createFileRoute('/_app/tesouraria')({
  validateSearch: validateTreasurySearch,
  beforeLoad: guardRoute('/tesouraria'),
  loader: ({ context }) => context.queryClient.ensureQueryData(treasuryQueries.summary(context.clients)),
  errorComponent: TreasuryLoadError,
  component: TreasuryRoute,
});

function TreasuryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TreasuryPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
