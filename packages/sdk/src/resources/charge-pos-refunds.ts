import { type APIPromise, mapData } from '../core/api-promise';
import { BalcaoError } from '../core/errors';
import type { PosRefundAttempt, PosRefundCreateParams } from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/**
 * Refunds through the card machine of a physical sale ('Venda Física', `charge.physicalSale`):
 * `balcao.charges.posRefunds`. Such charges are not refunded with `charges.refunds`. The seller
 * needs the `view_seller_refund_pos` feature; outside the rules the gateway answers a
 * BadRequestError whose `errors[0].description` says why. Values are decimal reais.
 *
 * An attempt starts PROCESSING and the machine settles it later (the sandbox: 10 minutes by its
 * clock, seen on the next read): REFUNDED, and the charge becomes REFUND when nothing is left.
 */
export class ChargePosRefunds extends APIResource {
  /**
   * The charge's attempts, newest first (empty when none was asked for).
   *
   * @example
   * const [latest] = await balcao.charges.posRefunds.list(chargeId);
   * if (latest?.status === 'PROCESSING') console.log('settles at', latest.settlesAt);
   */
  list(chargeId: string, options?: RequestOptions): APIPromise<PosRefundAttempt[]> {
    const result = this._get(
      'payment',
      '/charges/{id}/pos/refunds',
      { params: { path: { id: chargeId } } },
      options,
    );
    return mapData(result, (body) => body.data.attempts);
  }

  /**
   * Asks the machine to refund `value` (more than zero, up to what is available; the app asks for
   * all of it) of a PAID physical sale. Resolves to the charge's attempts, newest (the new one,
   * PROCESSING) first. A ConflictError while another attempt is still PROCESSING or when the
   * charge is not PAID. `updated_by` defaults to the signed-in user's e-mail, the only one the
   * gateway accepts. A PATCH: sent once, never retried.
   *
   * @example
   * const { availableRefundAmount } = await balcao.charges.retrieve(chargeId);
   * const [attempt] = await balcao.charges.posRefunds.create(chargeId, { value: availableRefundAmount });
   * console.log(attempt.status); // 'PROCESSING'
   */
  create(
    chargeId: string,
    params: PosRefundCreateParams,
    options?: RequestOptions,
  ): APIPromise<PosRefundAttempt[]> {
    const init = () => {
      // Read at send time: the lazy sign-in has only just stored the session.
      const updatedBy = params.updated_by ?? this._transport.store.get()?.email;
      if (updatedBy === undefined) {
        throw new BalcaoError('No session e-mail: sign in first or pass `updated_by`.');
      }
      return { params: { path: { id: chargeId } }, body: { ...params, updated_by: updatedBy } };
    };
    const result = this._patch('payment', '/charges/{id}/pos/refunds', init, options);
    return mapData(result, (body) => body.data.attempts);
  }
}
