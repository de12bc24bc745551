import { createFileRoute, notFound } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { subscriptionQueries } from '../features/subscriptions/api';
import { SubscriptionDetailPage } from '../features/subscriptions/subscription-detail-page';
import { NotFoundContent } from '../shell/route-states';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/_app/recorrencias/$id')({
  params: {
    parse: ({ id }) => {
      if (!UUID.test(id)) throw notFound();
      return { id };
    },
    stringify: ({ id }) => ({ id }),
  },
  beforeLoad: guardRoute('/recorrencias/$id'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(subscriptionQueries.detail(context.clients, params.id)),
  component: SubscriptionRoute,
  notFoundComponent: NotFoundContent,
});

function SubscriptionRoute() {
  const { id } = Route.useParams();
  return <SubscriptionDetailPage key={id} id={id} />;
}
