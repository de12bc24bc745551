import type { APIPromise } from '../core/api-promise';
import type { RequestOptions, Transport } from '../core/transport';
import type { Company, PostalAddress } from '../core/types';

/** Public lookups: no session needed. */
export class Lookups {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /** A company by CNPJ (numeric or alphanumeric, punctuation allowed). NotFoundError when there is none. */
  company(cnpj: string, options?: RequestOptions): APIPromise<Company> {
    const { core } = this.#transport;
    return this.#transport.request({
      method: 'GET',
      authenticated: false,
      call: (init) =>
        core.GET('/public/companies/{document}', { ...init, params: { path: { document: cnpj } } }),
      options,
    });
  }

  /**
   * An address by CEP (`01310-100` or `01310100`). As in the public CEP service the gateway
   * mirrors, a well-formed CEP that does not exist resolves to `{ erro: true }`, not a 404; the
   * type is a union that `erro` narrows.
   *
   * @example
   * const address = await balcao.lookups.postalCode('01310-100');
   * if (address.erro) console.log('CEP não encontrado');
   * else console.log(address.logradouro, address.localidade, address.uf);
   */
  postalCode(cep: string, options?: RequestOptions): APIPromise<PostalAddress> {
    const { core } = this.#transport;
    return this.#transport.request({
      method: 'GET',
      authenticated: false,
      call: (init) => core.GET('/public/postal-codes/{cep}/json', { ...init, params: { path: { cep } } }),
      options,
    });
  }
}
