import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { treasuryQueries } from '../features/treasury/api';
import { validateTreasurySearch } from '../features/treasury/search';
import { TreasuryPage } from '../features/treasury/treasury-page';

export const Route = createFileRoute('/_app/tesouraria')({
  validateSearch: validateTreasurySearch,
  beforeLoad: guardRoute('/tesouraria'),
  // A refusal (the account not ACTIVE) is the page's to show, so the loader only warms the cache.
  loader: async ({ context }) => {
    await context.queryClient.prefetchQuery(treasuryQueries.summary(context.clients));
  },
  component: TreasuryRoute,
});

function TreasuryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TreasuryPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
