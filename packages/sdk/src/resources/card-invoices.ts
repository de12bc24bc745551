import type { banking } from '@balcao/client';
import { type APIPromise, mapData } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = banking.components['schemas'];
/**
 * A month of card invoices: status the first of OVERDUE, CLOSED, OPEN, PAID among its cards'; `totalAmount`
 * every card's invoice, `paidAmount` the paid ones, `remainingAmount` what is left to pay.
 */
export type CardInvoiceMonthSummary = Schemas['CardInvoiceMonthSummary'];
export type CardInvoiceMonthPage = Schemas['CardInvoiceMonthPage'];
/** A month with each card's invoice and its purchases. */
export type CardInvoiceMonth = Schemas['CardInvoiceMonth'];
export type CardInvoiceSettings = Schemas['CardInvoiceSettings'];
export type PayableCardInvoices = Schemas['PayableCardInvoices'];
/** A payment of card invoices: PAID at once from the balance, or a Pix BR Code (`emv`) PENDING for 24 h. */
export type CardInvoicePayment = Schemas['CardInvoicePayment'];
export type CardInvoicePaymentParams = Schemas['CardInvoicePaymentRequest'];

/**
 * The card invoices (/cartao/faturas), for B_SELLER_ADMIN, BANKING_ADMIN or BANKING_CARD; paying for
 * BANKING_ADMIN or BANKING_CARD. Every call needs the account ACTIVE ('Conta não configurada.').
 */
export class CardInvoices extends APIResource {
  /**
   * One row per month, newest first.
   *
   * @example
   * for await (const month of balcao.cardInvoices.list()) console.log(month.yearMonth, month.status, month.totalAmount);
   */
  list(
    params: { page?: number; size?: number } = {},
    options?: RequestOptions,
  ): PagePromise<CardInvoiceMonthSummary, CardInvoiceMonthPage> {
    return this._list('banking', '/cards/invoices', { params: { query: params } }, options);
  }

  /** The month ('yyyy-MM') per card with its purchases; NotFoundError 'Sem dados da fatura' when none. */
  retrieve(yearMonth: string, options?: RequestOptions): APIPromise<CardInvoiceMonth> {
    return this._get('banking', '/cards/invoices/{yearMonth}', { params: { path: { yearMonth } } }, options);
  }

  /**
   * The invoice to pay first, as the /cartao summary shows it: the oldest overdue month, else the latest
   * closed, else the latest open, among every month; null when everything is paid.
   *
   * @example
   * const invoice = await balcao.cardInvoices.current();
   * if (invoice) console.log(invoice.yearMonth, invoice.status, invoice.remainingAmount);
   */
  current(options?: RequestOptions): APIPromise<CardInvoiceMonthSummary | null> {
    const summary = this._get('banking', '/cards/invoices/summary', {}, options);
    return mapData(summary, ({ invoice }) => invoice);
  }

  /** The due day (null until chosen; 12 applies) and whether it can still be chosen. */
  settings(options?: RequestOptions): APIPromise<CardInvoiceSettings> {
    return this._get('banking', '/cards/invoices/settings', {}, options);
  }

  /**
   * Chooses the due day, 12, 18 or 22, once: a second call is a ConflictError `DUE_DAY_ALREADY_SET`.
   *
   * @example
   * await balcao.cardInvoices.setDueDay(18);
   */
  setDueDay(day: 12 | 18 | 22, options?: RequestOptions): APIPromise<CardInvoiceSettings> {
    return this._patch(
      'banking',
      '/cards/invoices/update-due-day/{day}',
      { params: { path: { day } } },
      options,
    );
  }

  /** The closed and overdue card invoices that can be paid, and the checking balance. */
  payable(options?: RequestOptions): APIPromise<PayableCardInvoices> {
    return this._get('banking', '/cards/invoices/ready-for-payment', {}, options);
  }

  /** The Pix payment still waiting to be paid (within its 24 hours), or null. */
  pendingPayment(options?: RequestOptions): APIPromise<CardInvoicePayment | null> {
    const pending = this._get('banking', '/cards/invoices/verify-pending-payment', {}, options);
    return mapData(pending, ({ payment }) => payment);
  }

  /** A payment by id: poll it to learn when a Pix was paid (PAID) or ran out (EXPIRED). */
  retrievePayment(id: string, options?: RequestOptions): APIPromise<CardInvoicePayment> {
    return this._get('banking', '/cards/invoices/payments/{id}', { params: { path: { id } } }, options);
  }

  /**
   * Pays card invoices (`cardInvoiceId`s from `payable()`): CHECKING_ACCOUNT debits the account at once
   * (BadRequestError 'Saldo da conta não é suficiente.' when it does not cover them); PIX answers a BR Code
   * valid 24 hours. The idempotency key is kept across retries, so a retried call pays once.
   *
   * @example
   * const { content } = await balcao.cardInvoices.payable();
   * const payment = await balcao.cardInvoices.pay({ cardInvoiceIds: content.map((i) => i.cardInvoiceId), paymentMethod: 'PIX' });
   * console.log(payment.emv); // copia e cola
   */
  pay(params: CardInvoicePaymentParams, options?: RequestOptions): APIPromise<CardInvoicePayment> {
    return this._post('banking', '/cards/invoices/generate-payment', { body: params }, options);
  }
}
