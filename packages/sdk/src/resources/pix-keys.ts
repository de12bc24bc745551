import type { banking } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = banking.components['schemas'];
/** A Pix key of the business account, `key` as the Pix directory holds it (phone '+55…', CNPJ digits). */
export type PixKey = Schemas['PixKey'];
export type PixKeyType = Schemas['PixKeyType'];
/**
 * The answer of `create`, narrowed by `status`: `REGISTERED` with `pixKey` and `keyValue` (for a random
 * key the UUID the gateway drew), or, for a phone key, `AWAITING_CONFIRMATION` with `challenge`.
 */
export type PixKeyRegistration = Schemas['PixKeyRegistration'];
/** A registered key: what `confirm` answers, and `create` when `status` is `REGISTERED`. */
export type PixKeyRegistered = Schemas['PixKeyRegistered'];
export type PixKeyChallenge = Schemas['PixKeyChallenge'];
/**
 * `accountId` is `debitAccountId` (conta corrente) or `investmentAccountId` of the bank account; `key`
 * an e-mail, a phone as '55' + DDD + number (digits only), the seller's CNPJ, or nothing for `evp`.
 */
export type PixKeyCreateParams = Schemas['PixKeyCreateRequest'];

/**
 * The Pix keys of the business account (Dados da Conta), for B_SELLER_ADMIN, SELLER_BACKOFFICE,
 * BANKING_ADMIN or BANKING_WALLET; every call needs the account ACTIVE, otherwise a ConflictError
 * `ACCOUNT_NOT_ACTIVE` ('Conta não configurada.'). At most 20 keys per account (`PIX_KEY_LIMIT`); a key
 * the Pix directory already holds, here or at any other account, is a ConflictError
 * `PIX_KEY_ALREADY_REGISTERED`.
 */
export class PixKeys extends APIResource {
  /**
   * The keys of one account, oldest first.
   *
   * @example
   * for (const key of await balcao.pix.keys.list(debitAccountId)) console.log(key.keyType, key.key);
   */
  list(accountId: string, options?: RequestOptions): APIPromise<PixKey[]> {
    return this._get('banking', '/key/{id}', { params: { path: { id: accountId } } }, options);
  }

  /**
   * Registers a key. E-mail, CNPJ and random keys are registered at once; a phone key is registered by
   * `confirm` with the 6-digit code sent by SMS to the number (in the sandbox, the SMS lands in
   * `/_sandbox/outbox?channel=SMS`). A BadRequestError carries the form's message ('Digite um e-mail
   * válido!'). Retries reuse the idempotency key, so a retried call never sends a second SMS.
   *
   * @example
   * const { keyValue } = await balcao.pix.keys.create({ accountId: debitAccountId, keyType: 'evp' });
   * const phone = await balcao.pix.keys.create({ accountId: debitAccountId, keyType: 'phone', key: '5511987654321' });
   * if (phone.status === 'AWAITING_CONFIRMATION') await balcao.pix.keys.confirm(phone.challenge.id, { code });
   */
  create(params: PixKeyCreateParams, options?: RequestOptions): APIPromise<PixKeyRegistration> {
    return this._post('banking', '/key', { body: params }, options);
  }

  /**
   * Confirms a phone key with the code from the SMS, registering it. A wrong code is a BadRequestError
   * `INVALID_CODE`; after five wrong codes, ten minutes, or once used, a ConflictError `PIX_KEY_CHALLENGE_EXPIRED`:
   * `create` the key again for a new code.
   *
   * @example
   * const { pixKey } = await balcao.pix.keys.confirm(challenge.id, { code: '482915' });
   */
  confirm(
    challengeId: string,
    params: { code: string },
    options?: RequestOptions,
  ): APIPromise<PixKeyRegistered> {
    return this._post(
      'banking',
      '/key/confirmation/{challengeId}',
      { params: { path: { challengeId } }, body: params },
      options,
    );
  }

  /**
   * Deletes a key: it leaves the Pix directory and can be registered again. `keyType` must be the key's.
   *
   * @example
   * await balcao.pix.keys.delete(key.id, { keyType: key.keyType });
   */
  delete(id: string, params: { keyType: PixKeyType }, options?: RequestOptions): APIPromise<void> {
    return this._delete(
      'banking',
      '/key/{id}',
      () => ({ params: { path: { id }, query: { keyType: params.keyType } } }),
      options,
      { noContent: true },
    );
  }
}
