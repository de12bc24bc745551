import { type BalcaoClients, type payment, unwrap } from '@balcao/client';
import type { ApiDate } from '@balcao/domain/dates';
import { centsToReais } from '@balcao/domain/money';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type ChargeSummary = payment.components['schemas']['ChargeSummary'];
export type Charge = payment.components['schemas']['Charge'];
export type ChargeStatus = payment.components['schemas']['ChargeStatus'];
export type ChargePaymentMethod = payment.components['schemas']['ChargePaymentMethod'];

/** §9: the charges list reads 10 a page, latest due date first. */
export const CHARGE_PAGE_SIZE = 10;
export const CHARGE_LIST_SORT = 'expirationDate,DESC';

/** The five fields of the search bar, as the API names them (§2 Charges). */
export type ChargeSearchField =
  | 'customerName'
  | 'customerDocument'
  | 'customerEmail'
  | 'title'
  | 'paymentLink';

/** The status filter values of §3 Charge filter; ALL asks for no status. */
export type ChargeFilterStatus =
  | 'ALL'
  | 'PAID'
  | 'PRE_AUTHORIZED'
  | 'SCHEDULED'
  | 'LATE'
  | 'CANCELED'
  | 'ABANDONED'
  | 'CHARGEBACK'
  | 'FAILED';

/** The charge filter as the URL holds it: amounts in integer cents, dates 'yyyy-MM-dd', page from 1. */
export interface ChargeListFilters {
  field: ChargeSearchField;
  term: string;
  status: ChargeFilterStatus;
  paymentMethod?: ChargePaymentMethod;
  paidDateInitial?: ApiDate;
  paidDateFinal?: ApiDate;
  expirationDateInitial?: ApiDate;
  expirationDateFinal?: ApiDate;
  valueMin?: number;
  valueMax?: number;
  page: number;
}

type ListQuery = NonNullable<payment.operations['listCharges']['parameters']['query']>;

/** The filter as GET /charges takes it: page from 0, reais on the wire, empty filters left out. */
export function chargeListQuery(filters: ChargeListFilters): ListQuery {
  const query: ListQuery = {
    chargeFilterConfig: 'ALL',
    page: filters.page - 1,
    size: CHARGE_PAGE_SIZE,
    sort: CHARGE_LIST_SORT,
  };
  if (filters.term) query[filters.field] = filters.term;
  if (filters.status !== 'ALL') query.status = filters.status;
  if (filters.paymentMethod) query.paymentMethod = filters.paymentMethod;
  if (filters.paidDateInitial && filters.paidDateFinal) {
    query.paidDateInitial = filters.paidDateInitial;
    query.paidDateFinal = filters.paidDateFinal;
  }
  if (filters.expirationDateInitial && filters.expirationDateFinal) {
    query.expirationDateInitial = filters.expirationDateInitial;
    query.expirationDateFinal = filters.expirationDateFinal;
  }
  if (filters.valueMin !== undefined) query.valueMin = centsToReais(filters.valueMin);
  if (filters.valueMax !== undefined) query.valueMax = centsToReais(filters.valueMax);
  return query;
}

/** Query keys and fetchers of the charges area (§7 Charges). Mutations invalidate `all()`. */
export const chargeQueries = {
  all: () => ['charges'] as const,
  lists: () => [...chargeQueries.all(), 'list'] as const,
  list: (clients: BalcaoClients, filters: ChargeListFilters) =>
    queryOptions({
      queryKey: [...chargeQueries.lists(), filters],
      queryFn: ({ signal }) =>
        unwrap(clients.payment.GET('/charges', { params: { query: chargeListQuery(filters) }, signal })),
      placeholderData: keepPreviousData,
    }),
  detail: (clients: BalcaoClients, id: string) =>
    queryOptions({
      queryKey: [...chargeQueries.all(), 'detail', id],
      queryFn: ({ signal }) =>
        unwrap(clients.payment.GET('/charges/{id}', { params: { path: { id } }, signal })),
    }),
};
