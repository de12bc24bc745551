import type { core } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = core.components['schemas'];
export type StepUpOperation = Schemas['StepUpOperation'];
export type StepUpConfirmParams = Schemas['StepUpRequest'];
export type StepUpConfirmation = Schemas['StepUpConfirmation'];
export type StepUpSettings = Schemas['StepUpSettings'];
export type StepUpSettingsUpdateParams = Schemas['StepUpSettingsUpdate'];

/**
 * Confirming who moves money: `balcao.stepUp`. When the merchant's administrator chose that a kind of
 * movement asks (`settings()`), its call needs a fresh confirmation, passed as the `confirmation`
 * request option; without one it rejects with a `ConfirmationRequiredError` (428) having moved nothing.
 * An API key is an integration, not a person: its calls never ask.
 */
export class StepUp extends APIResource {
  /**
   * Trades the user's authenticator code (two-factor on) or password (off) for a confirmation good
   * once, for one kind of movement, for two minutes. A wrong one is a BadRequestError (`INVALID_CODE`,
   * `INVALID_PASSWORD`) counted in the sign-in's limits (then a RateLimitError).
   *
   * @example
   * const { confirmation } = await balcao.stepUp.confirm({ operation: 'WITHDRAWAL', password });
   * await balcao.transfers.create({ amount: 150 }, { confirmation });
   */
  confirm(params: StepUpConfirmParams, options?: RequestOptions): APIPromise<StepUpConfirmation> {
    return this._post('core', '/step-up', { body: params }, options);
  }

  /** Which kinds ask, the refund threshold in reais, and how this user confirms (TOTP or PASSWORD). */
  settings(options?: RequestOptions): APIPromise<StepUpSettings> {
    return this._get('core', '/step-up/settings', {}, options);
  }

  /** The administrator's choice (SELLER_ADMIN only; anyone else gets a PermissionDeniedError). */
  updateSettings(params: StepUpSettingsUpdateParams, options?: RequestOptions): APIPromise<StepUpSettings> {
    return this._put('core', '/step-up/settings', { body: params }, options);
  }
}
