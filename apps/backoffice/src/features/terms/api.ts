import { type BalcaoClients, unwrap } from '@balcao/client';
import { queryOptions } from '@tanstack/react-query';

export const termsQueries = {
  all: () => ['terms'] as const,
  current: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...termsQueries.all(), 'current'],
      queryFn: () => unwrap(clients.core.GET('/sellers/user-terms/current')),
      staleTime: 5 * 60_000,
    }),
};

export function acceptCurrentTerms(clients: BalcaoClients) {
  return unwrap(clients.core.PATCH('/sellers/user-terms/current'));
}
