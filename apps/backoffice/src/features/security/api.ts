import { type BalcaoClients, type core, unwrap } from '@balcao/client';
import { queryOptions } from '@tanstack/react-query';

export type TwoFactorStatus = core.components['schemas']['TwoFactorStatus'];
export type TwoFactorSetup = core.components['schemas']['TwoFactorSetup'];

/** Query keys and fetchers of /seguranca (§7.7 of the banking document, core gateway). */
export const securityQueries = {
  all: () => ['security'] as const,
  twoFactor: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'two-factor'],
      queryFn: ({ signal }) => unwrap(clients.core.GET('/twofactor/status', { signal })),
    }),
};

/** A new pending secret; its otpauth URL is what the QR code holds. */
export function generateTwoFactorSecret(clients: BalcaoClients): Promise<TwoFactorSetup> {
  return unwrap(clients.core.POST('/twofactor/generate'));
}

/** Confirms the pending secret with a code (`enabled`), or turns two-factor off (no code asked). */
export function setTwoFactorEnabled(
  clients: BalcaoClients,
  change: { enabled: true; code: string } | { enabled: false },
): Promise<TwoFactorStatus> {
  const query = change.enabled ? { enabled: true, code: change.code } : { enabled: false };
  return unwrap(clients.core.POST('/twofactor/enabled', { params: { query } }));
}
