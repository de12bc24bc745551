import { type APIPromise, mapData } from '../core/api-promise';
import type { Invoice, InvoiceEmailResult } from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/**
 * The invoices (NFS-e) of a charge: `balcao.charges.invoices`. For SELLER_CONFIG_NF, SELLER_MASTER,
 * SELLER_ADMIN and SELLER_BACKOFFICE (others get a PermissionDeniedError); another seller's charge
 * or invoice is a NotFoundError. Emitting needs the seller's invoice configuration on
 * (`balcao.invoiceConfig`).
 *
 * An invoice is born SEND_INVOICE_SYSTEM, without number or files, and the city hall authorizes
 * it later (the sandbox: 20 s by its clock, seen on the next `list`): AUTHORIZED, with
 * `invoiceNumber` and the PDF and XML links. Only an AUTHORIZED invoice is e-mailed or canceled.
 */
export class ChargeInvoices extends APIResource {
  /**
   * The charge's invoices, oldest first; empty when none was emitted.
   *
   * @example
   * const invoices = await balcao.charges.invoices.list(chargeId);
   * const live = invoices.find((invoice) => invoice.status === 'AUTHORIZED');
   * console.log(live?.invoiceNumber, live?.invoiceDownloadLink.pdfImageLink);
   */
  list(chargeId: string, options?: RequestOptions): APIPromise<Invoice[]> {
    const result = this._get(
      'payment',
      '/invoices/charge/{id}',
      { params: { path: { id: chargeId } } },
      options,
    );
    return mapData(result, (body) => body.data);
  }

  /**
   * Sends the charge's invoice to the city hall ('Adiantar' or 'Emitir Novamente'); resolves to
   * the new invoice, SEND_INVOICE_SYSTEM. Refused with a ConflictError while the charge has an
   * invoice AUTHORIZED or in processing (`INVOICE_EXISTS`) or is canceled, abandoned, refunded or
   * in chargeback (`CHARGE_STATUS`), and with a BadRequestError while emission is off. A POST: pass
   * your own `idempotencyKey` to make it safe to repeat across runs (the same key answers the
   * first invoice).
   *
   * @example
   * const invoice = await balcao.charges.invoices.emit(chargeId, { idempotencyKey: `nf-${order.id}` });
   * console.log(invoice.status); // 'SEND_INVOICE_SYSTEM'
   */
  emit(chargeId: string, options?: RequestOptions): APIPromise<Invoice> {
    return this._post('payment', '/charges/{id}/invoices', { params: { path: { id: chargeId } } }, options);
  }

  /**
   * E-mails an AUTHORIZED invoice, with its PDF and XML links, to the charge's customer; resolves
   * to the address it went to. Any other status is a ConflictError (`INVOICE_STATUS`).
   *
   * @example
   * const { sentTo } = await balcao.charges.invoices.sendEmail(chargeId, invoice.uuidInvoice);
   */
  sendEmail(chargeId: string, invoiceId: string, options?: RequestOptions): APIPromise<InvoiceEmailResult> {
    return this._post(
      'payment',
      '/charges/{id}/invoice-email',
      { params: { path: { id: chargeId } }, body: { uuidInvoice: invoiceId } },
      options,
    );
  }

  /**
   * Cancels an AUTHORIZED invoice (any other status is a ConflictError, `INVOICE_STATUS`); the
   * charge can then get a new one. `cnpj` is the seller's, as in `charge.cnpjSeller` (the SDK drops
   * dots, slash, dash and spaces); another one is a BadRequestError. Resolves to the invoice,
   * CANCELED. Not retried on failure: a DELETE is sent once.
   *
   * @example
   * const charge = await balcao.charges.retrieve(chargeId);
   * const canceled = await balcao.charges.invoices.cancel(invoice.uuidInvoice, charge.cnpjSeller);
   */
  cancel(invoiceId: string, cnpj: string, options?: RequestOptions): APIPromise<Invoice> {
    return this._delete(
      'payment',
      '/sellers/invoices/{id}/company/{cnpj}',
      () => ({ params: { path: { id: invoiceId, cnpj: cnpj.replace(/[\s./-]/g, '') } } }),
      options,
    );
  }
}
