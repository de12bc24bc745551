import { CUSTOMER_FULL_LIST_SIZE } from '@balcao/domain/customers';
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { CustomerSlotPicker } from '../features/customers/customer-slot-picker';
import { planQueries } from '../features/subscriptions/api';
import { ImportPage } from '../features/subscriptions/import-page';

export const Route = createFileRoute('/_app/importacao-de-recorrencia')({
  beforeLoad: guardRoute('/importacao-de-recorrencia'),
  loader: ({ context }) => context.queryClient.ensureQueryData(planQueries.select(context.clients)),
  component: ImportRoute,
});

function ImportRoute() {
  // The customers feature's picker (§2.8, the import's 10,000), lent to the import page.
  return (
    <ImportPage
      customerPicker={(props) => <CustomerSlotPicker {...props} size={CUSTOMER_FULL_LIST_SIZE} />}
    />
  );
}
