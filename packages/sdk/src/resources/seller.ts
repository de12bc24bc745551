import type { APIPromise } from '../core/api-promise';
import { BalcaoError } from '../core/errors';
import type { RequestOptions, Transport } from '../core/transport';
import type { SellerBlock } from '../core/types';

/** The signed-in user's seller. */
export class Seller {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /**
   * Whether the seller's payouts are blocked, and why. The seller is the session's own unless
   * `idSeller` is given (the gateway answers 403 for another seller).
   */
  blockStatus(params: { idSeller?: number } = {}, options?: RequestOptions): APIPromise<SellerBlock> {
    const { core, store } = this.#transport;
    return this.#transport.request({
      method: 'GET',
      authenticated: true,
      call: (init) => {
        // Read at call time: the lazy sign-in has only just stored the session.
        const idSeller = params.idSeller ?? store.get()?.idSeller;
        if (idSeller === undefined) {
          throw new BalcaoError('No seller: sign in first or pass `idSeller`.');
        }
        return core.GET('/sellers-blocked-malga-cerc', {
          ...init,
          params: { query: { id_seller: idSeller } },
        });
      },
      options,
    });
  }
}
