import { type BalcaoClients, errorLines, isApiError, type payment, unwrap } from '@balcao/client';
import { queryOptions } from '@tanstack/react-query';

export type DefaultPaymentMethods = payment.components['schemas']['DefaultPaymentMethods'];
export type DefaultTax = payment.components['schemas']['DefaultTax'];
export type BankSlipTax = DefaultTax['bankSlipTax'];

/** Query keys and fetchers of /metodos-pagamentos (§7 Settings). */
export const paymentSettingsQueries = {
  all: () => ['payment-settings'] as const,
  methods: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...paymentSettingsQueries.all(), 'methods'],
      queryFn: ({ signal }) => unwrap(clients.payment.GET('/sellers/default-payments-method', { signal })),
    }),
  tax: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...paymentSettingsQueries.all(), 'tax'],
      queryFn: ({ signal }) => unwrap(clients.payment.GET('/sellers/default-tax', { signal })),
    }),
};

export function updateDefaultPaymentMethods(
  clients: BalcaoClients,
  body: Partial<DefaultPaymentMethods>,
): Promise<DefaultPaymentMethods> {
  return unwrap(clients.payment.PATCH('/sellers/default-payments-method', { body }));
}

export function updateDefaultTax(clients: BalcaoClients, bankSlipTax: BankSlipTax): Promise<DefaultTax> {
  return unwrap(clients.payment.PATCH('/sellers/default-tax', { body: { bankSlipTax } }));
}

/** §8: 'code - description' for each error the server listed, else the page's own message. */
export function settingsErrorLines(error: unknown, fallback: string): string[] {
  return isApiError(error) && error.errors.length > 0 ? errorLines(error) : [fallback];
}
