import { type BalcaoClients, unwrap } from '@balcao/client';
import { queryOptions } from '@tanstack/react-query';

export const sellerBlockQueries = {
  all: () => ['seller-block'] as const,
  status: (clients: BalcaoClients, idSeller: number) =>
    queryOptions({
      queryKey: [...sellerBlockQueries.all(), idSeller],
      queryFn: () =>
        unwrap(
          clients.core.GET('/sellers-blocked-malga-cerc', { params: { query: { id_seller: idSeller } } }),
        ),
      staleTime: 5 * 60_000,
    }),
};
