import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { pixKeyQueries } from '../features/pix-keys/api';
import { PixKeysPage } from '../features/pix-keys/pix-keys-page';

export const Route = createFileRoute('/_app/dados-conta')({
  beforeLoad: guardRoute('/dados-conta'),
  loader: ({ context }) => context.queryClient.ensureQueryData(pixKeyQueries.account(context.clients)),
  component: PixKeysPage,
});
