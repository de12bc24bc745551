import type { banking, payment } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import type { ChargeReportParams, ChargeReportResult } from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/** A report asked at /reports: PENDING until the gateway builds it and mails it, then SENT with its `rows`. */
export type ReportRequest = payment.components['schemas']['ReportRequest'];
export type ReportRequestPage = payment.components['schemas']['ReportRequestPage'];
/** A sales report: VENDAS, FINANCEIRO, REPASSES, NOTA_FISCAL, LINKS_PAGAMENTO, BALANCO, CHARGEBACK or EXTRATO. */
export type ReportRequestParams = payment.components['schemas']['ReportRequestInput'];
/** 'Extrato de contas': CHECKING_ACCOUNT or INVESTMENT_ACCOUNT. */
export type BankStatementReportParams = banking.components['schemas']['BankStatementReportInput'];
export type ReportListParams = NonNullable<payment.operations['listReports']['parameters']['query']>;

/**
 * Reports the gateway builds and delivers by e-mail. For whoever opens the charges and has
 * reports: SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE or SELLER_REPORTS (others get a
 * PermissionDeniedError).
 */
export class Reports extends APIResource {
  /**
   * The CSV of the charges due in a period (both dates required, the end not before the start, at
   * most 366 days; a BadRequestError otherwise, with the reason in Portuguese), sent as an
   * attachment to `email` and as a notification with its download link to the signed-in user.
   * Resolves once accepted, with how many charges it has. The file is UTF-8 with BOM, `;` between
   * fields and Brazilian amounts (`1.234,56`) and dates (`dd/MM/aaaa`). A POST: pass your own
   * `idempotencyKey` so that a second run of your script does not send a second e-mail.
   *
   * @example
   * const { totalElements } = await balcao.reports.sendChargeReport({
   *   expirationDateInitial: '2026-10-01',
   *   expirationDateFinal: '2026-10-31',
   *   email: 'contas@loja.com.br',
   * });
   */
  sendChargeReport(params: ChargeReportParams, options?: RequestOptions): APIPromise<ChargeReportResult> {
    return this._post('payment', '/sellers/send-charge-report', { body: params }, options);
  }

  /**
   * Asks a sales report for a period (at most 90 days back, never after today; a BadRequestError with the
   * reason in Portuguese otherwise), for SELLER_ADMIN or SELLER_REPORTS. Resolves once accepted (PENDING);
   * the gateway builds the CSV (UTF-8 with BOM, `;`, Brazilian amounts) and mails it to `recipient_email`
   * within seconds. Follow it with `list()`.
   *
   * @example
   * const r = await balcao.reports.request({
   *   report_type: 'VENDAS',
   *   recipient_email: 'contas@loja.com.br',
   *   start_date: '2026-10-26',
   *   end_date: '2026-11-25',
   * });
   */
  request(params: ReportRequestParams, options?: RequestOptions): APIPromise<ReportRequest> {
    return this._post('payment', '/automation/reports', { body: params }, options);
  }

  /**
   * Asks 'Extrato de contas' (the checking or investment account's statement) for a period, mailed to the
   * signed-in user; for BANKING_ADMIN or BANKING_REPORT.
   *
   * @example
   * await balcao.reports.requestBankStatement({ start_date: '2026-11-01', end_date: '2026-11-25', account_type: 'CHECKING_ACCOUNT' });
   */
  requestBankStatement(
    params: BankStatementReportParams,
    options?: RequestOptions,
  ): APIPromise<ReportRequest> {
    return this._post('banking', '/bank/statements/report', { body: params }, options);
  }

  /**
   * The seller's report requests of the types this user may ask for, newest first, page after page.
   *
   * @example
   * for await (const r of balcao.reports.list()) console.log(r.reportType, r.status, r.rows);
   */
  list(
    params: ReportListParams = {},
    options?: RequestOptions,
  ): PagePromise<ReportRequest, ReportRequestPage> {
    return this._list('payment', '/automation/reports', { params: { query: params } }, options);
  }
}
