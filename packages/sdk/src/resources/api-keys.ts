import type { payment } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = payment.components['schemas'];
/** A key as the list shows it: never its secret, only `prefix` to recognise it. */
export type ApiKey = Schemas['ApiKey'];
/** The answer of `create`: the key and its secret `token`, which no other call returns. */
export type ApiKeyCreated = Schemas['ApiKeyCreated'];
export type ApiKeyPage = Schemas['ApiKeyPage'];
export type ApiKeyCreateParams = Schemas['ApiKeyCreateRequest'];
export type ApiKeyUpdateParams = Schemas['ApiKeyUpdateRequest'];
/** `page` is where the iteration starts (zero-based); `size` how many a request fetches. */
export type ApiKeyListParams = NonNullable<payment.operations['listApiKeys']['parameters']['query']>;

/**
 * The seller's API keys (Integração > Chaves API), for a user with SELLER_CONFIG_INTEGRATION (the
 * Administrador profile); anyone else, and any API key, gets a PermissionDeniedError. A key of
 * another seller, or one deleted, is a NotFoundError.
 */
export class ApiKeys extends APIResource {
  /**
   * Every key of the seller, newest first, with when it was last used (to the minute).
   *
   * @example
   * for await (const key of balcao.apiKeys.list()) {
   *   console.log(key.title, key.prefix, key.active, key.lastUsedAt);
   * }
   */
  list(params: ApiKeyListParams = {}, options?: RequestOptions): PagePromise<ApiKey, ApiKeyPage> {
    return this._list('payment', '/seller-api-tokens', { params: { query: params } }, options);
  }

  /**
   * A new active key. Its secret (`token`, `bk_test_…`) is in this answer only: the gateway keeps a
   * hash. The call is not replayed on a retry (the gateway never stores an answer with a secret), so a
   * lost answer is a ConflictError (`IDEMPOTENCY_NOT_REPLAYED`): list the keys and delete the extra.
   *
   * @example
   * const { token } = await balcao.apiKeys.create({ title: 'ERP da loja' });
   * const integration = new Balcao({ baseUrl, apiKey: token });
   */
  create(params: ApiKeyCreateParams, options?: RequestOptions): APIPromise<ApiKeyCreated> {
    return this._post('payment', '/seller-api-tokens', { body: params }, options);
  }

  /**
   * Renames a key and sets whether it is active, both at once.
   *
   * @example
   * await balcao.apiKeys.update(key.id, { title: 'ERP (produção)', active: true });
   */
  update(id: string, params: ApiKeyUpdateParams, options?: RequestOptions): APIPromise<ApiKey> {
    return this._put(
      'payment',
      '/seller-api-tokens/{id}',
      { params: { path: { id } }, body: params },
      options,
    );
  }

  /**
   * Accepts the key again from the next call on, with the same secret.
   *
   * @example
   * await balcao.apiKeys.activate(key.id);
   */
  activate(id: string, options?: RequestOptions): APIPromise<ApiKey> {
    return this.#setActive(id, true, options);
  }

  /**
   * Refuses the key from the next call on (an AuthenticationError for whoever uses it).
   *
   * @example
   * await balcao.apiKeys.deactivate(key.id);
   */
  deactivate(id: string, options?: RequestOptions): APIPromise<ApiKey> {
    return this.#setActive(id, false, options);
  }

  /**
   * Deletes the key for good: refused from the next call on, and gone from the list.
   *
   * @example
   * await balcao.apiKeys.delete(key.id);
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._delete('payment', '/seller-api-tokens/{id}', { params: { path: { id } } }, options, {
      noContent: true,
    });
  }

  #setActive(id: string, active: boolean, options: RequestOptions | undefined): APIPromise<ApiKey> {
    return this._patch(
      'payment',
      '/seller-api-tokens/{id}/active',
      { params: { path: { id } }, body: { active } },
      options,
    );
  }
}
