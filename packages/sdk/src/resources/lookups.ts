import type { APIPromise } from '../core/api-promise';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';
import type { Company, PostalAddress } from '../core/types';

/** Public lookups: no session needed. */
export class Lookups extends APIResource {
  /** A company by CNPJ (numeric or alphanumeric, punctuation allowed). NotFoundError when there is none. */
  company(cnpj: string, options?: RequestOptions): APIPromise<Company> {
    return this._get(
      'core',
      '/public/companies/{document}',
      { params: { path: { document: cnpj } } },
      options,
      { public: true },
    );
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
    return this._get('core', '/public/postal-codes/{cep}/json', { params: { path: { cep } } }, options, {
      public: true,
    });
  }
}
