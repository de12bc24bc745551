import { type APIPromise, mapData } from '../core/api-promise';
import type { InvoiceConfig, InvoiceConfigUpdateParams } from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/**
 * The seller's invoice (NFS-e) configuration: whether `charges.invoices.emit` may run. Reading is
 * for the invoice roles (SELLER_CONFIG_NF, SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE),
 * changing for SELLER_CONFIG_NF. Configuring (the city hall data) is an external form, not an API.
 */
export class InvoiceConfigs extends APIResource {
  /**
   * Whether emission is on (`active`) and whether the seller ever configured it (`configured`).
   *
   * @example
   * const { active, configured } = await balcao.invoiceConfig.retrieve();
   */
  retrieve(options?: RequestOptions): APIPromise<InvoiceConfig> {
    const result = this._get('payment', '/sellers/invoice-config', {}, options);
    return mapData(result, (body) => body.data);
  }

  /**
   * Switches emission off or back on. Only a configured seller (a BadRequestError otherwise). Not
   * retried on failure: a PATCH carries no idempotency key.
   *
   * @example
   * await balcao.invoiceConfig.update({ active: false }); // emit now rejects with a BadRequestError
   */
  update(params: InvoiceConfigUpdateParams, options?: RequestOptions): APIPromise<InvoiceConfig> {
    const result = this._patch('payment', '/sellers/invoice-config', { body: params }, options);
    return mapData(result, (body) => body.data);
  }
}
