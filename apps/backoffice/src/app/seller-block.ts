import { type BalcaoClients, unwrap } from '@balcao/client';
import { queryOptions } from '@tanstack/react-query';

/**
 * The seller's payout block (§2.6): read by the layout's banner and by /financeiro, which turns read-only
 * while payouts are blocked; one query, so both agree and the gateway is asked once.
 */
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
