import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { checkoutQueries } from '../features/checkout/api';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { CheckoutTabs } from '../features/checkout/checkout-tabs';

export const Route = createFileRoute('/_app/checkout-info')({
  beforeLoad: guardRoute('/checkout-info'),
  loader: ({ context }) => context.queryClient.ensureQueryData(checkoutQueries.default(context.clients)),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  return (
    <>
      <CheckoutTabs current="/checkout-info" />
      <CheckoutPage />
    </>
  );
}
