import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { cardQueries } from '../features/cards/api';
import { CardsPage } from '../features/cards/cards-page';
import { validatePageSearch } from '../features/cards/search';

export const Route = createFileRoute('/_app/cartao/')({
  validateSearch: validatePageSearch,
  beforeLoad: guardRoute('/cartao'),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(cardQueries.list(context.clients, deps.page)),
  component: CardsRoute,
});

function CardsRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CardsPage page={page} onPageChange={(next) => void navigate({ search: { page: next } })} />;
}
