import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { activeAccountOf, pixKeyQueries } from '../features/pix-keys/api';
import { PixKeysPage } from '../features/pix-keys/pix-keys-page';

export const Route = createFileRoute('/_app/dados-conta')({
  beforeLoad: guardRoute('/dados-conta'),
  loader: async ({ context }) => {
    const { queryClient, clients } = context;
    const active = activeAccountOf(await queryClient.ensureQueryData(pixKeyQueries.account(clients)));
    // The keys hang on the account's ids, so they are read after it: both groups, or none before it opens.
    if (active)
      await Promise.all([
        queryClient.ensureQueryData(pixKeyQueries.list(clients, active.debitAccountId)),
        queryClient.ensureQueryData(pixKeyQueries.list(clients, active.investmentAccountId)),
      ]);
  },
  component: PixKeysPage,
});
