import { type BalcaoClients, type payment, unwrap } from '@balcao/client';
import { queryOptions } from '@tanstack/react-query';
import { chargeQueries } from '../api';

export type SplitLine = payment.components['schemas']['ChargeSplitLine'];
export type StatementLine = payment.components['schemas']['ChargeStatementLine'];
export type ChargeAttempt = payment.components['schemas']['ChargeAttempt'];

/** The detail page's secondary reads, under the charges prefix so every mutation refreshes them. */
export const chargeDetailQueries = {
  split: (clients: BalcaoClients, id: string) =>
    queryOptions({
      queryKey: [...chargeQueries.all(), 'split', id],
      queryFn: ({ signal }) =>
        // The lines and, on a paid split link's charge, the seller's part (`sellerAmount`).
        unwrap(clients.payment.GET('/charges/{id}/split', { params: { path: { id } }, signal })),
    }),
  statement: (clients: BalcaoClients, id: string) =>
    queryOptions({
      queryKey: [...chargeQueries.all(), 'statement', id],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/redeems/statement/charge/{id}', { params: { path: { id } }, signal }),
        ).then((body) => body.data),
    }),
  eligibility: (clients: BalcaoClients, id: string) =>
    queryOptions({
      queryKey: [...chargeQueries.all(), 'refund-eligibility', id],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/charges/{id}/refunds/eligibility', { params: { path: { id } }, signal }),
        ).then((body) => body.data),
    }),
};

export function deleteCharge(clients: BalcaoClients, id: string) {
  return unwrap(clients.payment.DELETE('/charges/{id}', { params: { path: { id } } }));
}

export function payChargeManually(clients: BalcaoClients, id: string) {
  return unwrap(
    clients.payment.PATCH('/charges/{id}/manual-pay', { params: { path: { id } }, body: { uuidCharge: id } }),
  );
}

/** `amount` in reais, as the API takes it. */
export function refundCharge(clients: BalcaoClients, id: string, amount: number) {
  return unwrap(
    clients.payment.POST('/charges/{id}/refunds', { params: { path: { id } }, body: { amount } }),
  );
}
