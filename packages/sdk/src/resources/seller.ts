import type { payment } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import { BalcaoError } from '../core/errors';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';
import type { SellerBlock } from '../core/types';

/** `{ isFraud }`: the provider's anti-fraud flag on the seller. */
export type AntiFraudStatus = payment.components['schemas']['AntiFraudStatus'];

/** The signed-in user's seller. */
export class Seller extends APIResource {
  /**
   * Whether the seller's payouts are blocked, and why. The seller is the session's own unless
   * `idSeller` is given (the gateway answers 403 for another seller).
   */
  blockStatus(params: { idSeller?: number } = {}, options?: RequestOptions): APIPromise<SellerBlock> {
    const init = () => {
      // Read at send time: the lazy sign-in has only just stored the session.
      const idSeller = params.idSeller ?? this._transport.store.get()?.idSeller;
      if (idSeller === undefined) {
        throw new BalcaoError('No seller: sign in first or pass `idSeller`.');
      }
      return { params: { query: { id_seller: idSeller } } };
    };
    return this._get('core', '/sellers-blocked-malga-cerc', init, options);
  }

  /**
   * Whether the provider's anti-fraud flagged the seller: then a withdrawal that includes the balance to
   * release pays 10% of the total and receives 90%. For SELLER_ADMIN only (a PermissionDeniedError
   * otherwise).
   *
   * @example
   * const { isFraud } = await balcao.seller.antiFraud();
   */
  antiFraud(options?: RequestOptions): APIPromise<AntiFraudStatus> {
    return this._get('payment', '/sellers/anti-fraud', {}, options);
  }
}
