import type { banking } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = banking.components['schemas'];
/** What an anticipation of `amount` (net) would pay: `capped` when it was above the maximum, or left out. */
export type AnticipationSimulation = Schemas['AnticipationSimulation'];
/** A confirmed anticipation: REQUESTED until the gateway executes it on `anticipationDate`, then EXECUTED. */
export type Anticipation = Schemas['Anticipation'];
export type AnticipationPage = Schemas['AnticipationPage'];
/** Where the request to switch anticipation on went, the copy's address, and the balance to release then. */
export type AnticipationContact = Schemas['RevenueAnticipationContact'];
export type AnticipationListParams = NonNullable<
  banking.operations['listAnticipations']['parameters']['query']
>;

/**
 * On-demand anticipation of card receivables, for SELLER_ADMIN or SELLER_ANTICIPATION on a seller with
 * `view_balance_anticipation` (a PermissionDeniedError otherwise) and on-demand anticipation switched on
 * (a ConflictError otherwise). Amounts are net reais: what the seller wants to receive.
 */
export class Anticipations extends APIResource {
  /**
   * What anticipating `amount` (net, in reais) would cost: gross, fee, effective rate and the banking day
   * it is paid on, from the seller's monthly rate pro rata by days. With no amount, or above what can be
   * anticipated, it simulates the maximum (`capped: true`). A read: nothing moves.
   *
   * @example
   * const s = await balcao.anticipations.simulate({ amount: 1500 });
   * console.log(s.grossAmount, s.feeAmount, s.effectiveRate, s.anticipationDate);
   */
  simulate(params: { amount?: number } = {}, options?: RequestOptions): APIPromise<AnticipationSimulation> {
    return this._get('banking', '/seller/antecipation/rate', { params: { query: params } }, options);
  }

  /**
   * Anticipates receivables paying exactly `amount` (net, in reais). The receivables are taken at once,
   * so a second call cannot anticipate them again; the net is available on `anticipationDate`. Above what
   * can be anticipated, a BadRequestError (`ABOVE_MAXIMUM`). The idempotency key is kept across retries;
   * pass your own `idempotencyKey` to make a re-run of your script safe too.
   *
   * @example
   * const a = await balcao.anticipations.create({ amount: 1500 }, { idempotencyKey: 'antecipacao-2026-11-25' });
   */
  create(params: { amount: number }, options?: RequestOptions): APIPromise<Anticipation> {
    return this._post('banking', '/redeems/anticipation/amount', { body: params }, options);
  }

  /** Anticipates everything that can be anticipated (a BadRequestError when there is nothing). */
  createMaximum(options?: RequestOptions): APIPromise<Anticipation> {
    return this._post('banking', '/redeems/anticipation', {}, options);
  }

  /**
   * For a seller without on-demand anticipation: asks the provider's anticipation team to switch it on,
   * with an optional note (up to 500 characters); the signed-in user gets a confirmation by e-mail. A
   * ConflictError (`ANTICIPATION_ENABLED`) when it is already on: use `create()`.
   *
   * @example
   * await balcao.anticipations.requestContact({ message: 'Quero antecipar as vendas de dezembro.' });
   */
  requestContact(
    params: { message?: string | null } = {},
    options?: RequestOptions,
  ): APIPromise<AnticipationContact> {
    return this._post('banking', '/email-messages/revenue-anticipation', { body: params }, options);
  }

  /**
   * The seller's anticipations, newest first, page after page.
   *
   * @example
   * for await (const a of balcao.anticipations.list()) console.log(a.anticipationDate, a.netAmount, a.status);
   */
  list(
    params: AnticipationListParams = {},
    options?: RequestOptions,
  ): PagePromise<Anticipation, AnticipationPage> {
    return this._list('banking', '/redeems/anticipations', { params: { query: params } }, options);
  }
}
