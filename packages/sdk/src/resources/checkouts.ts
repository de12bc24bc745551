import type { APIPromise } from '../core/api-promise';
import type {
  Checkout,
  CheckoutCreateParams,
  CheckoutUpdateParams,
  SubdomainCheck,
} from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/**
 * The seller's checkout page ('Meu Checkout'): its title, description and URL (a subdomain of the
 * checkout host, unique across sellers). For SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE and
 * SELLER_CHECKOUT; reading the default one also for SELLER_PAYMENT_LINK.
 */
export class Checkouts extends APIResource {
  /**
   * The seller's checkout; a NotFoundError before it has one.
   *
   * @example
   * const { subDomain, url } = await balcao.checkouts.retrieveDefault();
   */
  retrieveDefault(options?: RequestOptions): APIPromise<Checkout> {
    return this._get('payment', '/checkouts/default', {}, options);
  }

  /**
   * The seller's one checkout. A URL another checkout uses is a ConflictError ('URL já em uso por outro
   * checkout!'), as is a second checkout.
   *
   * @example
   * const checkout = await balcao.checkouts.create({ title: 'Minha Loja', subDomain: 'minha-loja' });
   */
  create(params: CheckoutCreateParams, options?: RequestOptions): APIPromise<Checkout> {
    return this._post('payment', '/checkouts', { body: params }, options);
  }

  /**
   * Replaces the checkout's title, description and URL.
   *
   * @example
   * await balcao.checkouts.update(checkout.id, { title: 'Minha Loja', subDomain: 'minha-loja-sp' });
   */
  update(id: number, params: CheckoutUpdateParams, options?: RequestOptions): APIPromise<Checkout> {
    return this._put('payment', '/checkouts/{id}', { params: { path: { id } }, body: params }, options);
  }

  /**
   * Whether a URL is taken (`exists`) and whether this seller may use it (`isValid`).
   *
   * @example
   * const { isValid } = await balcao.checkouts.checkSubdomain('minha-loja');
   */
  checkSubdomain(subDomain: string, options?: RequestOptions): APIPromise<SubdomainCheck> {
    return this._get(
      'payment',
      '/subdomains/{subDomain}/exists',
      { params: { path: { subDomain } } },
      options,
    );
  }
}
