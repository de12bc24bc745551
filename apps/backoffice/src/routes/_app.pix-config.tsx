import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { pixLimitQueries } from '../features/pix-limits/api';
import { PixLimitsPage } from '../features/pix-limits/pix-limits-page';

export const Route = createFileRoute('/_app/pix-config')({
  beforeLoad: guardRoute('/pix-config'),
  loader: ({ context }) => context.queryClient.ensureQueryData(pixLimitQueries.list(context.clients)),
  component: PixLimitsPage,
});
