import { canOpenCard } from '@balcao/domain/cards';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { gatewayToday } from '../app/gateway-time';
import { cardQueries, cardStatementQuery } from '../features/cards/api';
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
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const card = await context.queryClient.ensureQueryData(cardQueries.detail(context.clients, params.id));
    // A pending or cancelled card says why it cannot be opened, without a statement.
    if (canOpenCard(card.cardStatus))
      await context.queryClient.ensureQueryData(
        cardStatementQuery(context.clients, card.id, deps, gatewayToday(context.clients)),
      );
  },
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
