import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { invoiceSettingsQueries } from '../features/invoice-settings/api';
import { InvoiceSettingsPage } from '../features/invoice-settings/invoice-settings-page';

export const Route = createFileRoute('/_app/nota-fiscal')({
  beforeLoad: guardRoute('/nota-fiscal'),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(invoiceSettingsQueries.config(context.clients)),
  component: InvoiceSettingsPage,
});
