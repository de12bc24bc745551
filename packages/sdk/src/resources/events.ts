import type { payment } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';
import type { WebhookEvent } from './webhooks';

type Schemas = payment.components['schemas'];
export type EventPage = Schemas['EventPage'];
/** `page` is where the iteration starts (zero-based); `size` how many a request fetches (at most 100). */
export type EventListParams = NonNullable<payment.operations['listEvents']['parameters']['query']>;
export type EventReplayParams = Schemas['EventReplayRequest'];
/** The new delivery a replay created: its own `webhook-id`, the event's id and body. */
export type EventDelivery = Schemas['WebhookDelivery'];

/**
 * The seller's events of the last 30 days (what its webhooks were sent), for an API key or a user with
 * SELLER_CONFIG_INTEGRATION: the log that `balcao listen` reads, and a replay of one event to one webhook.
 */
export class Events extends APIResource {
  /**
   * Newest first, with the body each webhook received.
   *
   * @example
   * for await (const event of balcao.events.list()) console.log(event.id, event.type);
   */
  list(params: EventListParams = {}, options?: RequestOptions): PagePromise<WebhookEvent, EventPage> {
    return this._list('payment', '/events', { params: { query: params } }, options);
  }

  /**
   * Sends the event again, as a new delivery, to one active webhook of the seller (signed with that
   * webhook's secret). A webhook switched off is a ConflictError; another seller's event or webhook, a
   * NotFoundError.
   *
   * @example
   * await balcao.events.replay(event.id, { endpointId: webhook.id });
   */
  replay(id: string, params: EventReplayParams, options?: RequestOptions): APIPromise<EventDelivery> {
    return this._post('payment', '/events/{id}/replay', { params: { path: { id } }, body: params }, options);
  }
}
