import type { APIPromise } from '../core/api-promise';
import type { RequestOptions, Transport } from '../core/transport';
import type { TermsStatus } from '../core/types';

/** The seller's terms of use. */
export class Terms {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /** The terms in force and whether the user's seller has accepted them. */
  current(options?: RequestOptions): APIPromise<TermsStatus> {
    const { core } = this.#transport;
    return this.#transport.request({
      method: 'GET',
      authenticated: true,
      call: (init) => core.GET('/sellers/user-terms/current', init),
      options,
    });
  }

  /**
   * Accepts the terms in force for the whole seller (SELLER_ADMIN only). Not retried on failure:
   * a PATCH carries no idempotency key.
   */
  accept(options?: RequestOptions): APIPromise<TermsStatus> {
    const { core } = this.#transport;
    return this.#transport.request({
      method: 'PATCH',
      authenticated: true,
      call: (init) => core.PATCH('/sellers/user-terms/current', init),
      options,
    });
  }
}
