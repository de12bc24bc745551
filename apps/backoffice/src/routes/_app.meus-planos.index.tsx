import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { CheckoutTabs } from '../features/checkout/checkout-tabs';
import { planQueries } from '../features/subscriptions/api';
import { PlansPage } from '../features/subscriptions/plans-page';
import { validatePlanSearch } from '../features/subscriptions/search';

export const Route = createFileRoute('/_app/meus-planos/')({
  validateSearch: validatePlanSearch,
  beforeLoad: guardRoute('/meus-planos'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(planQueries.list(context.clients, deps)),
  component: PlansRoute,
});

function PlansRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <CheckoutTabs current="/meus-planos" />
      <PlansPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
    </>
  );
}
