import type { payment } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = payment.components['schemas'];
/** A webhook as the list shows it: never its secret. */
export type WebhookEndpoint = Schemas['Webhook'];
/** The answer of `create`: the webhook and its `whsec_…` secret, which no other call but a rotation returns. */
export type WebhookEndpointCreated = Schemas['WebhookCreated'];
export type WebhookEndpointPage = Schemas['WebhookPage'];
export type WebhookEndpointCreateParams = Schemas['WebhookRequest'];
export type WebhookEndpointUpdateParams = Schemas['WebhookUpdateRequest'];
export type WebhookSecret = Schemas['WebhookSecret'];
export type WebhookAttempt = Schemas['WebhookAttempt'];
export type WebhookAttemptPage = Schemas['WebhookAttemptPage'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
/** `page` is where the iteration starts (zero-based); `size` how many a request fetches. */
export type WebhookEndpointListParams = NonNullable<
  payment.operations['listWebhooks']['parameters']['query']
>;
export type WebhookAttemptListParams = NonNullable<
  payment.operations['listWebhookAttempts']['parameters']['query']
>;

/**
 * The seller's webhooks (Integração > Webhooks), for a user with SELLER_CONFIG_INTEGRATION (the
 * Administrador profile); anyone else, and any API key, gets a PermissionDeniedError. Another seller's
 * webhook is a NotFoundError. In the sandbox a webhook may only point at this computer (localhost,
 * 127.0.0.0/8, ::1) or at hosts the operator allowed (`WEBHOOK_ALLOWED_HOSTS`): a BadRequestError else.
 */
export class WebhookEndpoints extends APIResource {
  /**
   * Every webhook of the seller, newest first.
   *
   * @example
   * for await (const webhook of balcao.webhookEndpoints.list()) console.log(webhook.title, webhook.url);
   */
  list(
    params: WebhookEndpointListParams = {},
    options?: RequestOptions,
  ): PagePromise<WebhookEndpoint, WebhookEndpointPage> {
    return this._list('payment', '/seller-api-webhooks', { params: { query: params } }, options);
  }

  /**
   * A new active webhook for the domains chosen (`ORDER`: one-off charges and links; `SUBSCRIPTION`).
   * Its `secret` is in this answer only and is not replayed on a retry (a lost answer is a
   * ConflictError `IDEMPOTENCY_NOT_REPLAYED`: rotate the secret then).
   *
   * @example
   * const { id, secret } = await balcao.webhookEndpoints.create({
   *   title: 'ERP', url: 'http://127.0.0.1:3000/webhooks', domains: ['ORDER'],
   * });
   */
  create(params: WebhookEndpointCreateParams, options?: RequestOptions): APIPromise<WebhookEndpointCreated> {
    return this._post('payment', '/seller-api-webhooks', { body: params }, options);
  }

  /**
   * Title, URL, domains and whether it is active, all at once; the secret stays.
   *
   * @example
   * await balcao.webhookEndpoints.update(id, { title: 'ERP', url, domains: ['ORDER', 'SUBSCRIPTION'], active: true });
   */
  update(
    id: string,
    params: WebhookEndpointUpdateParams,
    options?: RequestOptions,
  ): APIPromise<WebhookEndpoint> {
    return this._put(
      'payment',
      '/seller-api-webhooks/{id}',
      { params: { path: { id } }, body: params },
      options,
    );
  }

  /** Sends events again, including deliveries that waited while it was off (within their 24 h). */
  activate(id: string, options?: RequestOptions): APIPromise<WebhookEndpoint> {
    return this.#setActive(id, true, options);
  }

  /** No new events; pending deliveries wait. */
  deactivate(id: string, options?: RequestOptions): APIPromise<WebhookEndpoint> {
    return this.#setActive(id, false, options);
  }

  /** Deletes the webhook with its deliveries and attempts. */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._delete('payment', '/seller-api-webhooks/{id}', { params: { path: { id } } }, options, {
      noContent: true,
    });
  }

  /**
   * A new secret, in this answer only; for 24 h of the gateway's clock (`previousSecretExpiresAt`) each
   * delivery is signed with both, so your receiver can switch without losing events.
   *
   * @example
   * const { secret } = await balcao.webhookEndpoints.rotateSecret(id);
   */
  rotateSecret(id: string, options?: RequestOptions): APIPromise<WebhookSecret> {
    return this._post(
      'payment',
      '/seller-api-webhooks/{id}/secret/rotate',
      { params: { path: { id } } },
      options,
    );
  }

  /**
   * Every attempt to deliver to this webhook, newest first: the status your receiver answered, how long
   * it took, up to 1 KB of its answer, and where the delivery stands (with its next attempt).
   *
   * @example
   * for await (const attempt of balcao.webhookEndpoints.attempts(id)) console.log(attempt.statusCode);
   */
  attempts(
    id: string,
    params: WebhookAttemptListParams = {},
    options?: RequestOptions,
  ): PagePromise<WebhookAttempt, WebhookAttemptPage> {
    const init = { params: { path: { id }, query: params } };
    return this._list('payment', '/seller-api-webhooks/{id}/attempts', init, options);
  }

  /**
   * Asks for an attempt of a delivery now (same `webhook-id`, signed again); the gateway's scheduler
   * makes it within about a second and it shows in `attempts`.
   *
   * @example
   * await balcao.webhookEndpoints.resend(id, attempt.deliveryId);
   */
  resend(id: string, deliveryId: string, options?: RequestOptions): APIPromise<WebhookDelivery> {
    return this._post(
      'payment',
      '/seller-api-webhooks/{id}/deliveries/{deliveryId}/resend',
      { params: { path: { id, deliveryId } } },
      options,
    );
  }

  #setActive(id: string, active: boolean, options: RequestOptions | undefined): APIPromise<WebhookEndpoint> {
    return this._patch(
      'payment',
      '/seller-api-webhooks/{id}/active',
      { params: { path: { id } }, body: { active } },
      options,
    );
  }
}
