import type { banking } from '@balcao/client';
import { type APIPromise, mapData } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = banking.components['schemas'];
/** A bill payment (Pix or boleto) of /pagamentos, with who asked, who decided and what happened. */
export type Payment = Schemas['Payment'];
export type PaymentPage = Schemas['PaymentPage'];
export type PaymentStatus = Schemas['PaymentStatus'];
/** What a Pix key or a boleto line resolves to, before the payment is asked. */
export type PaymentCheck = Schemas['PaymentCheck'];
export type PaymentCheckParams = Schemas['PaymentCheckRequest'];
export type PaymentCreateParams = Schemas['PaymentCreateRequest'];
export type PaymentFavorite = Schemas['PaymentFavorite'];
export type PaymentFavoritePage = Schemas['PaymentFavoritePage'];
export type PaymentListParams = NonNullable<banking.operations['listPayments']['parameters']['query']>;
export type PaymentFavoriteListParams = NonNullable<
  banking.operations['listPaymentFavorites']['parameters']['query']
>;

/**
 * Accounts payable (/pagamentos): pay bills by Pix or boleto with an approval step. Asking, reading and
 * receipts for B_SELLER_ADMIN, BANKING_ADMIN or BANKING_PAYMENT_REQUEST; approving, rejecting and
 * cancelling for B_SELLER_ADMIN or BANKING_ADMIN. Every call needs the account ACTIVE (ConflictError
 * `ACCOUNT_NOT_ACTIVE`, 'Conta não configurada.') and the seller's `view_seller_accounts_payable`.
 * A payment goes REQUESTED → SCHEDULED (approved) → PAID or FAILED (`failureReason`) on its date, or
 * REJECTED, EXPIRED (its date passed unapproved) or CANCELLED (while scheduled).
 */
export class Payments extends APIResource {
  /**
   * Looks up who a Pix key pays (NotFoundError `PIX_KEY_NOT_FOUND` when the directory has no such key)
   * or reads a boleto line or barcode (amount, due date, bank; BadRequestError 'Código de barras inválido'
   * when its check digits do not hold). Nothing is written.
   *
   * @example
   * const pix = await balcao.payments.check({ type: 'PIX', pixKey: 'financeiro@papelariaaurora.com.br' });
   * console.log(pix.recipientName, pix.bankName);
   * const slip = await balcao.payments.check({ type: 'BANK_SLIP', barCode: '34191.09008 ...' });
   * console.log(slip.amount, slip.dueDate);
   */
  check(params: PaymentCheckParams, options?: RequestOptions): APIPromise<PaymentCheck> {
    return this._post('banking', '/payments/create', { body: params }, options);
  }

  /**
   * Asks for a payment (REQUESTED, waiting for an approver) on `paymentDate`, not before today in São
   * Paulo. A boleto needs `description`, and `amount` only when the slip carries none. The idempotency key
   * is kept across retries, so a retried call asks once.
   *
   * @example
   * const payment = await balcao.payments.create({
   *   type: 'PIX', pixKey: 'financeiro@papelariaaurora.com.br', amount: 1250.9, paymentDate: '2026-11-27',
   * });
   */
  create(params: PaymentCreateParams, options?: RequestOptions): APIPromise<Payment> {
    return this._post('banking', '/payments', { body: params }, options);
  }

  /**
   * Approves requested payments (all of them or none): each is SCHEDULED and the bank executes it at
   * 06:00 of its date against the checking balance and, for Pix, the Pix limit.
   *
   * @example
   * const [scheduled] = await balcao.payments.approve([payment.transferId]);
   */
  approve(transferIds: string[], options?: RequestOptions): APIPromise<Payment[]> {
    const result = this._post('banking', '/payments/approval', { body: { transferIds } }, options);
    return mapData(result, (body) => body.content);
  }

  /** Rejects requested payments (all of them or none), with an optional reason kept in `failureReason`. */
  reject(transferIds: string[], reason?: string, options?: RequestOptions): APIPromise<Payment[]> {
    const body = reason === undefined ? { transferIds } : { transferIds, reason };
    const result = this._post('banking', '/payments/rejection', { body }, options);
    return mapData(result, (answer) => answer.content);
  }

  /** Cancels a SCHEDULED payment for good; in any other status a ConflictError `PAYMENT_NOT_CANCELLABLE`. */
  cancel(transferId: string, options?: RequestOptions): APIPromise<Payment> {
    return this._delete('banking', '/payments/{transferId}', { params: { path: { transferId } } }, options);
  }

  /** One payment; poll it to learn when the bank paid it (PAID) or why it failed (`failureReason`). */
  retrieve(transferId: string, options?: RequestOptions): APIPromise<Payment> {
    return this._get('banking', '/payments/{transferId}', { params: { path: { transferId } } }, options);
  }

  /**
   * The payments, newest date first (or by `sort`), filtered by beneficiary `name`, `status` (one or
   * several), `costCenter` and scheduled dates; every page is fetched as you iterate.
   *
   * @example
   * for await (const p of balcao.payments.list({ status: ['FAILED'] })) console.log(p.recipientName, p.failureReason);
   */
  list(params: PaymentListParams = {}, options?: RequestOptions): PagePromise<Payment, PaymentPage> {
    return this._list('banking', '/payments', { params: { query: params } }, options);
  }

  /** The Pix favourites (saved with `isFavorite` on `create`); `name` matches the name, nickname or key. */
  favorites(
    params: PaymentFavoriteListParams = {},
    options?: RequestOptions,
  ): PagePromise<PaymentFavorite, PaymentFavoritePage> {
    return this._list('banking', '/payments/favorites', { params: { query: params } }, options);
  }

  /**
   * The receipt of a PAID payment as PDF bytes (ConflictError `RECEIPT_NOT_AVAILABLE` before that).
   *
   * @example
   * await writeFile('comprovante.pdf', await balcao.payments.receipt(payment.transferId));
   */
  receipt(transferId: string, options?: RequestOptions): APIPromise<Uint8Array> {
    const init = { params: { path: { transferId } }, parseAs: 'arrayBuffer' } as const;
    const sent = this._get('banking', '/payments/{transferId}/receipt', init, options);
    return mapData(sent, (data) => new Uint8Array(data));
  }
}
