import type { payment } from '@balcao/client';
import { type APIPromise, mapData } from '../core/api-promise';
import { APIResource } from '../core/resource';
import type { RequestOptions, Transport } from '../core/transport';

type Schemas = payment.components['schemas'];

/** The three methods a new payment link starts with ticked. */
export type DefaultPaymentMethods = Schemas['DefaultPaymentMethods'];
/** Only the flags given change; at least one method must stay on. */
export type DefaultPaymentMethodsUpdateParams = Schemas['DefaultPaymentMethodsUpdate'];
/** A boleto's late fine (once) and monthly interest (pro rata per calendar day): `{ enable, percentage }`. */
export type LateTax = Schemas['DefaultTax']['bankSlipTax'];
export type LateTaxRate = Schemas['LateTaxRate'];
/** `fine`, `interest` or both; percentages 0 to 100 with at most two decimals (2 is 2%). */
export type LateTaxUpdateParams = Schemas['DefaultTaxUpdate']['bankSlipTax'];

/** `paymentSettings.methods`: the default payment methods of new payment links. */
export class DefaultMethods extends APIResource {
  /**
   * The seller's default methods (all three on for a seller who never changed them).
   *
   * @example
   * const { defaultEnablePixPayment } = await balcao.paymentSettings.methods.retrieve();
   */
  retrieve(options?: RequestOptions): APIPromise<DefaultPaymentMethods> {
    return this._get('payment', '/sellers/default-payments-method', {}, options);
  }

  /**
   * Changes the flags given. Switching the last method off is a BadRequestError ('Selecione ao menos um
   * método de pagamento.'). Links already created keep their methods. Not retried: a PATCH carries no
   * idempotency key (sending the same flags twice is harmless anyway).
   *
   * @example
   * await balcao.paymentSettings.methods.update({ defaultEnableCreditCard: false });
   */
  update(
    params: DefaultPaymentMethodsUpdateParams,
    options?: RequestOptions,
  ): APIPromise<DefaultPaymentMethods> {
    return this._patch('payment', '/sellers/default-payments-method', { body: params }, options);
  }
}

/** `paymentSettings.lateTax`: the late fine and interest every new boleto copies. */
export class LateTaxes extends APIResource {
  /**
   * The fine and monthly interest a boleto created now would carry.
   *
   * @example
   * const { fine, interest } = await balcao.paymentSettings.lateTax.retrieve();
   */
  retrieve(options?: RequestOptions): APIPromise<LateTax> {
    const result = this._get('payment', '/sellers/default-tax', {}, options);
    return mapData(result, (body) => body.bankSlipTax);
  }

  /**
   * Sets the fine, the interest or both, for boletos created from now on (older ones keep theirs). A
   * percentage with three decimals or above 100 is a BadRequestError, never rounded. The consumer-law
   * limits (fine 2%, interest 1% a month) are not enforced.
   *
   * @example
   * await balcao.paymentSettings.lateTax.update({
   *   fine: { enable: true, percentage: 2 },
   *   interest: { enable: true, percentage: 1 },
   * });
   */
  update(params: LateTaxUpdateParams, options?: RequestOptions): APIPromise<LateTax> {
    const result = this._patch('payment', '/sellers/default-tax', { body: { bankSlipTax: params } }, options);
    return mapData(result, (body) => body.bankSlipTax);
  }
}

/**
 * The seller's payment settings (the /metodos-pagamentos page): `methods` and `lateTax`. For
 * SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE and SELLER_CONFIG_PAYMENT_METHODS.
 */
export class PaymentSettings {
  readonly methods: DefaultMethods;
  readonly lateTax: LateTaxes;

  /** @internal */
  constructor(transport: Transport) {
    this.methods = new DefaultMethods(transport);
    this.lateTax = new LateTaxes(transport);
  }
}
