import type { banking } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = banking.components['schemas'];
/** A withdrawal (repasse): `scheduledDate` is the banking day it executes on. */
export type Transfer = Schemas['Transfer'];
export type TransferPage = Schemas['TransferPage'];
export type TransferCreateParams = Schemas['TransferRequest'];
/** What a withdrawal that includes the balance to release anticipates, charges and pays out. */
export type WithdrawalPreview = Schemas['WithdrawalPreview'];
export type TransferListParams = NonNullable<
  banking.operations['listPendingTransfers']['parameters']['query']
>;

/**
 * Withdrawals of the available balance, for SELLER_ADMIN, SELLER_BACKOFFICE or SELLER_FINANCES on a
 * seller with `view_seller_finance`.
 */
export class Transfers extends APIResource {
  /**
   * Requests a withdrawal in reais (at most two decimals). The amount leaves the available balance
   * at once and the gateway executes it on the next banking day. Refused with a BadRequestError
   * between 23:00 and 01:00 in São Paulo (`WITHDRAWAL_BLOCKED`) or above the available balance
   * (`INSUFFICIENT_BALANCE`). The idempotency key is kept across retries, so a retried call never
   * withdraws twice; pass your own `idempotencyKey` to make a re-run of your script safe too.
   *
   * @example
   * const transfer = await balcao.transfers.create({ amount: 150 }, { idempotencyKey: 'saque-2026-11-20' });
   * console.log(transfer.status, transfer.scheduledDate); // 'PENDING', '2026-11-23'
   */
  create(params: TransferCreateParams, options?: RequestOptions): APIPromise<Transfer> {
    return this._post('banking', '/sellers/transfers', { body: params }, options);
  }

  /**
   * Previews a withdrawal of `amount` reais that includes the balance to release (SELLER_ADMIN or
   * SELLER_ANTICIPATION with `view_balance_anticipation`, on-demand anticipation on, a seller not banking
   * with the provider's PJ account): the net to anticipate (`anticipatedAmount`, zero when the available
   * balance covers it), the anticipation's fee, and for a seller flagged by the anti-fraud its 10% fee and
   * the 90% it receives. A read. To withdraw, anticipate `anticipatedAmount` and then `create` the same
   * total naming that anticipation; each anticipation serves one withdrawal.
   *
   * @example
   * const preview = await balcao.transfers.preview({ amount: 800 });
   * const anticipation = await balcao.anticipations.create({ amount: preview.anticipatedAmount });
   * await balcao.transfers.create({ amount: 800, anticipationId: anticipation.id });
   */
  preview(params: { amount: number }, options?: RequestOptions): APIPromise<WithdrawalPreview> {
    return this._get(
      'banking',
      '/sellers/transfers/preview',
      () => ({ params: { query: { requestedAmount: params.amount, useAnticipationAmount: true } } }),
      options,
    );
  }

  /**
   * The withdrawals still in processing, newest first, page after page.
   *
   * @example
   * for await (const t of balcao.transfers.listPending()) console.log(t.date, t.scheduledDate, t.amount);
   */
  listPending(
    params: TransferListParams = {},
    options?: RequestOptions,
  ): PagePromise<Transfer, TransferPage> {
    return this._list('banking', '/sellers/transfers/approve', { params: { query: params } }, options);
  }

  /**
   * The sum, in reais, of the withdrawals in processing.
   *
   * @example
   * const pending = await balcao.transfers.pendingTotal(); // 350
   */
  pendingTotal(options?: RequestOptions): APIPromise<number> {
    return this._get('banking', '/sellers/transfers', {}, options);
  }
}
