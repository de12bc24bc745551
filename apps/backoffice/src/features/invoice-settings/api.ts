import { type BalcaoClients, type payment, unwrap } from '@balcao/client';
import { queryOptions } from '@tanstack/react-query';

export type InvoiceConfig = payment.components['schemas']['InvoiceConfigResponse']['data'];

/**
 * Query keys and fetchers of /nota-fiscal (§7 Invoices: GET and PATCH /sellers/invoice-config). The key
 * is the one the charge's invoice section reads the same configuration under, so a change here is what
 * that section shows next.
 */
export const invoiceSettingsQueries = {
  config: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: ['invoice-config'],
      queryFn: ({ signal }) =>
        unwrap(clients.payment.GET('/sellers/invoice-config', { signal })).then((body) => body.data),
    }),
};

export function setInvoicesActive(clients: BalcaoClients, active: boolean): Promise<InvoiceConfig> {
  return unwrap(clients.payment.PATCH('/sellers/invoice-config', { body: { active } })).then(
    (body) => body.data,
  );
}
