import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import type { CustomerSlot } from '../app/customer-slot';
import { guardRoute } from '../app/forbidden';
import { CustomerSlotPicker } from '../features/customers/customer-slot-picker';
import { paymentLinkQueries } from '../features/payment-links/api';
import { LinkFormRoute } from '../features/payment-links/link-form-route';
import { linkIdSearch } from '../features/payment-links/search';
import { subscriptionLinkQueries } from '../features/payment-links/subscription-link-api';
import { SubscriptionLinkPage } from '../features/payment-links/subscription-link-page';

export const Route = createFileRoute('/_app/seja-pago/criar/assinatura-customizada')({
  validateSearch: (search: { id?: unknown } & SearchSchemaInput) => linkIdSearch(search),
  beforeLoad: guardRoute('/seja-pago/criar/assinatura-customizada'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(subscriptionLinkQueries.plans(context.clients)),
      deps.id
        ? context.queryClient.ensureQueryData(paymentLinkQueries.detail(context.clients, deps.id))
        : null,
    ]),
  component: SubscriptionLinkRoute,
});

/** The customers feature's picker (§2.8), lent to the link forms, new or edited. */
const lentCustomerPicker: CustomerSlot = (props) => <CustomerSlotPicker {...props} />;

function SubscriptionLinkRoute() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { auth, appPaths } = Route.useRouteContext();
  const onDone = () => void navigate({ to: '/seja-pago' });
  return (
    <LinkFormRoute
      id={id}
      access={{ roles: auth.roles, features: auth.features }}
      appPaths={appPaths}
      onDone={onDone}
      customerPicker={lentCustomerPicker}
      newForm={(paths) => (
        <SubscriptionLinkPage
          canPickCustomer={paths.canPickCustomer}
          customerPicker={lentCustomerPicker}
          rights={paths.rights}
          onDone={onDone}
        />
      )}
    />
  );
}
