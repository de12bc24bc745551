import { CUSTOMER_PICKER_SIZE } from '@balcao/domain/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerSlotProps } from '../../app/customer-slot';
import { useServices } from '../../app/services';
import { type CustomerSummary, customerQueries } from './api';
import { CustomerPicker } from './customer-picker';

/**
 * The picker as routes lend it to a form that keeps only the customer's id (a link, a charge, the
 * import). Who that id is comes from, in turn: the customer just chosen here, the name the form
 * already knows (an edited link's), the picker's loaded list, and only then the customer itself.
 */
export function CustomerSlotPicker({
  value,
  onChange,
  known,
  size = CUSTOMER_PICKER_SIZE,
  ...rest
}: CustomerSlotProps & { size?: number }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<CustomerSummary | null>(null);
  const local =
    value === ''
      ? null
      : chosen?.id === value
        ? chosen
        : known?.id === value
          ? known
          : queryClient
              .getQueryData(customerQueries.picker(clients, size).queryKey)
              ?.content.find((customer) => customer.id === value);
  const asked = useQuery({
    ...customerQueries.detail(clients, value),
    enabled: value !== '' && !local,
  });
  const shown = value === '' ? null : (local ?? asked.data ?? null);
  return (
    <CustomerPicker
      {...rest}
      size={size}
      value={shown}
      onChange={(customer) => {
        setChosen(customer);
        onChange(customer?.id ?? '');
      }}
    />
  );
}
