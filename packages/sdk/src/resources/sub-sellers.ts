import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import type {
  SubSeller,
  SubSellerAccountParams,
  SubSellerAddressParams,
  SubSellerContactParams,
  SubSellerCreateParams,
  SubSellerListParams,
  SubSellerPage,
  SubSellerSummary,
  SubSellerUpdateParams,
} from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/**
 * The seller's sub-sellers: who receives a share (split) of its charges. Listing is for
 * SELLER_ADMIN and SELLER_CONFIG_NF, changes for SELLER_ADMIN; another seller's sub-seller is a
 * NotFoundError. `paymentValue` is a percentage (10.5 = 10,5 %) with `paymentType: 'PERCENTAGE'`
 * and decimal reais (7.5 = R$ 7,50) with `'FIXED'`, as on the wire.
 */
export class SubSellers extends APIResource {
  /**
   * Every sub-seller whose name (or, with digits, CPF/CNPJ) contains `filter`, by name, fetched
   * `size` at a time (20 by default) as the loop asks for them.
   *
   * @example
   * for await (const subSeller of balcao.subSellers.list({ filter: 'padaria' })) {
   *   console.log(subSeller.name, subSeller.splitStatus);
   * }
   */
  list(
    params: SubSellerListParams = {},
    options?: RequestOptions,
  ): PagePromise<SubSellerSummary, SubSellerPage> {
    return this._list('payment', '/sellers/subseller', { params: { query: params } }, options);
  }

  /**
   * Registers a sub-seller (a CPF, or the CNPJ of an active company), active and with
   * `splitStatus: 'INACTIVE'`: its bank account reaches the split provider only with
   * `registerSplit`.
   *
   * @example
   * const subSeller = await balcao.subSellers.create({
   *   document: '529.982.247-25', name: 'Mariana Costa Ribeiro',
   *   paymentType: 'PERCENTAGE', paymentValue: 10,
   *   owner: { birthdate: '1988-04-12' },
   *   address: { zipCode: '01310-100', street: 'Avenida Paulista', number: '1578',
   *     district: 'Bela Vista', city: 'São Paulo', state: 'SP', country: 'BR' },
   *   account: {
   *     account: { bank: '341', issuer: '1234', issuerDigit: '0', number: '567890', bankDigit: '1',
   *       accountType: 'CHECKING_ACCOUNT' },
   *     pixKeyType: 'EMAIL', pixKey: 'mariana@exemplo.com.br',
   *   },
   *   contact: { email: 'mariana@exemplo.com.br', phone: '(11) 98765-4321' },
   * });
   */
  create(params: SubSellerCreateParams, options?: RequestOptions): APIPromise<SubSeller> {
    return this._post('payment', '/sellers/subseller', { body: params }, options);
  }

  /**
   * One sub-seller, with address, bank account, contact and owner.
   *
   * @example
   * const { splitStatus } = await balcao.subSellers.retrieve(2);
   */
  retrieve(id: number, options?: RequestOptions): APIPromise<SubSeller> {
    return this._get('payment', '/sellers/subseller/{id}', { params: { path: { id } } }, options);
  }

  /**
   * Changes the general data and the default split (the document never changes). Not retried on
   * failure: a PATCH carries no idempotency key; the same holds for the other `update…` calls.
   *
   * @example
   * await balcao.subSellers.update(2, {
   *   name: 'Mariana Costa Ribeiro', paymentType: 'FIXED', paymentValue: 7.5,
   *   owner: { birthdate: '1988-04-12' },
   * });
   */
  update(id: number, params: SubSellerUpdateParams, options?: RequestOptions): APIPromise<SubSeller> {
    return this._patch(
      'payment',
      '/sellers/subseller/{id}',
      { params: { path: { id } }, body: params },
      options,
    );
  }

  /**
   * Replaces the address; every field but `complement` is required.
   *
   * @example
   * await balcao.subSellers.updateAddress(2, { zipCode: '80010-000', street: 'Rua XV de Novembro',
   *   number: '800', district: 'Centro', city: 'Curitiba', state: 'PR', country: 'BR' });
   */
  updateAddress(id: number, params: SubSellerAddressParams, options?: RequestOptions): APIPromise<SubSeller> {
    return this._patch(
      'payment',
      '/sellers/subseller/{id}/address',
      { params: { path: { id } }, body: params },
      options,
    );
  }

  /**
   * Replaces the bank account and Pix key. New bank data sets `splitStatus` back to INACTIVE until
   * the next `registerSplit`; the same data leaves it as it was.
   *
   * @example
   * await balcao.subSellers.updateAccounts(2, {
   *   account: { bank: '001', issuer: '3021', issuerDigit: '5', number: '445566', bankDigit: '7',
   *     accountType: 'CHECKING_ACCOUNT' },
   *   pixKeyType: 'EMAIL', pixKey: 'financeiro@paoquente.com.br',
   * });
   */
  updateAccounts(
    id: number,
    params: SubSellerAccountParams,
    options?: RequestOptions,
  ): APIPromise<SubSeller> {
    return this._patch(
      'payment',
      '/sellers/subseller/{id}/accounts',
      { params: { path: { id } }, body: params },
      options,
    );
  }

  /**
   * Replaces the contact: e-mail and mobile phone required, alternative e-mail optional.
   *
   * @example
   * await balcao.subSellers.updateContacts(2, { email: 'financeiro@paoquente.com.br', phone: '41991234567' });
   */
  updateContacts(
    id: number,
    params: SubSellerContactParams,
    options?: RequestOptions,
  ): APIPromise<SubSeller> {
    return this._patch(
      'payment',
      '/sellers/subseller/{id}/contacts',
      { params: { path: { id } }, body: params },
      options,
    );
  }

  /**
   * Switches the sub-seller back on, so that new payment links can include it.
   *
   * @example
   * const { isActive } = await balcao.subSellers.activate(2); // true
   */
  activate(id: number, options?: RequestOptions): APIPromise<SubSeller> {
    return this.#setActive(id, true, options);
  }

  /**
   * Switches the sub-seller off: no new payment link can include it; its bank registration stays.
   *
   * @example
   * const { isActive } = await balcao.subSellers.deactivate(2); // false
   */
  deactivate(id: number, options?: RequestOptions): APIPromise<SubSeller> {
    return this.#setActive(id, false, options);
  }

  /**
   * Sends the bank account to the split provider: `splitStatus` goes to PENDING and, about five
   * minutes later (the sandbox's clock), to ACTIVE or FAILED. From INACTIVE or FAILED only; in
   * PENDING or ACTIVE it rejects with a ConflictError (`SPLIT_PENDING`, `SPLIT_ACTIVE`).
   *
   * @example
   * const { splitStatus } = await balcao.subSellers.registerSplit(2); // 'PENDING'
   */
  registerSplit(id: number, options?: RequestOptions): APIPromise<SubSeller> {
    return this._post('payment', '/sellers/subseller/{id}/split', { params: { path: { id } } }, options);
  }

  #setActive(id: number, active: boolean, options: RequestOptions | undefined): APIPromise<SubSeller> {
    return this._patch(
      'payment',
      '/sellers/subseller/{id}/active',
      { params: { path: { id }, query: { active } } },
      options,
    );
  }
}
