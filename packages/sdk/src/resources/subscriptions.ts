import type { APIPromise } from '../core/api-promise';
import type { PageIterator } from '../core/pagination';
import type {
  Subscription,
  SubscriptionListParams,
  SubscriptionPage,
  SubscriptionSummary,
} from '../core/payment-types';
import type { RequestOptions, Transport } from '../core/transport';

/**
 * The seller's subscriptions (recurring charges), read only. For SELLER_MASTER, SELLER_ADMIN,
 * SELLER_BACKOFFICE and SELLER_SUBSCRIPTIONS (others get a PermissionDeniedError); another
 * seller's subscription is a NotFoundError, as one that does not exist. Amounts are decimal reais:
 * `basicValue.value` for the period and `basicValue.valuePerMonth`.
 */
export class Subscriptions {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /**
   * Every subscription matching the filters, newest start first unless `sort` says otherwise,
   * fetched `size` at a time (20 by default) as the loop asks for them. `customerName` matches any
   * part of the customer's name, without accents or case; `customerDocument` the start of the
   * document (punctuation allowed). The due-date range reads the next due date and needs both ends,
   * or the first page rejects with a BadRequestError.
   *
   * @example
   * for await (const subscription of balcao.subscriptions.list({ status: 'DEFAULTER' })) {
   *   console.log(subscription.customerName, subscription.titlePlan, subscription.basicValue.valuePerMonth);
   * }
   */
  list(
    params: SubscriptionListParams = {},
    options?: RequestOptions,
  ): PageIterator<SubscriptionSummary, SubscriptionPage> {
    const { payment } = this.#transport;
    const { page: firstPage = 0, ...query } = params;
    return this.#transport.paginate(
      firstPage,
      (page, init) => payment.GET('/subscriptions', { ...init, params: { query: { ...query, page } } }),
      options,
    );
  }

  /**
   * One subscription, with its 12 latest charges by due date (`charges`, LATE when overdue),
   * whether any was anticipated and whether the seller's invoice configuration is on.
   *
   * @example
   * const subscription = await balcao.subscriptions.retrieve('5d000000-0000-4000-8000-000100000001');
   * for (const charge of subscription.charges) console.log(charge.expirationDate, charge.status, charge.value);
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<Subscription> {
    const { payment } = this.#transport;
    return this.#transport.request({
      method: 'GET',
      authenticated: true,
      call: (init) => payment.GET('/subscriptions/{id}', { ...init, params: { path: { id } } }),
      options,
    });
  }
}
