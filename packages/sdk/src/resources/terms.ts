import type { APIPromise } from '../core/api-promise';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';
import type { TermsStatus } from '../core/types';

/** The seller's terms of use. */
export class Terms extends APIResource {
  /** The terms in force and whether the user's seller has accepted them. */
  current(options?: RequestOptions): APIPromise<TermsStatus> {
    return this._get('core', '/sellers/user-terms/current', {}, options);
  }

  /**
   * Accepts the terms in force for the whole seller (SELLER_ADMIN only). Not retried on failure:
   * a PATCH carries no idempotency key.
   */
  accept(options?: RequestOptions): APIPromise<TermsStatus> {
    return this._patch('core', '/sellers/user-terms/current', {}, options);
  }
}
