import type { APIPromise } from '../core/api-promise';
import type { SellerBalance } from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/**
 * The seller's balance. For SELLER_FINANCES, SELLER_ADMIN, SELLER_BACKOFFICE or
 * SELLER_BALANCE_VISUALIZATION, on a seller with the `view_seller_finance` feature; otherwise a
 * PermissionDeniedError (and the gateway ends that session, as every 403 does).
 */
export class Balance extends APIResource {
  /**
   * The balance from the statement lines of the seller's charges (net credits, refunds
   * negative), in reais: `amount` available (lines executed by today; negative after a refund
   * larger than what was released), `provisionedAmount` to release (future lines), `totalAmount`
   * both.
   *
   * @example
   * const { amount, provisionedAmount, totalAmount } = await balcao.balance.retrieve();
   * const cents = (reais: number) => Math.round(reais * 100);
   * console.log(cents(totalAmount) === cents(amount) + cents(provisionedAmount)); // true
   */
  retrieve(options?: RequestOptions): APIPromise<SellerBalance> {
    return this._get('payment', '/sellers/balance', {}, options);
  }
}
