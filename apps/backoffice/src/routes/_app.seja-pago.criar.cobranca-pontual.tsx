import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import type { CustomerSlot } from '../app/customer-slot';
import { guardRoute } from '../app/forbidden';
import { CustomerSlotPicker } from '../features/customers/customer-slot-picker';
import { paymentLinkQueries } from '../features/payment-links/api';
import { LinkFormRoute } from '../features/payment-links/link-form-route';
import { OrderLinkPage } from '../features/payment-links/order-link-page';
import { linkIdSearch } from '../features/payment-links/search';
import { useStartingMethods } from '../features/payment-links/starting-methods';

export const Route = createFileRoute('/_app/seja-pago/criar/cobranca-pontual')({
  validateSearch: (search: { id?: unknown } & SearchSchemaInput) => linkIdSearch(search),
  beforeLoad: guardRoute('/seja-pago/criar/cobranca-pontual'),
  loaderDeps: ({ search }) => search,
  // A new link reads the seller's default methods first; a failure is the form's to tell, not an error page.
  loader: ({ context, deps }) =>
    deps.id
      ? context.queryClient.ensureQueryData(paymentLinkQueries.detail(context.clients, deps.id))
      : context.queryClient.prefetchQuery(paymentLinkQueries.startingMethods(context.clients)),
  component: OrderLinkRoute,
});

/** The customers feature's picker (§2.8), lent to the link forms, new or edited. */
const lentCustomerPicker: CustomerSlot = (props) => <CustomerSlotPicker {...props} />;

function OrderLinkRoute() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { auth, appPaths } = Route.useRouteContext();
  const startingMethods = useStartingMethods(!id);
  const onDone = () => void navigate({ to: '/seja-pago' });
  return (
    <LinkFormRoute
      id={id}
      access={{ roles: auth.roles, features: auth.features }}
      appPaths={appPaths}
      onDone={onDone}
      customerPicker={lentCustomerPicker}
      newForm={(paths) => (
        <OrderLinkPage
          recurringPath={paths.recurringPath}
          canPickCustomer={paths.canPickCustomer}
          customerPicker={lentCustomerPicker}
          rights={paths.rights}
          onDone={onDone}
          startingMethods={startingMethods}
        />
      )}
    />
  );
}
