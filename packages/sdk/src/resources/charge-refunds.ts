import { type APIPromise, mapData } from '../core/api-promise';
import type {
  Refund,
  RefundBalance,
  RefundCreateParams,
  RefundEligibility,
  RefundEligibilityParams,
} from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/**
 * Refunds of a charge: `balcao.charges.refunds`. Amounts are decimal reais, as on the wire
 * (`{ amount: 50 }` is R$ 50,00).
 */
export class ChargeRefunds extends APIResource {
  /**
   * Whether the charge can be refunded, how much is left (`availableAmount`) and whether a part of
   * it may be (`partialAllowed`: a card paid on an earlier day refunds only in full). With
   * `refundAmount` the answer also says whether that amount fits. Eligible: PAID, by card or Pix,
   * not a physical sale ('Venda Física'), with a balance left.
   *
   * @example
   * const { isEligible, availableAmount, reason } = await balcao.charges.refunds.eligibility(chargeId);
   */
  eligibility(
    chargeId: string,
    params: RefundEligibilityParams = {},
    options?: RequestOptions,
  ): APIPromise<RefundEligibility> {
    const result = this._get(
      'payment',
      '/charges/{id}/refunds/eligibility',
      { params: { path: { id: chargeId }, query: params } },
      options,
    );
    return mapData(result, (body) => body.data);
  }

  /**
   * The charge's refund balance: what was paid (`paidAmount`), what refunds not failed took
   * (`refundedAmount`) and what can still be refunded (`availableAmount`), with the eligibility's
   * answer beside them (`isEligible`, `partialAllowed`, `reason`).
   *
   * @example
   * const { paidAmount, refundedAmount, availableAmount } = await balcao.charges.refunds.balance(chargeId);
   */
  balance(chargeId: string, options?: RequestOptions): APIPromise<RefundBalance> {
    return this._get(
      'payment',
      '/automation/refunds/balance',
      { params: { query: { uuid: chargeId } } },
      options,
    );
  }

  /**
   * Refunds `amount` of the charge (the whole of what is left, or a part where allowed). Outside
   * the rules it rejects with a BadRequestError whose `errors[0].description` says why.
   *
   * Pass your own `idempotencyKey` (e.g. your order's refund id) to make the call safe to repeat
   * across runs of your script: the gateway answers a repeat with the first refund, unchanged
   * (header `idempotent-replayed: true`), and a reuse of the key with another amount with a
   * ConflictError (`IDEMPOTENCY_CONFLICT`). Without one, the SDK makes a key per call, reused only
   * by its own retries.
   *
   * @example
   * const refund = await balcao.charges.refunds.create(
   *   chargeId,
   *   { amount: 49.9 },
   *   { idempotencyKey: `refund-${order.id}` },
   * );
   * console.log(refund.status, refund.availableAmount); // 'REFUNDED', what can still be refunded
   */
  create(chargeId: string, params: RefundCreateParams, options?: RequestOptions): APIPromise<Refund> {
    return this._post(
      'payment',
      '/charges/{id}/refunds',
      { params: { path: { id: chargeId } }, body: params },
      options,
    );
  }
}
