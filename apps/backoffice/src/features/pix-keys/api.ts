import { type BalcaoClients, type banking, isApiError, unwrap } from '@balcao/client';
import { PIX_KEY_MESSAGES } from '@balcao/domain/pix';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';

export type PixKey = banking.components['schemas']['PixKey'];
export type PixKeyRegistration = banking.components['schemas']['PixKeyRegistration'];
export type PixKeyCreateRequest = banking.components['schemas']['PixKeyCreateRequest'];
export type BankAccount = banking.components['schemas']['BankAccount'];

/** Query keys and fetchers of /dados-conta (§7.2 GET accounts, §7.3 the key calls). */
export const pixKeyQueries = {
  all: () => ['pix-keys'] as const,
  /** The bank account: its status and the two ids the keys hang on. */
  account: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...pixKeyQueries.all(), 'account'],
      queryFn: () => unwrap(clients.banking.GET('/accounts')),
    }),
  list: (clients: BalcaoClients, accountId: string) =>
    queryOptions({
      queryKey: [...pixKeyQueries.all(), 'list', accountId],
      queryFn: () => unwrap(clients.banking.GET('/key/{id}', { params: { path: { id: accountId } } })),
    }),
};

/** The account once active (its two account ids, which its keys hang on), else null. */
export const activeAccountOf = (account: BankAccount) => (account.status === 'ACTIVE' ? account : null);

/** Every change reads the lists again, under the factory's prefix. */
function usePixKeyMutation<Input, Output>(run: (clients: BalcaoClients, input: Input) => Promise<Output>) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(clients, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pixKeyQueries.all() }),
  });
}

export const useCreatePixKey = () =>
  usePixKeyMutation((clients, body: PixKeyCreateRequest) => unwrap(clients.banking.POST('/key', { body })));

export const useConfirmPixKey = () =>
  usePixKeyMutation((clients, { challengeId, code }: { challengeId: string; code: string }) =>
    unwrap(
      clients.banking.POST('/key/confirmation/{challengeId}', {
        params: { path: { challengeId } },
        body: { code },
      }),
    ),
  );

export const useDeletePixKey = () =>
  usePixKeyMutation(async (clients, key: Pick<PixKey, 'id' | 'keyType'>) => {
    await unwrap(
      clients.banking.DELETE('/key/{id}', {
        params: { path: { id: key.id }, query: { keyType: key.keyType } },
      }),
    );
  });

/** The server's reason for refusing a key (a 4xx with an errors list), shown under §8's error title. */
export function refusalReason(error: unknown): string | null {
  if (!isApiError(error) || error.status >= 500) return null;
  return error.errors[0]?.description ?? null;
}

/** A code the gateway refused as wrong: the user stays on the code step and may type it again. */
export const isWrongCode = (error: unknown): boolean =>
  isApiError(error) && error.errors.some((item) => item.code === 'INVALID_CODE');

export const creationFailure = (error: unknown) => ({
  title: PIX_KEY_MESSAGES.creationFailed,
  detail: refusalReason(error) ?? PIX_KEY_MESSAGES.tryAgain,
});
