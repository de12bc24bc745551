import type { payment } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = payment.components['schemas'];

/** The sender, the all-notifications switch and the 42 switches, each with the text it sends. */
export type NotificationSettings = Schemas['NotificationSettings'];
export type NotificationSwitch = Schemas['NotificationSwitch'];
/** `{METHOD}_{MOMENT}` for e-mail, the same with `_WHATSAPP` for WhatsApp (e.g. `PIX_PAYMENT_WHATSAPP`). */
export type NotificationType = Schemas['NotificationType'];
/** `name` and `email` required (`email` valid); `hiddenEmail` optional, gets a hidden copy of each e-mail. */
export type NotificationIdentificationParams = Schemas['NotificationIdentificationRequest'];

/**
 * `notificationSettings`: what the seller's customers are sent (/notificacoes) — reminders 15, 7 and 2
 * days before a charge's due date, the payment confirmation, and notices 2, 7 and 20 days after it while
 * it is unpaid, by e-mail and WhatsApp. Every change answers the whole settings. PATCH calls carry no
 * idempotency key and are not retried; sending the same state twice is harmless.
 */
export class NotificationSettingsResource extends APIResource {
  /**
   * @example
   * const { activeAllNotifications, notifications } = await balcao.notificationSettings.retrieve();
   */
  retrieve(options?: RequestOptions): APIPromise<NotificationSettings> {
    return this._get('payment', '/seller-notifications', {}, options);
  }

  /**
   * The sender's identification and the all-notifications switch, sent together as the API takes them
   * (`activeAllNotifications: false` pauses every message and keeps each switch's choice). An invalid
   * e-mail is a BadRequestError ('E-mail: Digite um e-mail válido!').
   *
   * @example
   * await balcao.notificationSettings.updateBasic({
   *   name: 'Loja Exemplo', email: 'contato@loja.com.br', activeAllNotifications: true,
   * });
   */
  updateBasic(
    params: NotificationIdentificationParams,
    options?: RequestOptions,
  ): APIPromise<NotificationSettings> {
    return this._patch('payment', '/seller-notifications/basic', { body: params }, options);
  }

  /**
   * One switch on or off.
   *
   * @example
   * await balcao.notificationSettings.setActive('BANK_SLIP_LATE_PAYMENT_TWO_DAYS_WHATSAPP', true);
   */
  setActive(
    type: NotificationType,
    active: boolean,
    options?: RequestOptions,
  ): APIPromise<NotificationSettings> {
    return this._patch('payment', '/seller-notifications/active', { body: { type, active } }, options);
  }

  /**
   * Every switch of a channel (or of both, without one) at once.
   *
   * @example
   * await balcao.notificationSettings.setEveryActive(false, 'WHATSAPP');
   */
  setEveryActive(
    active: boolean,
    channel?: NotificationSwitch['channel'],
    options?: RequestOptions,
  ): APIPromise<NotificationSettings> {
    return this._patch(
      'payment',
      '/seller-notifications/migration/active',
      { body: channel ? { active, channel } : { active } },
      options,
    );
  }
}
