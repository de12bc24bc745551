import type { core } from '@balcao/client';
import {
  countUnread,
  listNotifications,
  markAllRead,
  markRead,
} from '../../areas/notifications/notifications';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = core.operations;
type Notification = core.components['schemas']['Notification'];

export const notificationsHandlers: Pick<
  Handlers<Ops>,
  'listNotifications' | 'countUnreadNotifications' | 'markNotificationRead' | 'markAllNotificationsRead'
> = {
  listNotifications: async (input, { db, clock }) => {
    const page = await listNotifications(db, clock, callerOf(input), {
      page: input.query.page ?? 0,
      size: input.query.size ?? 10,
      sort: input.query.sort ?? 'createdAt,desc',
    });
    // The table only ever holds the contract's notification types.
    return { ...page, content: page.content as Notification[] };
  },
  countUnreadNotifications: (input, { db, clock }) => countUnread(db, clock, callerOf(input)),
  markNotificationRead: async (input, { db, clock }) =>
    (await markRead(db, clock, callerOf(input), input.params.id)) as Notification,
  markAllNotificationsRead: (input, { db, clock }) => markAllRead(db, clock, callerOf(input)),
};
