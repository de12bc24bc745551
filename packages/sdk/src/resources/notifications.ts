import type { APIPromise } from '../core/api-promise';
import type { PageIterator } from '../core/pagination';
import type { RequestOptions, Transport } from '../core/transport';
import type { Notification, NotificationListParams, NotificationPage, UnreadCount } from '../core/types';

/** The seller's notification panel. */
export class Notifications {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /**
   * Every notification, newest first unless `sort` says otherwise, fetched `size` at a time
   * (10 by default) as the loop asks for them: `for await (const n of balcao.notifications.list())`.
   * `page` (zero-based) is where the walk starts. The options apply to every page's request.
   */
  list(
    params: NotificationListParams = {},
    options?: RequestOptions,
  ): PageIterator<Notification, NotificationPage> {
    const { core } = this.#transport;
    const { page: firstPage = 0, ...query } = params;
    return this.#transport.paginate(
      firstPage,
      (page, init) => core.GET('/notification-panel', { ...init, params: { query: { ...query, page } } }),
      options,
    );
  }

  /** How many notifications are unread. */
  unreadCount(options?: RequestOptions): APIPromise<UnreadCount> {
    const { core } = this.#transport;
    return this.#transport.request({
      method: 'GET',
      authenticated: true,
      call: (init) => core.GET('/notification-panel/quantity-unread', init),
      options,
    });
  }

  /**
   * Marks one notification read; returns it with `notifiedAt` set. Not retried on failure: a PATCH
   * carries no idempotency key.
   */
  markRead(id: number, options?: RequestOptions): APIPromise<Notification> {
    const { core } = this.#transport;
    return this.#transport.request({
      method: 'PATCH',
      authenticated: true,
      call: (init) => core.PATCH('/notification-panel/{id}/read', { ...init, params: { path: { id } } }),
      options,
    });
  }

  /**
   * Marks every notification read; returns the unread count left (zero). Not retried on failure:
   * a PATCH carries no idempotency key.
   */
  markAllRead(options?: RequestOptions): APIPromise<UnreadCount> {
    const { core } = this.#transport;
    return this.#transport.request({
      method: 'PATCH',
      authenticated: true,
      call: (init) => core.PATCH('/notification-panel/read-all', init),
      options,
    });
  }
}
