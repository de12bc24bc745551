import { type BalcaoClients, errorLines, isApiError, type payment, unwrap } from '@balcao/client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';

export type ApiKey = payment.components['schemas']['ApiKey'];
export type ApiKeyCreated = payment.components['schemas']['ApiKeyCreated'];

/** A seller has at most 100 keys (the gateway's limit), so one request reads them all. */
export const API_KEY_LIST_SIZE = 100;

/** Query keys and fetchers of Integração > Chaves API (§7 Settings, /seller-api-tokens). */
export const apiKeyQueries = {
  all: () => ['api-keys'] as const,
  list: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...apiKeyQueries.all(), 'list'],
      queryFn: () =>
        unwrap(clients.payment.GET('/seller-api-tokens', { params: { query: { size: API_KEY_LIST_SIZE } } })),
    }),
};

/** Every change to a key reads the list again, under the factory's prefix. */
function useApiKeyMutation<Input, Output>(run: (clients: BalcaoClients, input: Input) => Promise<Output>) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(clients, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyQueries.all() }),
  });
}

export const useCreateApiKey = () =>
  useApiKeyMutation((clients, title: string) =>
    unwrap(clients.payment.POST('/seller-api-tokens', { body: { title } })),
  );

export const useSetApiKeyActive = () =>
  useApiKeyMutation((clients, { id, active }: { id: string; active: boolean }) =>
    unwrap(
      clients.payment.PATCH('/seller-api-tokens/{id}/active', { params: { path: { id } }, body: { active } }),
    ),
  );

/** PUT sends the title and the state together (§7); the screen renames, keeping the key's state. */
export const useUpdateApiKey = () =>
  useApiKeyMutation((clients, { id, title, active }: { id: string; title: string; active: boolean }) =>
    unwrap(
      clients.payment.PUT('/seller-api-tokens/{id}', { params: { path: { id } }, body: { title, active } }),
    ),
  );

export const useDeleteApiKey = () =>
  useApiKeyMutation(async (clients, id: string) => {
    await unwrap(clients.payment.DELETE('/seller-api-tokens/{id}', { params: { path: { id } } }));
  });

/** §8: one toast 'code - description' per error the server listed, else the screen's own message. */
export function apiKeyErrorLines(error: unknown, fallback: string): string[] {
  return isApiError(error) && error.errors.length > 0 ? errorLines(error) : [fallback];
}
