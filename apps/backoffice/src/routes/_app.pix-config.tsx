import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { PixLimitsPage } from '../features/pix-limits/pix-limits-page';

export const Route = createFileRoute('/_app/pix-config')({
  beforeLoad: guardRoute('/pix-config'),
  // Imported here rather than at the top, so the feature stays out of the sign-in bundle. A missing or
  // inactive account is an answer the page shows ('Conta não configurada.'), so the loader does not throw.
  loader: async ({ context }) => {
    const { pixLimitQueries } = await import('../features/pix-limits/api');
    await context.queryClient.prefetchQuery(pixLimitQueries.list(context.clients));
  },
  component: PixLimitsPage,
});
