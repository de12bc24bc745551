import { type ApiDate, isApiDate } from '@balcao/domain/dates';
import {
  defaultPaymentsListFilters,
  isPaymentStatusFilter,
  isPaymentTab,
  PAYMENT_COST_CENTER_FILTER,
  type PaymentsListFilters,
  type PaymentsValueSort,
  paymentStatusFilterOptions,
} from '@balcao/domain/payables';

/**
 * What /pagamentos keeps in the URL (§2.8: filters and page survive a reload): only what differs from
 * the defaults, so a plain /pagamentos is the Enviados tab, every status, first page, by date.
 */
export interface PaymentsSearch {
  tab?: PaymentsListFilters['tab'];
  status?: PaymentsListFilters['status'];
  q?: string;
  costCenter?: string;
  from?: ApiDate;
  to?: ApiDate;
  page?: number;
  sort?: Exclude<PaymentsValueSort, null>;
}

export type PaymentsView = PaymentsListFilters & { sort: PaymentsValueSort };

const SEARCH_MAX_LENGTH = 100;
const day = (value: unknown): ApiDate | undefined =>
  typeof value === 'string' && isApiDate(value) ? value : undefined;

/** Anything odd in the URL falls back to its default; the page's own controls never produce it. */
export function validatePaymentsSearch(search: Record<string, unknown>): PaymentsSearch {
  const out: PaymentsSearch = {};
  if (isPaymentTab(search.tab) && search.tab !== 'SENT') out.tab = search.tab;
  const tab = out.tab ?? 'SENT';
  const status = search.status;
  if (isPaymentStatusFilter(status) && paymentStatusFilterOptions(tab).includes(status))
    if (status !== defaultPaymentsListFilters(tab).status) out.status = status;
  if (typeof search.q === 'string' && search.q.trim() !== '') out.q = search.q.slice(0, SEARCH_MAX_LENGTH);
  if ((PAYMENT_COST_CENTER_FILTER as readonly unknown[]).includes(search.costCenter))
    out.costCenter = search.costCenter as string;
  const from = day(search.from);
  const to = day(search.to);
  // §5: the start is never after the end; a URL that has them crossed keeps neither.
  if (!(from && to && from > to)) {
    if (from) out.from = from;
    if (to) out.to = to;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
  if (search.sort === 'amount,ASC' || search.sort === 'amount,DESC') out.sort = search.sort;
  return out;
}

/** The list's whole state, the defaults filled in. */
export function viewOf(search: PaymentsSearch): PaymentsView {
  const defaults = defaultPaymentsListFilters(search.tab ?? 'SENT');
  return {
    ...defaults,
    status: search.status ?? defaults.status,
    search: search.q ?? '',
    costCenter: search.costCenter ?? '',
    startDate: search.from ?? '',
    endDate: search.to ?? '',
    page: search.page ?? 1,
    sort: search.sort ?? null,
  };
}

/** The URL of a state: its defaults left out. */
export function searchOf(view: PaymentsView): PaymentsSearch {
  return validatePaymentsSearch({
    tab: view.tab,
    status: view.status,
    q: view.search,
    costCenter: view.costCenter,
    from: view.startDate,
    to: view.endDate,
    page: view.page,
    sort: view.sort ?? undefined,
  });
}
