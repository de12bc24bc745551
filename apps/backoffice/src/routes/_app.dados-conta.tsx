import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { PixKeysPage } from '../features/pix-keys/pix-keys-page';

export const Route = createFileRoute('/_app/dados-conta')({
  beforeLoad: guardRoute('/dados-conta'),
  // Imported here rather than at the top, so the feature stays out of the sign-in bundle.
  loader: async ({ context }) => {
    const { pixKeyQueries } = await import('../features/pix-keys/api');
    await context.queryClient.prefetchQuery(pixKeyQueries.account(context.clients));
  },
  component: PixKeysPage,
});
