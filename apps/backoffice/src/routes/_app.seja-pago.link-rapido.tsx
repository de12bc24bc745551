import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { CustomerSlotPicker } from '../features/customers/customer-slot-picker';
import { paymentLinkQueries } from '../features/payment-links/api';
import { FastLinkPage } from '../features/payment-links/fast-link-page';
import { LinkFormRoute } from '../features/payment-links/link-form-route';
import { linkIdSearch } from '../features/payment-links/search';

/** §2: /seja-pago/link-rapido?id={uuid} edits a fast link; without an id it is a new one. */
export const Route = createFileRoute('/_app/seja-pago/link-rapido')({
  validateSearch: (search: { id?: unknown } & SearchSchemaInput) => linkIdSearch(search),
  beforeLoad: guardRoute('/seja-pago/link-rapido'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.id
      ? context.queryClient.ensureQueryData(paymentLinkQueries.detail(context.clients, deps.id))
      : undefined,
  component: FastLinkEditRoute,
});

function FastLinkEditRoute() {
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
      customerPicker={(props) => <CustomerSlotPicker {...props} />}
      newForm={() => <FastLinkPage onDone={onDone} />}
    />
  );
}
