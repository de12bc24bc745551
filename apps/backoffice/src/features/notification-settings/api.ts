import { type BalcaoClients, type payment, unwrap } from '@balcao/client';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

export type NotificationSettings = payment.components['schemas']['NotificationSettings'];
export type NotificationSwitch = payment.components['schemas']['NotificationSwitch'];
export type NotificationIdentificationRequest =
  payment.components['schemas']['NotificationIdentificationRequest'];

/** Query keys and fetchers of /notificacoes (§7 Settings). Every change answers the whole settings. */
export const notificationSettingsQueries = {
  all: () => ['notification-settings'] as const,
  settings: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...notificationSettingsQueries.all(), 'settings'],
      queryFn: ({ signal }) => unwrap(clients.payment.GET('/seller-notifications', { signal })),
    }),
};

export function updateIdentification(clients: BalcaoClients, body: NotificationIdentificationRequest) {
  return unwrap(clients.payment.PATCH('/seller-notifications/basic', { body }));
}

export function setNotificationActive(
  clients: BalcaoClients,
  type: NotificationSwitch['type'],
  active: boolean,
) {
  return unwrap(clients.payment.PATCH('/seller-notifications/active', { body: { type, active } }));
}

/** The answer of a change is the new state: put it in the cache instead of reading it again. */
export function storeSettings(
  queryClient: QueryClient,
  clients: BalcaoClients,
  settings: NotificationSettings,
) {
  queryClient.setQueryData(notificationSettingsQueries.settings(clients).queryKey, settings);
}
