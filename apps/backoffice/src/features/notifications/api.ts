import { type BalcaoClients, unwrap } from '@balcao/client';
import { NOTIFICATION_SORT } from '@balcao/domain/common';
import { notificationPageSize } from '@balcao/domain/notifications';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const NOTIFICATIONS_FAILED = 'Falha no carregamento das notificações.';

/** Query keys and fetchers of the notification panel (§2.7, §7.3). */
export const notificationQueries = {
  all: () => ['notifications'] as const,
  unreadCount: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'unread-count'],
      queryFn: () => unwrap(clients.core.GET('/notification-panel/quantity-unread')),
    }),
  /** One growing page: 10 items, then 2 more per load (§4.4). */
  panel: (clients: BalcaoClients, loads: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'panel', notificationPageSize(loads)],
      queryFn: () =>
        unwrap(
          clients.core.GET('/notification-panel', {
            params: { query: { page: 0, size: notificationPageSize(loads), sort: NOTIFICATION_SORT } },
          }),
        ),
      placeholderData: keepPreviousData,
    }),
};

export function markNotificationRead(clients: BalcaoClients, id: number) {
  return unwrap(clients.core.PATCH('/notification-panel/{id}/read', { params: { path: { id } } }));
}

/** The charge a notification is about: its `uuid` variable (§3.2). */
export function notificationChargePath(variables: readonly { name: string; value: string }[]): string | null {
  const uuid = variables.find((variable) => variable.name === 'uuid')?.value;
  return uuid ? `/cobrancas/${encodeURIComponent(uuid)}` : null;
}

/** A report the user asked for (NOTIFICATION_REPORT_READY): its download link, opened as is. */
export function notificationDownloadUrl(
  variables: readonly { name: string; value: string }[],
): string | null {
  const url = variables.find((variable) => variable.name === 'downloadUrl')?.value;
  return url && /^https?:\/\//.test(url) ? url : null;
}
