import type { APIPromise } from '../core/api-promise';
import type { RequestOptions, Transport } from '../core/transport';

/** The feature toggles on for the signed-in user and their seller. */
export class Features {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /** The names of the toggles that are on, e.g. `view_seller_payment_link`. */
  list(options?: RequestOptions): APIPromise<string[]> {
    const { core } = this.#transport;
    return this.#transport.request({
      method: 'GET',
      authenticated: true,
      call: (init) => core.GET('/users/feature-toggles', init),
      options,
    });
  }
}
