import { type BalcaoClients, unwrap } from '@balcao/client';
import { CUSTOMER_PICKER_SORT } from '@balcao/domain/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/**
 * The customers area's query key root and its picker's list, here because charges ('Nova cobrança') and
 * payment links (the link forms) offer the same list and a feature never imports another: one cache
 * entry, which the customers area's mutations refresh (`customerQueries` in features/customers/api.ts).
 */
export const customersKey = () => ['customers'] as const;

/** The picker's list: the first `size` customers by name, optionally narrowed by a name on the server. */
export const customerPickerQuery = (clients: BalcaoClients, size: number, name = '') =>
  queryOptions({
    queryKey: [...customersKey(), 'picker', size, name],
    queryFn: ({ signal }) =>
      unwrap(
        clients.payment.GET('/seller-clients', {
          params: { query: { page: 0, size, sort: CUSTOMER_PICKER_SORT, ...(name ? { name } : {}) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
