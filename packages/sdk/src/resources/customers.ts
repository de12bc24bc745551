import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import type {
  Customer,
  CustomerAddressParams,
  CustomerCreateParams,
  CustomerListParams,
  CustomerPage,
  CustomerSummary,
  CustomerUpdateParams,
} from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/**
 * The seller's customers (buyers), used by charges, payment links and subscriptions. For
 * SELLER_ADMIN and SELLER_CLIENTS; another seller's customer is a NotFoundError. Invalid input
 * rejects with a BadRequestError listing every problem, in Portuguese (`error.errors`).
 */
export class Customers extends APIResource {
  /**
   * Every customer matching the filters (`name`, `document`, `email`: any part of it, without
   * accents or case), by name, fetched `size` at a time (20 by default) as the loop asks for them;
   * `.pages()` walks the pages, `.toArray()` collects them all.
   *
   * @example
   * for await (const customer of balcao.customers.list({ email: '@gmail.com', size: 100 })) {
   *   console.log(customer.id, customer.name);
   * }
   */
  list(
    params: CustomerListParams = {},
    options?: RequestOptions,
  ): PagePromise<CustomerSummary, CustomerPage> {
    return this._list('payment', '/seller-clients', { params: { query: params } }, options);
  }

  /**
   * Registers a customer. In Brazil (`documentNation: 'BR'`) the document is a valid CPF or CNPJ,
   * unique in the seller; `useSellerAddress: true` copies the seller's address instead of
   * `address`.
   *
   * @example
   * const customer = await balcao.customers.create({
   *   name: 'Ana Beatriz Carvalho',
   *   document: { documentNumber: '529.982.247-25', documentNation: 'BR' },
   *   email: 'ana.carvalho@gmail.com',
   *   countryCode: '55',
   *   phone: '(11) 98765-4321',
   *   useSellerAddress: true,
   * });
   */
  create(params: CustomerCreateParams, options?: RequestOptions): APIPromise<Customer> {
    return this._post('payment', '/seller-clients', { body: params }, options);
  }

  /**
   * One customer, address included.
   *
   * @example
   * const customer = await balcao.customers.retrieve('6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c');
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<Customer> {
    return this._get('payment', '/seller-clients/{id}', { params: { path: { id } } }, options);
  }

  /**
   * Replaces the identification and contact (not the address). The document cannot change: send
   * the customer's own. Not retried on failure: only GETs and keyed POSTs are.
   *
   * @example
   * const { document, name, email, countryCode, phone } = await balcao.customers.retrieve(id);
   * await balcao.customers.update(id, { document, name, email, countryCode, phone: '11912345678' });
   */
  update(id: string, params: CustomerUpdateParams, options?: RequestOptions): APIPromise<Customer> {
    return this._put('payment', '/seller-clients/{id}', { params: { path: { id } }, body: params }, options);
  }

  /**
   * Replaces the address; every field but `complement` is required. Not retried on failure.
   *
   * @example
   * await balcao.customers.updateAddress(id, {
   *   zipCode: '20040-020', street: 'Praça Floriano', number: '51', district: 'Centro',
   *   city: 'Rio de Janeiro', state: 'RJ', country: 'BR',
   * });
   */
  updateAddress(id: string, params: CustomerAddressParams, options?: RequestOptions): APIPromise<Customer> {
    return this._patch(
      'payment',
      '/seller-clients/{id}/address',
      { params: { path: { id } }, body: params },
      options,
    );
  }
}
