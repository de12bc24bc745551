import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { CustomerSlotPicker } from '../features/customers/customer-slot-picker';
import { paymentLinkQueries } from '../features/payment-links/api';
import { LinkEditor } from '../features/payment-links/link-editor';
import { linkPaths } from '../features/payment-links/paths';
import { subscriptionLinkQueries } from '../features/payment-links/subscription-link-api';

export const Route = createFileRoute('/_app/seja-pago/editar/$id')({
  beforeLoad: guardRoute('/seja-pago/editar/$id'),
  loader: async ({ context, params }) => {
    const link = await context.queryClient.ensureQueryData(
      paymentLinkQueries.detail(context.clients, params.id),
    );
    // A subscription link's form offers the plans: read with the link, so the form opens whole.
    if (link.active && link.type === 'SUBSCRIPTION')
      await context.queryClient.ensureQueryData(subscriptionLinkQueries.plans(context.clients));
  },
  component: EditLinkRoute,
});

function EditLinkRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  const { auth, appPaths } = Route.useRouteContext();
  const paths = linkPaths({ roles: auth.roles, features: auth.features }, appPaths);
  return (
    <LinkEditor
      id={id}
      recurringPath={paths.recurringPath}
      canPickCustomer={paths.canPickCustomer}
      customerPicker={(props) => <CustomerSlotPicker {...props} />}
      rights={paths.rights}
      onDone={() => void navigate({ to: '/seja-pago' })}
    />
  );
}
