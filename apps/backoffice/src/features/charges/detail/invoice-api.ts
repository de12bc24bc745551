import { type BalcaoClients, type payment, unwrap } from '@balcao/client';
import { queryOptions } from '@tanstack/react-query';
import { chargeQueries } from '../api';

export type Invoice = payment.components['schemas']['Invoice'];

/** While the city hall has an invoice, the list asks again this often until it is authorized. */
export const INVOICE_POLL_MS = 5000;

/** The invoice section's reads; the list sits under the charges prefix so charge mutations refresh it. */
export const invoiceQueries = {
  list: (clients: BalcaoClients, chargeId: string) =>
    queryOptions({
      queryKey: [...chargeQueries.all(), 'invoices', chargeId],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/invoices/charge/{id}', { params: { path: { id: chargeId } }, signal }),
        ).then((body) => body.data),
      refetchInterval: (query) =>
        query.state.data?.some((invoice) => invoice.status === 'SEND_INVOICE_SYSTEM')
          ? INVOICE_POLL_MS
          : false,
    }),
  config: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: ['invoice-config'],
      queryFn: ({ signal }) =>
        unwrap(clients.payment.GET('/sellers/invoice-config', { signal })).then((body) => body.data),
    }),
};

export function emitInvoice(clients: BalcaoClients, chargeId: string) {
  return unwrap(clients.payment.POST('/charges/{id}/invoices', { params: { path: { id: chargeId } } }));
}

export function emailInvoice(clients: BalcaoClients, chargeId: string, uuidInvoice: string) {
  return unwrap(
    clients.payment.POST('/charges/{id}/invoice-email', {
      params: { path: { id: chargeId } },
      body: { uuidInvoice },
    }),
  );
}

export function cancelInvoice(clients: BalcaoClients, uuidInvoice: string, cnpj: string) {
  return unwrap(
    clients.payment.DELETE('/sellers/invoices/{id}/company/{cnpj}', {
      params: { path: { id: uuidInvoice, cnpj } },
    }),
  );
}
