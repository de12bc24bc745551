import { type BalcaoClients, type payment, unwrap } from '@balcao/client';
import { queryOptions } from '@tanstack/react-query';
import { chargeQueries } from '../api';

export type PosRefundAttempt = payment.components['schemas']['PosRefundAttempt'];

/** While a POS refund is processing the page asks again this often, to see it settle. */
export const POS_REFUND_POLL_MS = 5_000;

/** The POS refund attempts, under the charges prefix so every charge mutation refreshes them. */
export const posRefundQueries = {
  attempts: (clients: BalcaoClients, id: string) =>
    queryOptions({
      queryKey: [...chargeQueries.all(), 'pos-refunds', id],
      queryFn: ({ signal }) =>
        unwrap(clients.payment.GET('/charges/{id}/pos/refunds', { params: { path: { id } }, signal })).then(
          (body) => body.data.attempts,
        ),
      refetchInterval: (query) =>
        query.state.data?.[0]?.status === 'PROCESSING' ? POS_REFUND_POLL_MS : false,
    }),
};

/** `value` in reais; `updatedBy` the signed-in user's e-mail. */
export function requestPosRefund(clients: BalcaoClients, id: string, value: number, updatedBy: string) {
  return unwrap(
    clients.payment.PATCH('/charges/{id}/pos/refunds', {
      params: { path: { id } },
      body: { value, updated_by: updatedBy },
    }),
  );
}

export function requestChargeback(clients: BalcaoClients, id: string, asFraud: boolean) {
  return unwrap(
    clients.payment.PATCH('/charges/{id}/refund', { params: { path: { id } }, body: { asFraud } }),
  ).then((body) => body.data);
}

export function createCancellationLetter(clients: BalcaoClients, id: string) {
  return unwrap(clients.payment.POST('/cartas/cancelamento', { body: { uuid: id } })).then(
    (body) => body.data.url,
  );
}
