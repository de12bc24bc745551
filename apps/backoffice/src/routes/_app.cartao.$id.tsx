import { createFileRoute, notFound } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { cardQueries } from '../features/cards/api';
import { CardDetailPage } from '../features/cards/card-detail-page';
import { cardIdOf, validateCardStatementSearch } from '../features/cards/search';
import { NotFoundContent } from '../shell/route-states';

export const Route = createFileRoute('/_app/cartao/$id')({
  params: {
    parse: ({ id }) => {
      const cardId = cardIdOf(id);
      if (!cardId) throw notFound();
      return { id: cardId };
    },
    stringify: ({ id }) => ({ id }),
  },
  validateSearch: validateCardStatementSearch,
  beforeLoad: guardRoute('/cartao/$id'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(cardQueries.detail(context.clients, params.id)),
  component: CardRoute,
  notFoundComponent: NotFoundContent,
});

function CardRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CardDetailPage
      key={id}
      id={id}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
