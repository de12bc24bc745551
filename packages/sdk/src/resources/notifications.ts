import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';
import type { Notification, NotificationListParams, NotificationPage, UnreadCount } from '../core/types';

/** The seller's notification panel. */
export class Notifications extends APIResource {
  /**
   * Every notification, newest first unless `sort` says otherwise, fetched `size` at a time
   * (10 by default) as the loop asks for them: `for await (const n of balcao.notifications.list())`.
   * `page` (zero-based) is where the walk starts. The options apply to every page's request.
   */
  list(
    params: NotificationListParams = {},
    options?: RequestOptions,
  ): PagePromise<Notification, NotificationPage> {
    return this._list('core', '/notification-panel', { params: { query: params } }, options);
  }

  /** How many notifications are unread. */
  unreadCount(options?: RequestOptions): APIPromise<UnreadCount> {
    return this._get('core', '/notification-panel/quantity-unread', {}, options);
  }

  /**
   * Marks one notification read; returns it with `notifiedAt` set. Not retried on failure: a PATCH
   * carries no idempotency key.
   */
  markRead(id: number, options?: RequestOptions): APIPromise<Notification> {
    return this._patch('core', '/notification-panel/{id}/read', { params: { path: { id } } }, options);
  }

  /**
   * Marks every notification read; returns the unread count left (zero). Not retried on failure:
   * a PATCH carries no idempotency key.
   */
  markAllRead(options?: RequestOptions): APIPromise<UnreadCount> {
    return this._patch('core', '/notification-panel/read-all', {}, options);
  }
}
