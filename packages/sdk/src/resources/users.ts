import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';
import type {
  ProfileOption,
  User,
  UserCreateParams,
  UserListParams,
  UserPage,
  UserUpdateParams,
} from '../core/types';

/**
 * The users of the signed-in user's seller and their profiles. Every call needs SELLER_ADMIN (or
 * the provider's SELLER_BACKOFFICE): others get a PermissionDeniedError.
 */
export class Users extends APIResource {
  /**
   * Every user of the seller (deleted ones excepted), by e-mail unless `sort` says otherwise,
   * fetched `size` at a time (20 by default) as the loop asks for them.
   *
   * @example
   * for await (const user of balcao.users.list({ sort: 'createdAt,DESC' })) {
   *   console.log(user.email, user.profile, user.status);
   * }
   */
  list(params: UserListParams = {}, options?: RequestOptions): PagePromise<User, UserPage> {
    return this._list('core', '/app/v1/users', { params: { query: params } }, options);
  }

  /**
   * Invites a user: created as CREATED, with an e-mail whose link (valid 7 days) sets the first
   * password. At least one profile; banking profiles only while the seller's PJ account is active.
   * An e-mail already in use rejects with a ConflictError (`EMAIL_IN_USE`).
   *
   * @example
   * const user = await balcao.users.create({ email: 'vendas2@loja.com.br', profile: 'SALE' });
   */
  create(params: UserCreateParams, options?: RequestOptions): APIPromise<User> {
    return this._post('core', '/app/v1/users', { body: params }, options);
  }

  /**
   * One user of the seller; NotFoundError for another seller's user or a deleted one.
   *
   * @example
   * const user = await balcao.users.retrieve(21);
   */
  retrieve(id: number, options?: RequestOptions): APIPromise<User> {
    return this._get('core', '/app/v1/users/{id}', { params: { path: { id } } }, options);
  }

  /**
   * Changes a user's profiles or status: absent fields stay, `null` removes a profile. BLOCKED and
   * INACTIVE end the user's sessions at once. Not retried on failure: a PATCH carries no
   * idempotency key.
   *
   * @example
   * await balcao.users.update(21, { profile: 'SUPERVISOR', status: 'BLOCKED' });
   */
  update(id: number, params: UserUpdateParams, options?: RequestOptions): APIPromise<User> {
    return this._patch('core', '/app/v1/users/{id}', { params: { path: { id } }, body: params }, options);
  }

  /**
   * Deletes a user (a pending invitation too): their sessions and password links stop working and
   * the e-mail is free again. Nobody deletes themselves (ConflictError `OWN_USER`). Resolves to
   * undefined; not retried on failure.
   *
   * @example
   * await balcao.users.delete(21);
   */
  delete(id: number, options?: RequestOptions): APIPromise<void> {
    return this._delete('core', '/sellers/authenticated/users/{id}', { params: { path: { id } } }, options, {
      noContent: true,
    });
  }

  /**
   * The profiles a user can be given: acquiring ones (`type: 'user_profile'`) and, while the
   * seller's PJ account is active, banking ones (`type: 'banking_profile'`).
   *
   * @example
   * const profiles = await balcao.users.profiles(); // [{ value: 'ADMIN', label: 'Administrador', type: 'user_profile' }, …]
   */
  profiles(options?: RequestOptions): APIPromise<ProfileOption[]> {
    return this._get('core', '/app/v1/users/profiles', {}, options);
  }
}
