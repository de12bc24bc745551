import { type BalcaoClients, errorLines, isApiError, type payment, unwrap } from '@balcao/client';
import type { BankAccountType, ReportTypeKey } from '@balcao/domain/reports';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';

export type ReportRequest = payment.components['schemas']['ReportRequest'];
type SalesReportType = payment.components['schemas']['ReportRequestInput']['report_type'];

/** The last requests shown under the list: one page is enough for 'what did I ask for lately'. */
export const REPORT_HISTORY_SIZE = 10;

/** Query keys and fetchers of /reports (§7.4). */
export const reportQueries = {
  all: () => ['reports'] as const,
  history: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'history'],
      queryFn: () =>
        unwrap(
          clients.payment.GET('/automation/reports', { params: { query: { size: REPORT_HISTORY_SIZE } } }),
        ),
    }),
};

export interface ReportOrder {
  type: ReportTypeKey;
  startDate: string;
  endDate: string;
  /** The sales reports go to the e-mail given; 'Extrato de contas' to whoever asked. */
  recipientEmail: string;
  accountType: BankAccountType;
}

/**
 * §7.4: 'Extrato de contas' is the banking gateway's bank statement report; every other type is the
 * automation webhook's. Either way the list of requests is read again.
 */
export function useRequestReport() {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: ReportOrder) =>
      order.type === 'EXTRATO_CONTAS'
        ? unwrap(
            clients.banking.POST('/bank/statements/report', {
              body: { start_date: order.startDate, end_date: order.endDate, account_type: order.accountType },
            }),
          )
        : unwrap(
            clients.payment.POST('/automation/reports', {
              body: {
                report_type: order.type as SalesReportType,
                recipient_email: order.recipientEmail.trim(),
                start_date: order.startDate,
                end_date: order.endDate,
              },
            }),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportQueries.all() }),
  });
}

/** §8: the server's errors as 'code - description', else the page's own failure message. */
export function reportErrorLines(error: unknown, fallback: string): string[] {
  return isApiError(error) && error.errors.length > 0 ? errorLines(error) : [fallback];
}
