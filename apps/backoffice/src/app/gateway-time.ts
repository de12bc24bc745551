import type { BalcaoClients } from '@balcao/client';
import { type ApiDate, businessToday } from '@balcao/domain/dates';
import { useSyncExternalStore } from 'react';
import { useServices } from './services';

/*
 * 'Today' is the gateway's, never the browser's (docs/decisions/2026-12-04-hoje-do-gateway.md): the
 * clients keep the gateway's clock from the `Date` header of its answers, and every rule that needs the
 * current date or time reads it through these. A screen re-renders when an answer moves that clock.
 */

/** São Paulo's business date on the gateway's clock, outside React (route loaders). */
export function gatewayToday(clients: BalcaoClients): ApiDate {
  return businessToday(clients.clock.now());
}

/** São Paulo's business date on the gateway's clock. */
export function useGatewayToday(): ApiDate {
  const { clock } = useServices().clients;
  return useSyncExternalStore(clock.subscribe, () => businessToday(clock.now()));
}

/** The gateway's current time, read when called (a deadline checked at submit, a minimum time). */
export function useGatewayNow(): () => Date {
  const { clock } = useServices().clients;
  useSyncExternalStore(clock.subscribe, clock.offsetMs);
  return clock.now;
}
