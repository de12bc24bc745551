import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { subscriptionQueries } from '../features/subscriptions/api';
import { validateSubscriptionSearch } from '../features/subscriptions/search';
import { SubscriptionsPage } from '../features/subscriptions/subscriptions-page';

export const Route = createFileRoute('/_app/recorrencias/')({
  validateSearch: validateSubscriptionSearch,
  beforeLoad: guardRoute('/recorrencias'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(subscriptionQueries.list(context.clients, deps)),
  component: SubscriptionsRoute,
});

function SubscriptionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SubscriptionsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
