import { type BalcaoClients, type banking, errorLines, isApiError, unwrap } from '@balcao/client';
import { PIX_KEY_MESSAGES } from '@balcao/domain/pix';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';

export type PixLimit = banking.components['schemas']['PixLimit'];

/** Query keys and fetchers of /pix-config (§7.3 GET accounts/limits). */
export const pixLimitQueries = {
  all: () => ['pix-limits'] as const,
  list: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...pixLimitQueries.all(), 'list'],
      queryFn: () => unwrap(clients.banking.GET('/accounts/limits')),
    }),
};

/** §8: the account is missing or not ACTIVE (the gateway's 409 ACCOUNT_NOT_ACTIVE). */
export const isAccountNotConfigured = (error: unknown): boolean =>
  isApiError(error) && error.errors.some((item) => item.code === 'ACCOUNT_NOT_ACTIVE');

export interface LimitChange {
  limit: PixLimit;
  cents: number;
}

/**
 * §7.3: PATCH accounts/limits once for the day and once for the night, one after the other, so a
 * failure of the first sends nothing more. The list is read again either way (one may have gone through).
 */
export function useSavePixLimits() {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: LimitChange[]) => {
      const saved: PixLimit[] = [];
      for (const { limit, cents } of changes)
        saved.push(
          await unwrap(
            clients.banking.PATCH('/accounts/limits', {
              body: { limitId: limit.limitId, accountId: limit.accountId, amount: cents / 100 },
            }),
          ),
        );
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pixLimitQueries.all() }),
  });
}

/** §8: each error the server listed as 'code - description'; the account's state in its own words. */
export function saveErrorLines(error: unknown): string[] {
  if (isAccountNotConfigured(error)) return [PIX_KEY_MESSAGES.accountNotConfigured];
  return isApiError(error) && error.errors.length > 0
    ? errorLines(error)
    : ['Não foi possível alterar os limites. Tente novamente.'];
}
