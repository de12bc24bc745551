import { type BalcaoClients, type payment, unwrap } from '@balcao/client';

export type ChargeCreateRequest = payment.components['schemas']['ChargeCreateRequest'];

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
