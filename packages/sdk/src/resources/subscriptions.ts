import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import type {
  Subscription,
  SubscriptionImportParams,
  SubscriptionListParams,
  SubscriptionPage,
  SubscriptionSummary,
  SubscriptionUpdateParams,
} from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/**
 * The seller's subscriptions (recurring charges): read, edit, cancel or reactivate, the automatic
 * invoice, and the recurrence import. For SELLER_MASTER, SELLER_ADMIN,
 * SELLER_BACKOFFICE and SELLER_SUBSCRIPTIONS (others get a PermissionDeniedError); another
 * seller's subscription is a NotFoundError, as one that does not exist. Amounts are decimal reais:
 * `basicValue.value` for the period and `basicValue.valuePerMonth`.
 */
export class Subscriptions extends APIResource {
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
  ): PagePromise<SubscriptionSummary, SubscriptionPage> {
    return this._list('payment', '/subscriptions', { params: { query: params } }, options);
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
    return this._get('payment', '/subscriptions/{id}', { params: { path: { id } } }, options);
  }

  /**
   * Changes an ACTIVE subscription's plan, value and periodicity (`basicValueRequest.value` is the
   * period's value in reais; `valuePerMonth`, when sent, must be it divided by the months) and its
   * boleto description. Any other status is a ConflictError. Charges already issued keep their value.
   *
   * @example
   * await balcao.subscriptions.update(id, {
   *   idPlan: 1, basicValueRequest: { type: 'YEARLY', value: 478.8 }, bankSlipDescription: 'Anuidade',
   * });
   */
  update(id: string, params: SubscriptionUpdateParams, options?: RequestOptions): APIPromise<Subscription> {
    return this._patch('payment', '/subscriptions/{id}', { params: { path: { id } }, body: params }, options);
  }

  /**
   * Cancels (`false`) an ACTIVE, DEFAULTER or PENDING subscription, cancelling its charges still to come,
   * or brings a DEFAULTER or PENDING one back (`true`). A cancelled subscription, or one with an
   * anticipated charge, is a ConflictError.
   *
   * @example
   * const cancelled = await balcao.subscriptions.setActive(id, false);
   * console.log(cancelled.status, cancelled.cancelledDate); // INACTIVE, today
   */
  setActive(id: string, active: boolean, options?: RequestOptions): APIPromise<Subscription> {
    return this._patch(
      'payment',
      '/subscriptions/{id}/status',
      { params: { path: { id } }, body: { active } },
      options,
    );
  }

  /**
   * Turns the subscription's automatic invoice on or off.
   *
   * @example
   * await balcao.subscriptions.setInvoice(id, true);
   */
  setInvoice(id: string, enabled: boolean, options?: RequestOptions): APIPromise<Subscription> {
    return this._patch(
      'payment',
      '/subscriptions/{id}/invoice',
      { params: { path: { id } }, body: { enabled } },
      options,
    );
  }

  /**
   * Creates a subscription, as 'Importação de Recorrências' does: an ACTIVE subscription of one of the
   * seller's customers in an active plan, by boleto (BANK_SLIP) or Pix, first due on `startDate` (today
   * to 366 days ahead). Its charges are issued by the clock, 15 days before each due date. A card
   * subscription is born at the checkout of a subscription link instead, where the buyer types the card.
   * Retried safely: the idempotency key is reused.
   *
   * @example
   * const subscription = await balcao.subscriptions.create({
   *   uuidBuyer: customerId, idPlan: 1, basicValue: { type: 'MONTHLY', value: 49.9 },
   *   payment: { method: 'PIX' }, startDate: '2026-12-10',
   * });
   */
  create(params: SubscriptionImportParams, options?: RequestOptions): APIPromise<Subscription> {
    return this._post('payment', '/subscriptions', { body: params }, options);
  }

  /**
   * The same as `create()`, under the screen's name.
   *
   * @deprecated Use `subscriptions.create()`: the gateway's path is `POST /subscriptions`.
   */
  import(params: SubscriptionImportParams, options?: RequestOptions): APIPromise<Subscription> {
    return this.create(params, options);
  }
}
