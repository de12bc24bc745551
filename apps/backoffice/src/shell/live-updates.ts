import { useEffect, useSyncExternalStore } from 'react';
import { followLiveStream, type LiveEvent } from '../app/live-stream';
import { useServices } from '../app/services';
import { chargeQueries } from '../features/charges/api';
import { notificationQueries } from '../features/notifications/api';

/**
 * What each live event makes stale. The charges area's prefix covers its lists, each charge's page and
 * the dashboard (whose keys sit under it); the bell's prefix its count and list. Nothing is copied from
 * the event: the queries refetch through the contract, with the user's own roles.
 */
export function staleKeysOf(event: Pick<LiveEvent, 'kind'>): (readonly unknown[])[] {
  if (event.kind.startsWith('charge.')) return [chargeQueries.all()];
  if (event.kind.startsWith('notification.')) return [notificationQueries.all()];
  return [];
}

/**
 * One live stream per signed-in session (the app's frame), its events turned into invalidations. It follows
 * the session store itself, so whatever ends the session (Sair, a refused refresh, another tab) closes it.
 */
export function useLiveUpdates(): void {
  const { clients, auth, queryClient, gatewayUrl } = useServices();
  const signedIn = useSyncExternalStore(auth.store.subscribe, () => auth.session !== null);
  useEffect(() => {
    if (!signedIn) return;
    const invalidate = (keys: (readonly unknown[])[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    return followLiveStream({
      url: `${gatewayUrl.replace(/\/+$/, '')}/core/events/stream`,
      token: () => auth.session?.token ?? null,
      onEvent: (event) => invalidate(staleKeysOf(event)),
      onReconnect: () => invalidate([chargeQueries.all(), notificationQueries.all()]),
      // Any call through the clients refreshes an expired token first (the session keeper).
      onRefused: async () => {
        await clients.core.GET('/notification-panel/quantity-unread').catch(() => undefined);
      },
    });
  }, [signedIn, clients, auth, queryClient, gatewayUrl]);
}
