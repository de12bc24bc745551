import { type BalcaoClients, type banking, unwrap } from '@balcao/client';
import { ANTICIPATION_TO_TRANSFER_DELAY_MS } from '@balcao/domain/financial';
import { centsToReais } from '@balcao/domain/money';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { financialQueries } from './api';

export type WithdrawalPreview = banking.components['schemas']['WithdrawalPreview'];

/**
 * §7.1 'Anticipation preview' of 'Incluir saldo a liberar': what the anticipation brings and costs, and the
 * anti-fraud 10% when the seller is flagged, as the server will charge them. Under ['financial'], so a
 * withdrawal or an anticipation refreshes it with the balances.
 */
export const withdrawalPreviewQuery = (clients: BalcaoClients, totalCents: number) =>
  queryOptions({
    queryKey: [...financialQueries.all(), 'withdrawal-preview', totalCents],
    queryFn: ({ signal }) =>
      unwrap(
        clients.banking.GET('/sellers/transfers/preview', {
          params: { query: { requestedAmount: centsToReais(totalCents), useAnticipationAmount: true } },
          signal,
        }),
      ),
    staleTime: 10_000,
    // A refusal (above what can be withdrawn) is the answer for this amount, not a failure to retry.
    retry: false,
  });

/**
 * GET /sellers/anti-fraud (§7.1 'Fraud flag by seller id'): whether the anti-fraud flagged the seller, read
 * for SELLER_ADMIN only (§6; any other role would get a 403, which ends the session). The flag changes on
 * the provider's side, not by anything done on this page, so it is read once per dialog opening.
 */
export const antiFraudQuery = (clients: BalcaoClients) =>
  queryOptions({
    queryKey: [...financialQueries.all(), 'anti-fraud'],
    queryFn: ({ signal }) => unwrap(clients.payment.GET('/sellers/anti-fraud', { signal })),
    staleTime: 60_000,
  });

/** The typed amount once typing pauses, so the preview is asked once per amount, not per keystroke. */
export function useSettled<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * §4.1: the anticipation of what the available balance lacks first, then, a second later, the transfer of
 * the total naming that anticipation (the server counts its credit and applies the anti-fraud fee). Each
 * POST carries its own Idempotency-Key from the client's middleware; one mutation, so the dialog stays
 * busy through both.
 */
export function useWithdrawWithBalanceToRelease() {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      totalCents,
      anticipatedCents,
    }: {
      totalCents: number;
      anticipatedCents: number;
    }) => {
      const anticipation = await unwrap(
        clients.banking.POST('/redeems/anticipation/amount', {
          body: { amount: centsToReais(anticipatedCents) },
        }),
      );
      await pause(ANTICIPATION_TO_TRANSFER_DELAY_MS);
      return unwrap(
        clients.banking.POST('/sellers/transfers', {
          body: { amount: centsToReais(totalCents), anticipationId: anticipation.id },
        }),
      );
    },
    // Also after a failed transfer: the anticipation may have gone through and moved the balances.
    onSettled: () => queryClient.invalidateQueries({ queryKey: financialQueries.all() }),
  });
}
