import type { banking } from '@balcao/client';
import { type APIPromise, mapData } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = banking.components['schemas'];
/** A corporate card as the gateway shows it: masked (`panMasked`, `finalDigits`), never its number. */
export type Card = Schemas['Card'];
export type CardPage = Schemas['CardPage'];
export type CardCreateParams = Schemas['CardCreate'];
export type CardTransaction = Schemas['CardTransaction'];
export type CardTransactionPage = Schemas['CardTransactionPage'];
export type CardLimitSummary = Schemas['CardLimitSummary'];
export type CardStatementSent = Schemas['CardStatementSent'];
export type CardListParams = NonNullable<banking.operations['listCards']['parameters']['query']>;
export type CardTransactionListParams = Omit<
  banking.operations['listCardTransactions']['parameters']['query'],
  'cardId'
>;

const inspectSymbol = Symbol.for('nodejs.util.inspect.custom');

/**
 * What `cards.reveal` answers: the number, CVV and expiry, readable as properties but kept out of every
 * way a value reaches a log by accident — `console.log`, `util.inspect`, `JSON.stringify`, template
 * strings and error messages all show only the last four digits.
 */
export class RevealedCard {
  declare readonly pan: string;
  declare readonly cvv: string;
  declare readonly expiryMmYyyy: string;

  /** @internal */
  constructor(data: Schemas['CardSensitiveData']) {
    // Not enumerable: spreading or serialising the object copies nothing secret.
    Object.defineProperties(this, {
      pan: { value: data.pan, enumerable: false },
      cvv: { value: data.cvv, enumerable: false },
      expiryMmYyyy: { value: data.expiryMmYyyy, enumerable: false },
    });
  }

  /** The last four digits, the only part that may be shown or logged. */
  get finalDigits(): string {
    return this.pan.slice(-4);
  }

  toString(): string {
    return `RevealedCard(**** **** **** ${this.finalDigits})`;
  }

  toJSON(): { panMasked: string } {
    return { panMasked: `**** **** **** ${this.finalDigits}` };
  }

  [inspectSymbol](): string {
    return this.toString();
  }
}

/**
 * The business account's corporate credit cards (/cartao), for B_SELLER_ADMIN, BANKING_ADMIN,
 * BANKING_VISUALIZATION or BANKING_CARD (creating, renaming, limits and `reveal` without
 * BANKING_VISUALIZATION; blocking and cancelling for BANKING_ADMIN or BANKING_CARD). Every call needs the
 * account ACTIVE, otherwise a ConflictError `ACCOUNT_NOT_ACTIVE` ('Conta não configurada.'); actions on
 * cards are refused (PermissionDeniedError) while the seller has `block_items_credit_card`.
 */
export class Cards extends APIResource {
  /**
   * The seller's cards, newest first, cancelled ones included; `search` matches the name or last digits.
   *
   * @example
   * for await (const card of balcao.cards.list({ status: 'ACTIVE' })) console.log(card.finalDigits, card.cardName);
   */
  list(params: CardListParams = {}, options?: RequestOptions): PagePromise<Card, CardPage> {
    return this._list('banking', '/cards', { params: { query: params } }, options);
  }

  /**
   * Orders a card: LIMIT_BALANCE ('Limite Fixo') with its own `limitValue` in reais, or FREE_BALANCE
   * ('Saldo Livre') spending from the global limit. It comes back PENDING and the issuer issues it
   * seconds later (ACTIVE). The idempotency key is kept across retries, so a retried call orders one card.
   *
   * @example
   * const card = await balcao.cards.create({ type: 'LIMIT_BALANCE', limitValue: 5000, cardName: 'Marketing' });
   */
  create(params: CardCreateParams, options?: RequestOptions): APIPromise<Card> {
    return this._post('banking', '/cards', { body: params }, options);
  }

  /** One card, masked. */
  retrieve(id: string, options?: RequestOptions): APIPromise<Card> {
    return this._get('banking', '/card/{id}', { params: { path: { id } } }, options);
  }

  /**
   * 'Ver dados': the card's number, CVV and expiry. The answer is a `RevealedCard` whose secrets are
   * properties you read on purpose; logging or serialising it shows only the last four digits.
   *
   * @example
   * const data = await balcao.cards.reveal(card.id);
   * await vault.store(card.id, { pan: data.pan, cvv: data.cvv, expiry: data.expiryMmYyyy });
   * console.log(data); // RevealedCard(**** **** **** 4821)
   */
  reveal(id: string, options?: RequestOptions): APIPromise<RevealedCard> {
    const sent = this._get('banking', '/card/{id}/sensitive-data', { params: { path: { id } } }, options);
    return mapData(sent, (data) => new RevealedCard(data));
  }

  /** Bloquear: purchases are declined until `unblock`. */
  block(id: string, options?: RequestOptions): APIPromise<Card> {
    return this.#status(id, 'BLOCKED', options);
  }

  /** Desbloquear. */
  unblock(id: string, options?: RequestOptions): APIPromise<Card> {
    return this.#status(id, 'ACTIVE', options);
  }

  #status(idCard: string, status: 'ACTIVE' | 'BLOCKED', options?: RequestOptions): APIPromise<Card> {
    return this._patch('banking', '/cards', { body: { status, idCard } }, options);
  }

  /** Cancelar: final; what the card spent stays on its invoices. */
  cancel(id: string, options?: RequestOptions): APIPromise<Card> {
    return this._delete('banking', '/cards', { body: { idCard: id } }, options);
  }

  /** A new name, up to 20 characters. */
  rename(id: string, cardName: string, options?: RequestOptions): APIPromise<Card> {
    return this._patch('banking', '/cards/rename-card', { body: { idCard: id, cardName } }, options);
  }

  /**
   * A LIMIT_BALANCE card's own limit in reais, up to the global limit. One card per call: a refusal
   * (BadRequestError) leaves the others you changed as they are.
   */
  changeLimit(id: string, newLimit: number, options?: RequestOptions): APIPromise<Card> {
    return this._patch('banking', '/limits/change-limit', { body: { cardId: id, newLimit } }, options);
  }

  /**
   * The global limit, what is left and what was spent unpaid; with a card id, that card's.
   *
   * @example
   * const { totalValueBag, availableValueVirtualCard } = await balcao.cards.limits();
   */
  limits(cardId?: string, options?: RequestOptions): APIPromise<CardLimitSummary> {
    return this._get('banking', '/limits', { params: { query: cardId ? { idCard: cardId } : {} } }, options);
  }

  /**
   * The card's purchases, approved and declined, newest first (default: the last 30 days).
   *
   * @example
   * for await (const t of balcao.cards.transactions(card.id, { startDate: '2026-11-01' })) console.log(t.description, t.amount);
   */
  transactions(
    cardId: string,
    params: CardTransactionListParams = {},
    options?: RequestOptions,
  ): PagePromise<CardTransaction, CardTransactionPage> {
    return this._list('banking', '/transactions', { params: { query: { ...params, cardId } } }, options);
  }

  /** 'Extrair extrato': the card's statement of the period, with a CSV, to the caller's e-mail. */
  sendStatement(
    cardId: string,
    period: { startDate?: string; endDate?: string } = {},
    options?: RequestOptions,
  ): APIPromise<CardStatementSent> {
    return this._post('banking', '/v1/banking/card/transactions', { body: { cardId, ...period } }, options);
  }
}
