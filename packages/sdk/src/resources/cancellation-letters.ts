import { type APIPromise, mapData } from '../core/api-promise';
import type { CancellationLetter } from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/**
 * Cancellation letters: the printable proof, for the buyer, that a charge was refunded. For the
 * charges roles (SELLER_ADMIN, SELLER_CHARGES…); another seller's charge is a NotFoundError.
 */
export class CancellationLetters extends APIResource {
  /**
   * A letter for a refunded charge (status REFUND; any other is a ConflictError, `CHARGE_STATUS`):
   * resolves to the public address of an HTML page with the seller, the charge, the buyer and the
   * refunds. The address needs no session (its id cannot be guessed), so share it with care. Each
   * call makes a new letter; pass your own `idempotencyKey` to get the same one back on a repeat.
   *
   * @example
   * const { url } = await balcao.cancellationLetters.create(chargeId, { idempotencyKey: `letter-${chargeId}` });
   */
  create(chargeId: string, options?: RequestOptions): APIPromise<CancellationLetter> {
    const result = this._post('payment', '/cartas/cancelamento', { body: { uuid: chargeId } }, options);
    return mapData(result, (body) => body.data);
  }
}
