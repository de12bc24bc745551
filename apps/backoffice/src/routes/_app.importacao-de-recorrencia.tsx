import { CUSTOMER_FULL_LIST_SIZE } from '@balcao/domain/customers';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { guardRoute } from '../app/forbidden';
import type { CustomerSummary } from '../features/customers/api';
import { CustomerPicker } from '../features/customers/customer-picker';
import { planQueries } from '../features/subscriptions/api';
import { ImportPage } from '../features/subscriptions/import-page';

export const Route = createFileRoute('/_app/importacao-de-recorrencia')({
  beforeLoad: guardRoute('/importacao-de-recorrencia'),
  loader: ({ context }) => context.queryClient.ensureQueryData(planQueries.select(context.clients)),
  component: ImportRoute,
});

/** The customers feature's picker (§2.8, the import's 10,000), lent to the import page by the route. */
function ImportCustomer({ onChange, error }: { onChange: (id: string) => void; error?: string }) {
  const [customer, setCustomer] = useState<CustomerSummary | null>(null);
  return (
    <CustomerPicker
      label="Cliente"
      size={CUSTOMER_FULL_LIST_SIZE}
      value={customer}
      error={error}
      onChange={(next) => {
        setCustomer(next);
        onChange(next?.id ?? '');
      }}
    />
  );
}

function ImportRoute() {
  return <ImportPage customerPicker={(props) => <ImportCustomer {...props} />} />;
}
