import { type BalcaoClients, type banking, errorLines, isApiError, unwrap } from '@balcao/client';
import { centsToReais } from '@balcao/domain/money';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/services';

export type AnticipationSimulation = banking.components['schemas']['AnticipationSimulation'];
export type Anticipation = banking.components['schemas']['Anticipation'];

/**
 * §7.1 'Anticipation simulate': a read of the gateway, asked on the first click (not on every keystroke:
 * the modal's rule). No amount asks for the maximum.
 */
export function simulateAnticipation(clients: BalcaoClients, amountCents: number | null) {
  return unwrap(
    clients.banking.GET('/seller/antecipation/rate', {
      params: { query: amountCents === null ? {} : { amount: centsToReais(amountCents) } },
    }),
  );
}

export function useSimulateAnticipation() {
  const { clients } = useServices();
  return useMutation({
    mutationFn: (amountCents: number | null) => simulateAnticipation(clients, amountCents),
  });
}

/** §7.1 'Anticipation confirm: {amount}': the client's middleware gives the POST its Idempotency-Key. */
export function useConfirmAnticipation() {
  const { clients } = useServices();
  return useMutation({
    mutationFn: (amountCents: number) =>
      unwrap(
        clients.banking.POST('/redeems/anticipation/amount', { body: { amount: centsToReais(amountCents) } }),
      ),
  });
}

/**
 * §7.1 POST /email-messages/revenue-anticipation: a seller without on-demand anticipation asks the team to
 * switch it on (decision 2026-12-05-pedido-de-antecipacao-por-email); the POST carries its Idempotency-Key.
 */
export function useRequestAnticipationContact() {
  const { clients } = useServices();
  return useMutation({
    mutationFn: () => unwrap(clients.banking.POST('/email-messages/revenue-anticipation', { body: {} })),
  });
}

/** §8: one line 'code - description' per error the server listed, else the modal's own message. */
export function anticipationErrorLines(error: unknown, fallback: string): string[] {
  return isApiError(error) && error.errors.length > 0 ? errorLines(error) : [fallback];
}
