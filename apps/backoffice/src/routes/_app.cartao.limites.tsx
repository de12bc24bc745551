import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { cardQueries } from '../features/cards/api';
import { CardLimitsPage } from '../features/cards/card-limits-page';

export const Route = createFileRoute('/_app/cartao/limites')({
  beforeLoad: guardRoute('/cartao/limites'),
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(cardQueries.limits(context.clients)),
      context.queryClient.ensureQueryData(cardQueries.forLimits(context.clients)),
    ]);
  },
  component: CardLimitsPage,
});
