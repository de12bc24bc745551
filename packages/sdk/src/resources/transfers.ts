import type { banking } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import type { PageIterator } from '../core/pagination';
import type { RequestOptions, Transport } from '../core/transport';

type Schemas = banking.components['schemas'];
/** A withdrawal (repasse): `scheduledDate` is the banking day it executes on. */
export type Transfer = Schemas['Transfer'];
export type TransferPage = Schemas['TransferPage'];
export type TransferCreateParams = Schemas['TransferRequest'];
export type TransferListParams = NonNullable<
  banking.operations['listPendingTransfers']['parameters']['query']
>;

/**
 * Withdrawals of the available balance, for SELLER_ADMIN, SELLER_BACKOFFICE or SELLER_FINANCES on a
 * seller with `view_seller_finance`.
 */
export class Transfers {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

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
    const { banking } = this.#transport;
    return this.#transport.request({
      method: 'POST',
      authenticated: true,
      call: (init) => banking.POST('/sellers/transfers', { ...init, body: params }),
      options,
    });
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
  ): PageIterator<Transfer, TransferPage> {
    const { banking } = this.#transport;
    const { page: firstPage = 0, ...query } = params;
    return this.#transport.paginate(
      firstPage,
      (page, init) =>
        banking.GET('/sellers/transfers/approve', { ...init, params: { query: { ...query, page } } }),
      options,
    );
  }

  /**
   * The sum, in reais, of the withdrawals in processing.
   *
   * @example
   * const pending = await balcao.transfers.pendingTotal(); // 350
   */
  pendingTotal(options?: RequestOptions): APIPromise<number> {
    const { banking } = this.#transport;
    return this.#transport.request({
      method: 'GET',
      authenticated: true,
      call: (init) => banking.GET('/sellers/transfers', init),
      options,
    });
  }
}
