import { type BalcaoClients, isApiError, type payment, unwrap } from '@balcao/client';
import { queryOptions } from '@tanstack/react-query';

export type Checkout = payment.components['schemas']['Checkout'];
export type CheckoutRequest = payment.components['schemas']['CheckoutRequest'];

/** Query keys and fetchers of 'Meu Checkout' (§7 Checkout). Mutations invalidate `all()`. */
export const checkoutQueries = {
  all: () => ['checkouts'] as const,
  /** The seller's checkout, or null before it has one (the gateway answers 404). */
  default: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'default'],
      queryFn: async ({ signal }): Promise<Checkout | null> => {
        try {
          return await unwrap(clients.payment.GET('/checkouts/default', { signal }));
        } catch (error) {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        }
      },
    }),
};

export function checkSubdomain(clients: BalcaoClients, subDomain: string) {
  return unwrap(clients.payment.GET('/subdomains/{subDomain}/exists', { params: { path: { subDomain } } }));
}

export function createCheckout(clients: BalcaoClients, body: CheckoutRequest) {
  return unwrap(clients.payment.POST('/checkouts', { body }));
}

export function updateCheckout(clients: BalcaoClients, id: number, body: CheckoutRequest) {
  return unwrap(clients.payment.PUT('/checkouts/{id}', { params: { path: { id } }, body }));
}
