import type { APIPromise } from '../core/api-promise';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/** The feature toggles on for the signed-in user and their seller. */
export class Features extends APIResource {
  /** The names of the toggles that are on, e.g. `view_seller_payment_link`. */
  list(options?: RequestOptions): APIPromise<string[]> {
    return this._get('core', '/users/feature-toggles', {}, options);
  }
}
