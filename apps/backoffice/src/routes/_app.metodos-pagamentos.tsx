import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { paymentSettingsQueries } from '../features/payment-settings/api';
import { PaymentSettingsPage } from '../features/payment-settings/payment-settings-page';

export const Route = createFileRoute('/_app/metodos-pagamentos')({
  beforeLoad: guardRoute('/metodos-pagamentos'),
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(paymentSettingsQueries.methods(context.clients)),
      context.queryClient.ensureQueryData(paymentSettingsQueries.tax(context.clients)),
    ]);
  },
  component: PaymentSettingsPage,
});
