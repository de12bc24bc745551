import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { PaymentSettingsPage } from '../features/payment-settings/payment-settings-page';

export const Route = createFileRoute('/_app/metodos-pagamentos')({
  beforeLoad: guardRoute('/metodos-pagamentos'),
  // Imported here rather than at the top, so the settings feature stays out of the sign-in bundle.
  loader: async ({ context }) => {
    const { paymentSettingsQueries } = await import('../features/payment-settings/api');
    await Promise.all([
      context.queryClient.ensureQueryData(paymentSettingsQueries.methods(context.clients)),
      context.queryClient.ensureQueryData(paymentSettingsQueries.tax(context.clients)),
    ]);
  },
  component: PaymentSettingsPage,
});
