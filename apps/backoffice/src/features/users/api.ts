import { type BalcaoClients, type core, errorLines, isApiError, unwrap } from '@balcao/client';
import { USER_PAGE_SIZE } from '@balcao/domain/access';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';

export type User = core.components['schemas']['User'];
export type ProfileOption = core.components['schemas']['ProfileOption'];
export type NewUser = core.components['schemas']['CreateUserRequest'];
export type UserChanges = core.components['schemas']['UpdateUserRequest'];

/** Query keys and fetchers of the users screen (§7 Users). Pages are 1-based here, 0-based on the wire. */
export const userQueries = {
  all: () => ['users'] as const,
  lists: () => [...userQueries.all(), 'list'] as const,
  list: (clients: BalcaoClients, page: number) =>
    queryOptions({
      queryKey: [...userQueries.lists(), page],
      queryFn: () =>
        unwrap(
          clients.core.GET('/app/v1/users', {
            params: { query: { page: page - 1, size: USER_PAGE_SIZE, sort: 'email,ASC' } },
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  detail: (clients: BalcaoClients, id: number) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'detail', id],
      queryFn: () => unwrap(clients.core.GET('/app/v1/users/{id}', { params: { path: { id } } })),
    }),
  /** What the dialogs may offer; the server leaves banking profiles out while banking is inactive. */
  profiles: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'profiles'],
      queryFn: () => unwrap(clients.core.GET('/app/v1/users/profiles')),
      staleTime: 5 * 60_000,
    }),
};

/** Every change to a user refreshes the lists, details and options under the factory's prefix. */
function useUserMutation<Input, Output>(run: (clients: BalcaoClients, input: Input) => Promise<Output>) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(clients, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  });
}

export const useCreateUser = () =>
  useUserMutation((clients, body: NewUser) => unwrap(clients.core.POST('/app/v1/users', { body })));

export const useUpdateUser = () =>
  useUserMutation((clients, { id, changes }: { id: number; changes: UserChanges }) =>
    unwrap(clients.core.PATCH('/app/v1/users/{id}', { params: { path: { id } }, body: changes })),
  );

export const useDeleteUser = () =>
  useUserMutation(async (clients, id: number) => {
    await unwrap(clients.core.DELETE('/sellers/authenticated/users/{id}', { params: { path: { id } } }));
  });

/**
 * §8: one toast 'code - description' per error the server listed; without a list (a connection
 * failure, a body that is not ours) the area's own failure message.
 */
export function userErrorLines(error: unknown, fallback: string): string[] {
  return isApiError(error) && error.errors.length > 0 ? errorLines(error) : [fallback];
}
