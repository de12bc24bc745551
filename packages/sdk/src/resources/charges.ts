import { type APIPromise, mapData } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import type {
  Charge,
  Chargeback,
  ChargebackParams,
  ChargeCreateParams,
  ChargeListParams,
  ChargePage,
  ChargeRescheduleParams,
  ChargeSplitLine,
  ChargeStatementLine,
  ChargeSummary,
  DashboardCharge,
  DashboardChargeListParams,
  SellerDashboard,
  SellerDashboardParams,
} from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions, Transport } from '../core/transport';
import { ChargeInvoices } from './charge-invoices';
import { ChargePosRefunds } from './charge-pos-refunds';
import { ChargeRefunds } from './charge-refunds';

/**
 * The seller's charges, their receivables, refunds and invoices, and the revenue dashboard.
 * Charges are for SELLER_ADMIN and SELLER_CHARGES (a FINANCE user gets a PermissionDeniedError),
 * the dashboard for SELLER_DASHBOARD, the statement lines for SELLER_FINANCES; another seller's
 * charge is a NotFoundError.
 *
 * Money is as on the wire: decimal reais in a `number` (`value: 149.9` is R$ 149,90), in answers
 * and in filters alike. Dates are `yyyy-MM-dd` strings, days in São Paulo time.
 */
export class Charges extends APIResource {
  /** Refund eligibility and refunds: `balcao.charges.refunds.create(id, { amount })`. */
  readonly refunds: ChargeRefunds;
  /** Refunds through the card machine of a physical sale: `balcao.charges.posRefunds.create(id, { value })`. */
  readonly posRefunds: ChargePosRefunds;
  /** The charge's invoices (NFS-e): `balcao.charges.invoices.emit(id)`. */
  readonly invoices: ChargeInvoices;

  /** @internal */
  constructor(transport: Transport) {
    super(transport);
    this.refunds = new ChargeRefunds(transport);
    this.posRefunds = new ChargePosRefunds(transport);
    this.invoices = new ChargeInvoices(transport);
  }

  /**
   * Every charge matching the filters, latest due date first unless `sort` says otherwise,
   * fetched `size` at a time (10 by default, up to 1000) as the loop asks for them. Name,
   * document, e-mail and title match the start of the text; `paymentLink` the exact id. A start
   * date needs its end date (`expirationDateInitial` with `expirationDateFinal`, and so on), or
   * the first page rejects with a BadRequestError. `status` takes every status a charge can have;
   * `'PAID'` includes charges paid manually (`'PAID_MANUALLY'` finds only those), `'ABANDONED'` is an
   * alias of `'ABANDONNED'`, and an overdue SCHEDULED charge reads LATE.
   *
   * @example
   * for await (const charge of balcao.charges.list({
   *   status: 'LATE',
   *   expirationDateInitial: '2026-10-01',
   *   expirationDateFinal: '2026-10-31',
   *   valueMin: 100, // reais
   *   size: 100,
   * })) {
   *   console.log(charge.uuid, charge.customerName, charge.value);
   * }
   */
  list(params: ChargeListParams = {}, options?: RequestOptions): PagePromise<ChargeSummary, ChargePage> {
    return this._list('payment', '/charges', { params: { query: params } }, options);
  }

  /**
   * One charge with its payment data (boleto, Pix, card), attempts, refunds and history.
   *
   * @example
   * const charge = await balcao.charges.retrieve('c0000000-0000-4000-8000-000100000001');
   * console.log(charge.status, charge.boleto?.linhaDigitavel);
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<Charge> {
    return this._get('payment', '/charges/{id}', { params: { path: { id } } }, options);
  }

  /**
   * Issues a charge to one of the seller's customers without a payment link ('Nova cobrança'): a
   * boleto, a Pix or a card charge (`installments` 1 to 21, card only), due from today to 365 days
   * ahead, `value` in reais with at most two decimals. A boleto carries the seller's late fine and
   * interest. The customer is sent the charge by the seller's notification channels. Wrong input is a
   * BadRequestError with the Portuguese messages; the POST carries an idempotency key, so a retry never
   * issues it twice.
   *
   * @example
   * const charge = await balcao.charges.create({
   *   customerId,
   *   paymentMethod: 'BOLETO',
   *   value: 150, // reais
   *   expirationDate: '2026-12-15',
   *   description: 'Consultoria de dezembro',
   * });
   * console.log(charge.boleto?.linhaDigitavel);
   */
  create(params: ChargeCreateParams, options?: RequestOptions): APIPromise<Charge> {
    return this._post(
      'payment',
      '/charges',
      () => ({ body: { ...params, installments: params.installments ?? 1 } }),
      options,
    );
  }

  /**
   * A boleto's new due date (prorrogação) and its second copy (segunda via): a new barcode and linha
   * digitável whose value adds the fine and interest from the first due date to the new one
   * (`interestAmount`), or none with `waiveLateFees: true`. The old boleto can no longer be paid.
   * Only open boletos (SCHEDULED or LATE) without an anticipation: others reject with a ConflictError
   * (`CHARGE_STATUS`); a due date before today or over 365 days ahead is a BadRequestError.
   *
   * @example
   * const charge = await balcao.charges.reschedule(chargeId, { expirationDate: '2026-12-20' });
   * console.log(charge.boleto?.linhaDigitavel, charge.interestAmount);
   */
  reschedule(id: string, params: ChargeRescheduleParams, options?: RequestOptions): APIPromise<Charge> {
    return this._post(
      'payment',
      '/charges/{id}/reschedule',
      () => ({
        params: { path: { id } },
        body: { ...params, waiveLateFees: params.waiveLateFees ?? false },
      }),
      options,
    );
  }

  /**
   * Cancels the charge (its history is kept; it reads CANCELED afterwards). Only SCHEDULED, LATE
   * or FAILED charges without an active anticipation: others reject with a ConflictError
   * (`CHARGE_STATUS`). Resolves to undefined; not retried on failure.
   *
   * @example
   * await balcao.charges.delete(chargeId);
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._delete('payment', '/charges/{id}', { params: { path: { id } } }, options, {
      noContent: true,
    });
  }

  /**
   * Marks the charge paid outside the gateway ('Alterar para paga'): it becomes PAID_MANUALLY,
   * paid today, and no money moves. Irreversible. Refused with a ConflictError (`CHARGE_STATUS`)
   * for charges already paid, refunded, canceled, disputed or anticipated. Not retried on failure.
   *
   * @example
   * const charge = await balcao.charges.markPaid(chargeId); // charge.status === 'PAID_MANUALLY'
   */
  markPaid(id: string, options?: RequestOptions): APIPromise<Charge> {
    return this._patch(
      'payment',
      '/charges/{id}/manual-pay',
      { params: { path: { id } }, body: { uuidCharge: id } },
      options,
    );
  }

  /**
   * The older refund request ('Solicitar estorno'), for sellers without the `view_seller_refund`
   * feature (the others use `charges.refunds`): a PAID card charge that is not a physical sale.
   * Without `asFraud` what is available is refunded at once (status REFUND); with `asFraud`
   * ('Possível fraude') the charge goes to DISPUTE, for the anti-fraud team, with a contest deadline
   * 5 days away. Either way the requester gets the instructions by e-mail. Outside those rules a
   * BadRequestError says why; a charge that is not PAID is a ConflictError (`CHARGE_STATUS`). A
   * PATCH: sent once, never retried.
   *
   * @example
   * const { status, contestDeadline, antiFraudEmail } = await balcao.charges.chargeback(chargeId, { asFraud: true });
   * console.log(status); // 'DISPUTE'
   */
  chargeback(id: string, params: ChargebackParams, options?: RequestOptions): APIPromise<Chargeback> {
    const result = this._patch(
      'payment',
      '/charges/{id}/refund',
      { params: { path: { id } }, body: params },
      options,
    );
    return mapData(result, (body) => body.data);
  }

  /**
   * How the charge is split between sub-sellers: one line per sub-seller payout, in reais.
   *
   * @example
   * for (const line of await balcao.charges.split(chargeId)) console.log(line.subSellerName, line.amount);
   */
  split(id: string, options?: RequestOptions): APIPromise<ChargeSplitLine[]> {
    const result = this._get('payment', '/charges/{id}/split', { params: { path: { id } } }, options);
    return mapData(result, (body) => body.data);
  }

  /**
   * The charge's receivables: its lines in the seller's statement (credits positive, refunds and
   * chargebacks negative), net of fees. For SELLER_FINANCES.
   *
   * @example
   * const lines = await balcao.charges.statement(chargeId);
   * const receivedCents = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
   */
  statement(id: string, options?: RequestOptions): APIPromise<ChargeStatementLine[]> {
    const result = this._get(
      'payment',
      '/redeems/statement/charge/{id}',
      { params: { path: { id } } },
      options,
    );
    return mapData(result, (body) => body.data);
  }

  /**
   * The revenue dashboard for a period of up to 366 days: a line per day (received, overdue, to
   * receive) and the period's metrics (`defaultRate` in %, `timeSaved` in minutes).
   *
   * @example
   * const { metrics, lines } = await balcao.charges.dashboard({ startDate: '2026-11-01', endDate: '2026-11-30' });
   */
  dashboard(params: SellerDashboardParams, options?: RequestOptions): APIPromise<SellerDashboard> {
    return this._get('payment', '/seller/dashboard', { params: { query: params } }, options);
  }

  /**
   * The dashboard's receivables of a period: paid in it (by payment date), or to receive and
   * overdue with a due date in it, newest first, up to `size` (1000 by default and at most).
   *
   * @example
   * const late = await balcao.charges.dashboardCharges({ startDate: '2026-11-01', endDate: '2026-11-30', status: 'LATE' });
   */
  dashboardCharges(
    params: DashboardChargeListParams,
    options?: RequestOptions,
  ): APIPromise<DashboardCharge[]> {
    const result = this._get('payment', '/charges/dashboard', { params: { query: params } }, options);
    return mapData(result, (body) => body.content);
  }
}
