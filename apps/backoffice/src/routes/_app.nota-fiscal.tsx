import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { InvoiceSettingsPage } from '../features/invoice-settings/invoice-settings-page';

export const Route = createFileRoute('/_app/nota-fiscal')({
  beforeLoad: guardRoute('/nota-fiscal'),
  // Imported here rather than at the top, so the invoice settings stay out of the sign-in bundle.
  loader: async ({ context }) => {
    const { invoiceSettingsQueries } = await import('../features/invoice-settings/api');
    return context.queryClient.ensureQueryData(invoiceSettingsQueries.config(context.clients));
  },
  component: InvoiceSettingsPage,
});
