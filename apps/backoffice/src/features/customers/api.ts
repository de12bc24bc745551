import { type BalcaoClients, type payment, unwrap } from '@balcao/client';
import { CUSTOMER_PICKER_SORT } from '@balcao/domain/common';
import { CUSTOMER_FULL_LIST_SIZE, CUSTOMER_PAGE_SIZE } from '@balcao/domain/customers';
import { normalizeDocument } from '@balcao/domain/documents';
import { SUBSCRIPTION_SORT } from '@balcao/domain/subscriptions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type CustomerSummary = payment.components['schemas']['CustomerSummary'];
export type Customer = payment.components['schemas']['Customer'];
export type CustomerCreateRequest = payment.components['schemas']['CustomerCreateRequest'];
export type CustomerUpdateRequest = payment.components['schemas']['CustomerUpdateRequest'];
export type CustomerAddressRequest = payment.components['schemas']['CustomerAddressInput'];

/** The search fields of /clientes, as the URL and the API name them. */
export type CustomerSearchField = 'name' | 'document' | 'email';

export interface CustomerListFilters {
  field: CustomerSearchField;
  term: string;
  /** 1-based, as the URL and the pagination count. */
  page: number;
}

const customersKey = () => ['customers'] as const;

/** The picker's list: the first `size` customers by name, optionally narrowed by a name on the server. */
const customerPickerQuery = (clients: BalcaoClients, size: number, name = '') =>
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

/** Query keys and fetchers of the customers area (§7 Customers). Mutations invalidate `all()`. */
export const customerQueries = {
  all: customersKey,
  list: (clients: BalcaoClients, filters: CustomerListFilters) =>
    queryOptions({
      queryKey: [...customerQueries.all(), 'list', filters],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/seller-clients', {
            params: {
              query: {
                page: filters.page - 1,
                size: CUSTOMER_PAGE_SIZE,
                sort: CUSTOMER_PICKER_SORT,
                ...(filters.term ? { [filters.field]: filters.term } : {}),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  /** The picker's list (§2.8), which routes lend to charges, payment links and the import. */
  picker: customerPickerQuery,
  detail: (clients: BalcaoClients, id: string) =>
    queryOptions({
      queryKey: [...customerQueries.all(), 'detail', id],
      queryFn: ({ signal }) =>
        unwrap(clients.payment.GET('/seller-clients/{id}', { params: { path: { id } }, signal })),
    }),
};

export type ReceivablesKind = 'history' | 'scheduled';
export type ChargeSummary = payment.components['schemas']['ChargeSummary'];
/** The customer page's charge lists are read 10 at a time, like the charges list. */
export const RECEIVABLES_PAGE_SIZE = 10;

/** Histórico (every charge) and Agendados (those still to be received) of one customer, by document. */
export const receivablesQuery = (
  clients: BalcaoClients,
  document: string,
  kind: ReceivablesKind,
  page: number,
) =>
  queryOptions({
    queryKey: [...customerQueries.all(), 'receivables', document, kind, page],
    queryFn: ({ signal }) =>
      unwrap(
        clients.payment.GET('/charges', {
          params: {
            query: {
              customerDocument: document,
              chargeFilterConfig: kind === 'history' ? 'ALL' : 'SCHEDULED',
              page: page - 1,
              size: RECEIVABLES_PAGE_SIZE,
              sort: kind === 'history' ? 'expirationDate,DESC' : 'expirationDate,ASC',
            },
          },
          signal,
        }),
      ),
    // The previous page stays while the next one loads, but never across Histórico and Agendados: its
    // rows would show under the other tab, linking paid charges to the scheduled page.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === kind ? previous : undefined,
  });

export type SubscriptionSummary = payment.components['schemas']['SubscriptionSummary'];

/** The Assinaturas tab: every subscription of one customer at once (§7: by document, size 10000). */
export const customerSubscriptionsQuery = (clients: BalcaoClients, document: string) =>
  queryOptions({
    queryKey: [...customerQueries.all(), 'subscriptions', document],
    queryFn: ({ signal }) =>
      unwrap(
        clients.payment.GET('/subscriptions', {
          params: {
            query: {
              customerDocument: document,
              page: 0,
              size: CUSTOMER_FULL_LIST_SIZE,
              sort: SUBSCRIPTION_SORT,
            },
          },
          signal,
        }),
      ),
  });

export function createCustomer(clients: BalcaoClients, body: CustomerCreateRequest) {
  return unwrap(clients.payment.POST('/seller-clients', { body }));
}

export function updateCustomer(clients: BalcaoClients, id: string, body: CustomerUpdateRequest) {
  return unwrap(clients.payment.PUT('/seller-clients/{id}', { params: { path: { id } }, body }));
}

export function updateCustomerAddress(clients: BalcaoClients, id: string, body: CustomerAddressRequest) {
  return unwrap(clients.payment.PATCH('/seller-clients/{id}/address', { params: { path: { id } }, body }));
}

/** Whether the seller already has a customer with this CPF or CNPJ (the list's search, matched whole). */
export async function hasCustomerWithDocument(clients: BalcaoClients, document: string): Promise<boolean> {
  const digits = normalizeDocument(document);
  const page = await unwrap(
    clients.payment.GET('/seller-clients', {
      params: { query: { page: 0, size: 5, sort: CUSTOMER_PICKER_SORT, document: digits } },
    }),
  );
  return page.content.some((customer) => normalizeDocument(customer.document.documentNumber) === digits);
}
