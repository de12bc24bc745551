import { type BalcaoClients, type banking, errorLines, isApiError, unwrap } from '@balcao/client';
import {
  BALANCE_BACKOFF_MAX_MS,
  BALANCE_REFRESH_MS,
  BALANCE_RETRIES,
  balanceRetryDelayMs,
  PAYMENTS_DEFAULT_SORT,
  PAYMENTS_PAGE_SIZE,
  paymentStatusesOf,
  retriesBalanceFailure,
} from '@balcao/domain/payables';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { BalanceLoadError, loadCheckingBalance } from './balance-load';
import type { PaymentsView } from './search';

type Schemas = banking.components['schemas'];
export type Payment = Schemas['Payment'];
export type PaymentPage = Schemas['PaymentPage'];
export type PaymentCostCenter = Schemas['PaymentCostCenter'];

/** What the list asks the server: the view without the search box's keystrokes (debounced by the filters). */
function listQuery(view: PaymentsView) {
  return {
    page: view.page - 1,
    size: PAYMENTS_PAGE_SIZE,
    // §9's default ('scheduledDate,DESC'), or the value order the 'Valor' header chose.
    sort: view.sort ?? (PAYMENTS_DEFAULT_SORT as 'scheduledDate,DESC'),
    status: paymentStatusesOf(view.tab, view.status),
    ...(view.search.trim() ? { name: view.search.trim() } : {}),
    ...(view.costCenter ? { costCenter: view.costCenter as PaymentCostCenter } : {}),
    ...(view.startDate ? { startDate: view.startDate } : {}),
    ...(view.endDate ? { endDate: view.endDate } : {}),
  };
}

/**
 * The payables' queries (banking §7.7), all under ['payments']: approving, cancelling or requesting a
 * payment invalidates the prefix, so the list, the detail and the drawer's reads refresh together.
 */
export const paymentQueries = {
  all: () => ['payments'] as const,
  list: (clients: BalcaoClients, view: PaymentsView) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'list', listQuery(view)],
      queryFn: ({ signal }) =>
        unwrap(clients.banking.GET('/payments', { params: { query: listQuery(view) }, signal })),
      placeholderData: keepPreviousData,
    }),
  detail: (clients: BalcaoClients, transferId: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'detail', transferId],
      queryFn: ({ signal }) =>
        unwrap(clients.banking.GET('/payments/{transferId}', { params: { path: { transferId } }, signal })),
    }),
  /**
   * The balance card (§8, §9): 15 s per attempt, two automatic retries 1 s then 2 s apart for failures a
   * retry can mend, and a fresh read every 5 minutes. Kept apart from the prefix's invalidations' rhythm:
   * an approval does not move the balance, the scheduler's execution does.
   */
  balance: (clients: BalcaoClients, hasSeller: boolean) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'balance'],
      queryFn: ({ signal }) => loadCheckingBalance(clients, signal, hasSeller),
      retry: (failures, error) =>
        failures < BALANCE_RETRIES &&
        error instanceof BalanceLoadError &&
        retriesBalanceFailure(error.failure),
      retryDelay: (failures) => balanceRetryDelayMs(failures + 1) ?? BALANCE_BACKOFF_MAX_MS,
      refetchInterval: BALANCE_REFRESH_MS,
      refetchOnWindowFocus: false,
    }),
};

/**
 * 'Aprovar pagamentos': the selected REQUESTED payments become SCHEDULED. No invalidation here: §4.6 has
 * the list reload when the approval drawer closes.
 */
export const approvePayments = (clients: BalcaoClients, transferIds: string[]) =>
  unwrap(clients.banking.POST('/payments/approval', { body: { transferIds } }));

/** 'Rejeitar pagamentos': the selected requests go to Rejeitados with the reason, if any, kept on each. */
export const rejectPayments = (clients: BalcaoClients, transferIds: string[], reason: string) =>
  unwrap(
    clients.banking.POST('/payments/rejection', { body: { transferIds, ...(reason ? { reason } : {}) } }),
  );

/** 'Cancelar pagamento': a SCHEDULED payment becomes CANCELLED, for good. */
export const cancelPayment = (clients: BalcaoClients, transferId: string) =>
  unwrap(clients.banking.DELETE('/payments/{transferId}', { params: { path: { transferId } } }));

/** The receipt's PDF as the gateway made it. */
export const fetchReceipt = (clients: BalcaoClients, transferId: string): Promise<Blob> =>
  unwrap(
    clients.banking.GET('/payments/{transferId}/receipt', {
      params: { path: { transferId } },
      parseAs: 'blob',
    }),
  ) as Promise<Blob>;

/** §8: each error the server listed as 'code - description'; without a list, the fallback. */
export function paymentErrorLines(error: unknown, fallback: string): string[] {
  return isApiError(error) && error.errors.length > 0 ? errorLines(error) : [fallback];
}
