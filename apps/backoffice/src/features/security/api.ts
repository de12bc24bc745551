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

/** Confirms the pending secret (`enabled`), or turns two-factor off: either way with a current code. */
export function setTwoFactorEnabled(
  clients: BalcaoClients,
  change: { enabled: boolean; code: string },
): Promise<TwoFactorStatus> {
  return unwrap(clients.core.POST('/twofactor/enabled', { params: { query: change } }));
}

export type StepUpSettings = core.components['schemas']['StepUpSettings'];
export type StepUpSettingsUpdate = core.components['schemas']['StepUpSettingsUpdate'];

/** Which money movements ask who moves the money, and how this user confirms. */
export const stepUpQueries = {
  all: () => ['step-up-settings'] as const,
  settings: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...stepUpQueries.all()],
      queryFn: ({ signal }) => unwrap(clients.core.GET('/step-up/settings', { signal })),
    }),
};

/** The administrator's choice (SELLER_ADMIN). */
export function saveStepUpSettings(
  clients: BalcaoClients,
  body: StepUpSettingsUpdate,
): Promise<StepUpSettings> {
  return unwrap(clients.core.PUT('/step-up/settings', { body }));
}
