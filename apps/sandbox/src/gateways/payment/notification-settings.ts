import type { payment } from '@balcao/client';
import {
  getNotificationSettings,
  setEveryNotificationActive,
  setNotificationActive,
  updateNotificationIdentification,
} from '../../areas/notification-settings/settings';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

/** /notificacoes: the seller's notifications to its customers. */
export const notificationSettingsHandlers: Pick<
  Handlers<Ops>,
  | 'getNotificationSettings'
  | 'updateNotificationIdentification'
  | 'setNotificationActive'
  | 'setEveryNotificationActive'
> = {
  getNotificationSettings: (input, { db, clock }) => getNotificationSettings(db, clock, callerOf(input)),
  updateNotificationIdentification: ({ body, ...input }, { db, clock }) =>
    updateNotificationIdentification(db, clock, callerOf(input), body),
  setNotificationActive: ({ body, ...input }, { db, clock }) =>
    setNotificationActive(db, clock, callerOf(input), body),
  setEveryNotificationActive: ({ body, ...input }, { db, clock }) =>
    setEveryNotificationActive(db, clock, callerOf(input), body),
};
