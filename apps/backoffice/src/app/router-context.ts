import type { BalcaoClients } from '@balcao/client';
import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from './session';

/** What every route's beforeLoad and loader receive (CONVENTIONS: roles from the router context). */
export interface RouterContext {
  auth: Auth;
  queryClient: QueryClient;
  /** The gateway clients, for loaders that prefetch through the query cache. */
  clients: BalcaoClients;
  /** The route paths this build of the app has (later areas add theirs as they are built). */
  appPaths: ReadonlySet<string>;
}
