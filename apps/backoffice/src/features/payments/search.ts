import type { ApiDate } from '@balcao/domain/dates';
import {
  defaultPaymentsListFilters,
  isPaymentStatusFilter,
  PAYMENT_COST_CENTER_FILTER,
  PAYMENT_TABS,
  type PaymentsListFilters,
  type PaymentsValueSort,
  paymentStatusFilterOptions,
} from '@balcao/domain/payables';
import * as v from 'valibot';
import { dayParam, oneOfParam, optionalOneOfParam, pageParam } from '../../app/search-params';

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

const PaymentsSearchSchema = v.object({
  tab: oneOfParam(PAYMENT_TABS, 'SENT'),
  status: v.fallback(v.optional(v.custom<PaymentsListFilters['status']>(isPaymentStatusFilter)), undefined),
  // Kept as typed (not trimmed): the URL follows the search box while the user is still typing.
  q: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.check((text) => text.trim() !== ''),
        v.transform((text) => text.slice(0, SEARCH_MAX_LENGTH)),
      ),
    ),
    undefined,
  ),
  costCenter: optionalOneOfParam(PAYMENT_COST_CENTER_FILTER),
  from: dayParam,
  to: dayParam,
  page: pageParam,
  sort: optionalOneOfParam(['amount,ASC', 'amount,DESC']),
});

/** Anything odd in the URL falls back to its default; the page's own controls never produce it. */
export function validatePaymentsSearch(search: Record<string, unknown>): PaymentsSearch {
  const parsed = v.parse(PaymentsSearchSchema, search);
  const out: PaymentsSearch = {};
  if (parsed.tab !== 'SENT') out.tab = parsed.tab;
  // A status belongs to its tab's list, and the tab's default is left out of the URL.
  const { status } = parsed;
  if (status && paymentStatusFilterOptions(parsed.tab).includes(status))
    if (status !== defaultPaymentsListFilters(parsed.tab).status) out.status = status;
  if (parsed.q) out.q = parsed.q;
  if (parsed.costCenter) out.costCenter = parsed.costCenter;
  // §5: the start is never after the end; a URL that has them crossed keeps neither.
  const { from, to } = parsed;
  if (!(from && to && from > to)) {
    if (from) out.from = from;
    if (to) out.to = to;
  }
  if (parsed.page > 1) out.page = parsed.page;
  if (parsed.sort) out.sort = parsed.sort;
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
