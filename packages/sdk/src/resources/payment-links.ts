import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import type {
  InstallmentSimulation,
  InstallmentSimulationParams,
  PaymentLink,
  PaymentLinkCreateParams,
  PaymentLinkListParams,
  PaymentLinkPage,
  PaymentLinkSettings,
  PaymentLinkUpdateParams,
  SplitPreview,
  SplitPreviewParams,
  SplitShare,
  SplitSubSellerListParams,
} from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/**
 * Payment links: one-off (ORDER) and quick (FAST_ORDER) links a buyer pays on the link's public
 * page (`url`). A one-off or subscription link may split each card payment with the seller's
 * sub-sellers (`subSellerPaymentRequest`: SELLER_ADMIN with view_split_subseller_payment_link; a
 * subscription keeps the split it was sold with and divides every renewal), be scheduled
 * (`scheduledDate`) and carry `metadata`. For SELLER_ADMIN and SELLER_PAYMENT_LINK; an account with `disable_paymentlink` gets
 * a PermissionDeniedError, another seller's link a NotFoundError, invalid input a BadRequestError
 * listing every problem in Portuguese (`error.errors`).
 */
export class PaymentLinks extends APIResource {
  /**
   * The links of one kind (`orders`, `subscriptions` or `fast-orders`), newest first, fetched `size`
   * at a time (20 by default). `title` (or `planTitle` for subscriptions) matches any part of the
   * title without accents or case; `withCustomer: true` keeps the links dedicated to a customer.
   * Deleted links come with `active: false`.
   *
   * @example
   * for await (const link of balcao.paymentLinks.list({ kind: 'orders', title: 'curso' })) {
   *   console.log(link.uuid, link.title, link.paidUses, link.url);
   * }
   */
  list(params: PaymentLinkListParams, options?: RequestOptions): PagePromise<PaymentLink, PaymentLinkPage> {
    return this._list('payment', '/payment-links', { params: { query: params } }, options);
  }

  /**
   * Creates a link. Values are reais (199.9 is R$ 199,90); discounts are whole percents per method;
   * `timer` is when the link stops selling (without an offset, Brasília time) and `maxPaidUses` how
   * many paid purchases it takes before it closes.
   *
   * @example
   * const link = await balcao.paymentLinks.create({
   *   type: 'ORDER',
   *   paymentOrder: { title: 'Curso de fotografia', value: 199.9, installments: 10 },
   *   allowedPaymentMethods: {
   *     creditCardMethod: { type: 'EARLY', discount: null },
   *     pixMethod: { discount: { amount: 5, type: 'PERCENT' } },
   *   },
   *   maxPaidUses: 30,
   * });
   * console.log(link.url);
   */
  create(params: PaymentLinkCreateParams, options?: RequestOptions): APIPromise<PaymentLink> {
    return this._post('payment', '/payment-links', { body: params }, options);
  }

  /**
   * One link, with how many paid purchases it has had (`paidUses`).
   *
   * @example
   * const link = await balcao.paymentLinks.retrieve('7a000000-0000-4000-8000-000000000001');
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<PaymentLink> {
    return this._get('payment', '/payment-links/{id}', { params: { path: { id } } }, options);
  }

  /**
   * Replaces an active link's fields with the creation's rules; the type cannot change. Charges
   * already issued keep their amounts. Not retried on failure: only GETs and keyed POSTs are.
   *
   * @example
   * const { uuid, ...link } = await balcao.paymentLinks.retrieve(id);
   * await balcao.paymentLinks.update(uuid, {
   *   type: link.type,
   *   paymentOrder: { title: link.title, value: 219.9, installments: link.installments },
   *   allowedPaymentMethods: link.allowedPaymentMethods,
   * });
   */
  update(id: string, params: PaymentLinkUpdateParams, options?: RequestOptions): APIPromise<PaymentLink> {
    return this._put('payment', '/payment-links/{id}', { params: { path: { id } }, body: params }, options);
  }

  /**
   * Deletes a link: it stops selling (its page says it is no longer available); the charges it
   * issued stay. Deleting again changes nothing.
   *
   * @example
   * await balcao.paymentLinks.delete(link.uuid);
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._delete('payment', '/payment-links/{id}', { params: { path: { id } } }, options, {
      noContent: true,
    });
  }

  /**
   * What a card payment of `amount` costs, 1x to `maxInstallments`: the buyer's total when the
   * buyer bears the fee (`installmentsToBuyer`) and what the seller receives when the seller does
   * (`installmentsToSeller`).
   *
   * @example
   * const { installmentsToBuyer } = await balcao.paymentLinks.simulateInstallments({ amount: 100, maxInstallments: 12 });
   */
  simulateInstallments(
    params: InstallmentSimulationParams,
    options?: RequestOptions,
  ): APIPromise<InstallmentSimulation> {
    return this._get(
      'payment',
      '/payment-links/installments-payment',
      { params: { query: params } },
      options,
    );
  }

  /**
   * What each sub-seller would take of a link of `value`, the card fee and what is left; nothing is
   * saved. `exceedsAvailable` (with the Portuguese `message`) when the parts and the fee pass the value.
   *
   * @example
   * const preview = await balcao.paymentLinks.previewSplit({
   *   value: 100,
   *   subSellers: [{ idSubSeller: 2, paymentType: 'PERCENTAGE', paymentValue: 10 }],
   * });
   */
  previewSplit(params: SplitPreviewParams, options?: RequestOptions): APIPromise<SplitPreview> {
    return this._post('payment', '/payment-links/split-preview', { body: params }, options);
  }
  /**
   * The sub-sellers a link's split may pay: only those that can receive (active, with the bank account
   * the provider validated), by name, each with its default division. `filter` matches any part of the
   * name. For SELLER_ADMIN with view_split_subseller_payment_link, as the split itself.
   *
   * @example
   * for await (const subSeller of balcao.paymentLinks.splitSubSellers({ filter: 'luz' })) {
   *   console.log(subSeller.id, subSeller.name, subSeller.paymentType, subSeller.paymentValue);
   * }
   */
  splitSubSellers(params: SplitSubSellerListParams = {}, options?: RequestOptions) {
    return this._list('payment', '/payment-links/subseller', { params: { query: params } }, options);
  }

  /**
   * Replaces the whole split of a link without sending the link again (an empty list takes the split
   * off), by the rules of `update()`: a one-off or subscription link taking only the card, receiving
   * sub-sellers, the parts and the card fee within the card price. Purchases already made keep their
   * split. Answers the link, its split in `subSellerResponse`.
   *
   * @example
   * const link = await balcao.paymentLinks.updateSplit(linkId, [
   *   { idSubSeller: 2, paymentType: 'PERCENTAGE', paymentValue: 10 },
   * ]);
   */
  updateSplit(linkId: string, split: SplitShare[], options?: RequestOptions): APIPromise<PaymentLink> {
    return this._patch(
      'payment',
      '/payment-links/sub-seller/payment',
      { body: { uuidPaymentLink: linkId, subSellerPaymentRequest: split } },
      options,
    );
  }

  /**
   * The installments the seller's links may offer: the card's default (10, or the seller's) and
   * maximum (12, or 21 for a white label selling above 12x, where the buyer bears the card fee),
   * boleto up to 21 and Pix up to 12 (`paymentOrder.customInstallmentsValues`).
   *
   * @example
   * const { maxCardInstallments } = await balcao.paymentLinks.settings();
   */
  settings(options?: RequestOptions): APIPromise<PaymentLinkSettings> {
    return this._get('payment', '/payment-links/settings', {}, options);
  }
}
