import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { pixLimitQueries } from '../features/pix-limits/api';
import { PixLimitsPage } from '../features/pix-limits/pix-limits-page';

export const Route = createFileRoute('/_app/pix-config')({
  beforeLoad: guardRoute('/pix-config'),
  // A missing or inactive account is an answer the page shows ('Conta não configurada.'), so the loader does not throw.
  loader: async ({ context }) => {
    await context.queryClient.prefetchQuery(pixLimitQueries.list(context.clients));
  },
  component: PixLimitsPage,
});
