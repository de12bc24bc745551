import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from './session';

/** What every route's beforeLoad and loader receive (CONVENTIONS: roles from the router context). */
export interface RouterContext {
  auth: Auth;
  queryClient: QueryClient;
}
