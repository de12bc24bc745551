import type { APIPromise } from '../core/api-promise';
import type { ChargeReportParams, ChargeReportResult } from '../core/payment-types';
import type { RequestOptions, Transport } from '../core/transport';

/**
 * Reports the gateway builds and delivers by e-mail. For whoever opens the charges and has
 * reports: SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE or SELLER_REPORTS (others get a
 * PermissionDeniedError).
 */
export class Reports {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

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
    const { payment } = this.#transport;
    return this.#transport.request({
      method: 'POST',
      authenticated: true,
      call: (init) => payment.POST('/sellers/send-charge-report', { ...init, body: params }),
      options,
    });
  }
}
