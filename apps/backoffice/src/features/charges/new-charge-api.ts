import { type BalcaoClients, type payment, unwrap } from '@balcao/client';
import { queryOptions } from '@tanstack/react-query';
import { chargeQueries } from './api';

export type ChargeCreateRequest = payment.components['schemas']['ChargeCreateRequest'];

/** The customer picker of 'Nova cobrança': the first 100 customers by name, as the link form's. */
export const newChargeQueries = {
  customers: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...chargeQueries.all(), 'new', 'customers'],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/seller-clients', {
            params: { query: { page: 0, size: 100, sort: 'name,ASC' } },
            signal,
          }),
        ),
      staleTime: 30_000,
    }),
};

export function createCharge(clients: BalcaoClients, body: ChargeCreateRequest) {
  return unwrap(clients.payment.POST('/charges', { body }));
}

/** A boleto's second copy: the new due date, with or without the late fees. */
export function rescheduleCharge(
  clients: BalcaoClients,
  id: string,
  body: { expirationDate: string; waiveLateFees: boolean },
) {
  return unwrap(clients.payment.POST('/charges/{id}/reschedule', { params: { path: { id } }, body }));
}
