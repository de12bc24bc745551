import type { payment } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import type { PageIterator } from '../core/pagination';
import type { RequestOptions, Transport } from '../core/transport';
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
export class Events {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /**
   * Newest first, with the body each webhook received.
   *
   * @example
   * for await (const event of balcao.events.list()) console.log(event.id, event.type);
   */
  list(params: EventListParams = {}, options?: RequestOptions): PageIterator<WebhookEvent, EventPage> {
    const { payment } = this.#transport;
    const { page: firstPage = 0, ...query } = params;
    return this.#transport.paginate(
      firstPage,
      (page, init) => payment.GET('/events', { ...init, params: { query: { ...query, page } } }),
      options,
    );
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
    const { payment } = this.#transport;
    return this.#transport.request({
      method: 'POST',
      authenticated: true,
      call: (init) =>
        payment.POST('/events/{id}/replay', { ...init, params: { path: { id } }, body: params }),
      options,
    });
  }
}
