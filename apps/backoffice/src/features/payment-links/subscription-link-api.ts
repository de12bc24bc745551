import { type BalcaoClients, type payment, unwrap } from '@balcao/client';
import { PLAN_SELECT_SIZE } from '@balcao/domain/subscriptions';
import { queryOptions } from '@tanstack/react-query';
import { paymentLinkQueries } from './api';

export type PlanOption = payment.components['schemas']['Plan'];

/**
 * The plans a subscription link may sell, for its select: the seller's first 100 (as the import's
 * select reads them). Kept under the links' key, since features do not share query factories; the
 * select offers the active ones, and the link's own plan when an edited link's plan was deactivated.
 */
export const subscriptionLinkQueries = {
  plans: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...paymentLinkQueries.all(), 'plans'],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/plans', { params: { query: { page: 0, size: PLAN_SELECT_SIZE } }, signal }),
        ),
      staleTime: 30_000,
      // A plan created in another tab ('Criar plano') is in the select on coming back.
      refetchOnWindowFocus: true,
    }),
};
