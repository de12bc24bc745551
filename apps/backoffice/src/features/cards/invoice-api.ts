import { type BalcaoClients, type banking, unwrap } from '@balcao/client';
import type { InvoiceDueDay, InvoicePaymentMethod } from '@balcao/domain/cards';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';

type Schemas = banking.components['schemas'];
export type InvoiceMonthSummary = Schemas['CardInvoiceMonthSummary'];
export type InvoiceMonth = Schemas['CardInvoiceMonth'];
export type CardInvoice = Schemas['CardInvoice'];
export type PayableInvoice = Schemas['PayableCardInvoice'];
export type InvoicePayment = Schemas['CardInvoicePayment'];
export type InvoiceSettings = Schemas['CardInvoiceSettings'];

/** A year of months a page. */
export const INVOICE_MONTHS_SIZE = 12;
/** How often the drawer asks whether a Pix was paid while it shows the QR. */
export const PIX_POLL_MS = 3_000;

/** The invoices' queries (§7.5 Invoices), all under ['card-invoices']; a payment or the due day invalidates them. */
export const invoiceQueries = {
  all: () => ['card-invoices'] as const,
  months: (clients: BalcaoClients, page: number) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'months', page],
      queryFn: ({ signal }) =>
        unwrap(
          clients.banking.GET('/cards/invoices', {
            params: { query: { page: page - 1, size: INVOICE_MONTHS_SIZE } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  month: (clients: BalcaoClients, yearMonth: string) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'month', yearMonth],
      queryFn: ({ signal }) =>
        unwrap(
          clients.banking.GET('/cards/invoices/{yearMonth}', { params: { path: { yearMonth } }, signal }),
        ),
    }),
  /** The invoice the summary shows (§4.5), picked by the gateway among every month. */
  summary: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'summary'],
      queryFn: ({ signal }) => unwrap(clients.banking.GET('/cards/invoices/summary', { signal })),
    }),
  settings: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'settings'],
      queryFn: ({ signal }) => unwrap(clients.banking.GET('/cards/invoices/settings', { signal })),
    }),
  payable: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'payable'],
      queryFn: ({ signal }) => unwrap(clients.banking.GET('/cards/invoices/ready-for-payment', { signal })),
    }),
  pendingPayment: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'pending-payment'],
      queryFn: ({ signal }) =>
        unwrap(clients.banking.GET('/cards/invoices/verify-pending-payment', { signal })),
    }),
  payment: (clients: BalcaoClients, id: string) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'payment', id],
      queryFn: ({ signal }) =>
        unwrap(clients.banking.GET('/cards/invoices/payments/{id}', { params: { path: { id } }, signal })),
    }),
};

function useInvalidatingMutation<Input, Output>(
  run: (clients: BalcaoClients, input: Input) => Promise<Output>,
) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(clients, input),
    // A payment frees limit on the cards too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceQueries.all() }),
        queryClient.invalidateQueries({ queryKey: ['cards'] }),
      ]),
  });
}

export const useSetDueDay = () =>
  useInvalidatingMutation((clients, day: InvoiceDueDay) =>
    unwrap(clients.banking.PATCH('/cards/invoices/update-due-day/{day}', { params: { path: { day } } })),
  );

export const usePayInvoices = () =>
  useInvalidatingMutation(
    (clients, body: { cardInvoiceIds: string[]; paymentMethod: InvoicePaymentMethod }) =>
      unwrap(clients.banking.POST('/cards/invoices/generate-payment', { body })),
  );
