import { isApiError } from '@balcao/client';
import { QueryClient } from '@tanstack/react-query';

/**
 * Failed reads are retried only when retrying can help: connection failures and 5xx. A 4xx says
 * the request itself is wrong (or the session is over), and asking again changes nothing.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && (!isApiError(error) || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}
