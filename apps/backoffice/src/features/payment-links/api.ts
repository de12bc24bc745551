import { type BalcaoClients, type payment, unwrap } from '@balcao/client';
import { PAYMENT_LINK_PAGE_SIZE, type PaymentLinkKind } from '@balcao/domain/payment-links';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type PaymentLink = payment.components['schemas']['PaymentLink'];
export type PaymentLinkRequest = payment.components['schemas']['PaymentLinkCreateRequest'];
export type InstallmentSimulation = payment.components['schemas']['InstallmentSimulation'];
export type SplitPreviewRequest = payment.components['schemas']['SplitPreviewRequest'];
export type SplitPreview = payment.components['schemas']['SplitPreview'];
export type SplitSubSeller = payment.components['schemas']['SplitSubSeller'];

/** The split picker reads at most this many pages of 100 receiving sub-sellers (a select, not a search). */
const SPLIT_PICKER_MAX_PAGES = 10;

export interface PaymentLinkListFilters {
  kind: PaymentLinkKind;
  /** The title (one-off and fast) or plan title (recurring) searched. */
  term: string;
  /** 'Ver somente links dedicados a clientes'. */
  withCustomer: boolean;
  /** 1-based, as the URL and the pagination count. */
  page: number;
}

/** Query keys and fetchers of payment links (§7 Payment links). Mutations invalidate `all()`. */
export const paymentLinkQueries = {
  all: () => ['payment-links'] as const,
  list: (clients: BalcaoClients, filters: PaymentLinkListFilters) =>
    queryOptions({
      queryKey: [...paymentLinkQueries.all(), 'list', filters],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/payment-links', {
            params: {
              query: {
                kind: filters.kind,
                page: filters.page - 1,
                size: PAYMENT_LINK_PAGE_SIZE,
                sort: 'createdAt,DESC',
                ...(filters.withCustomer ? { withCustomer: true } : {}),
                ...(filters.term
                  ? { [filters.kind === 'subscriptions' ? 'planTitle' : 'title']: filters.term }
                  : {}),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  detail: (clients: BalcaoClients, id: string) =>
    queryOptions({
      queryKey: [...paymentLinkQueries.all(), 'detail', id],
      queryFn: ({ signal }) =>
        unwrap(clients.payment.GET('/payment-links/{id}', { params: { path: { id } }, signal })),
    }),
  /** The card installments of an amount (in cents), 1x to `max`; the form debounces what it asks. */
  installments: (clients: BalcaoClients, amountCents: number, max: number) =>
    queryOptions({
      queryKey: [...paymentLinkQueries.all(), 'installments', amountCents, max],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/payment-links/installments-payment', {
            params: { query: { amount: amountCents / 100, maxInstallments: max } },
            signal,
          }),
        ),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  /** The seller's default methods (/metodos-pagamentos), ticked in a new link. */
  startingMethods: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...paymentLinkQueries.all(), 'starting-methods'],
      queryFn: ({ signal }) => unwrap(clients.payment.GET('/sellers/payment-methods', { signal })),
    }),
  /**
   * The sub-sellers the split may pay (§7 GET /payment-links/subseller): the gateway keeps only those that
   * can receive (active, account validated), by name, so none is missed past a first page of the whole list.
   */
  splitSubSellers: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...paymentLinkQueries.all(), 'split-sub-sellers'],
      queryFn: async ({ signal }) => {
        const receiving: SplitSubSeller[] = [];
        for (let page = 0; page < SPLIT_PICKER_MAX_PAGES; page++) {
          const next = await unwrap(
            clients.payment.GET('/payment-links/subseller', {
              params: { query: { page, size: 100 } },
              signal,
            }),
          );
          receiving.push(...next.content);
          if (page + 1 >= next.totalPages) break;
        }
        return receiving;
      },
      staleTime: 30_000,
    }),
  /** §7 'the split value preview': each part, the card fee and what is left; the form debounces it. */
  splitPreview: (clients: BalcaoClients, body: SplitPreviewRequest) =>
    queryOptions({
      queryKey: [...paymentLinkQueries.all(), 'split-preview', body],
      queryFn: ({ signal }) => unwrap(clients.payment.POST('/payment-links/split-preview', { body, signal })),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  /** The seller's installment settings: the card's default and maximum (above 12x for a white label). */
  settings: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...paymentLinkQueries.all(), 'settings'],
      queryFn: ({ signal }) => unwrap(clients.payment.GET('/payment-links/settings', { signal })),
      staleTime: 300_000,
    }),
};

export function createPaymentLink(clients: BalcaoClients, body: PaymentLinkRequest) {
  return unwrap(clients.payment.POST('/payment-links', { body }));
}

export function updatePaymentLink(clients: BalcaoClients, id: string, body: PaymentLinkRequest) {
  return unwrap(clients.payment.PUT('/payment-links/{id}', { params: { path: { id } }, body }));
}

export function deletePaymentLink(clients: BalcaoClients, id: string) {
  return unwrap(clients.payment.DELETE('/payment-links/{id}', { params: { path: { id } } }));
}
