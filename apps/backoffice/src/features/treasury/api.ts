import { type BalcaoClients, type banking, unwrap } from '@balcao/client';
import { centsToReais } from '@balcao/domain/money';
import type { TreasuryOperation, TreasuryStatementAccount } from '@balcao/domain/treasury';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';

type Schemas = banking.components['schemas'];
export type TreasurySummary = Schemas['TreasurySummary'];
export type TreasuryProduct = Schemas['TreasuryProduct'];
export type TreasuryApplication = Schemas['TreasuryApplication'];
export type TreasuryLedgerLine = Schemas['TreasuryLedgerLine'];
export type TreasuryWithdrawal = Schemas['TreasuryWithdrawal'];

/** Rows per statement page. */
export const TREASURY_LEDGER_SIZE = 20;
/** Applications per product: the contract's largest page, far above what a seller keeps applied. */
export const TREASURY_APPLICATIONS_SIZE = 100;
/** The latest withdrawals shown on /tesouraria; older ones are in the checking statement. */
export const TREASURY_WITHDRAWALS_SIZE = 20;
/** How often the page looks again while an application is settling (the gateway settles in seconds). */
export const PROCESSING_POLL_MS = 3_000;
/**
 * After a 202 the money has left one account and reaches the other when the gateway settles it, seconds
 * later; the page reads its figures again at these delays so the seller sees it arrive without reloading.
 */
export const SETTLEMENT_FOLLOW_UP_MS = [3_000, 6_000, 10_000, 20_000, 40_000] as const;

export interface LedgerFilters {
  account: TreasuryStatementAccount;
  from: string;
  to: string;
  /** 1-based, as the URL keeps it. */
  page: number;
}

/**
 * The treasury's queries (banking document §7.6), all under ['treasury']: an investment, a redemption
 * or a withdrawal invalidates the prefix, so balances, applications and both statements refresh together.
 */
export const treasuryQueries = {
  all: () => ['treasury'] as const,
  summary: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...treasuryQueries.all(), 'summary'],
      queryFn: ({ signal }) => unwrap(clients.banking.GET('/v1/products/summary', { signal })),
    }),
  applications: (clients: BalcaoClients, productId: string) =>
    queryOptions({
      queryKey: [...treasuryQueries.all(), 'applications', productId],
      queryFn: ({ signal }) =>
        unwrap(
          clients.banking.GET('/v1/products/{id}/applications', {
            params: { path: { id: productId }, query: { page: 0, size: TREASURY_APPLICATIONS_SIZE } },
            signal,
          }),
        ),
      // An application stays PROCESSING for the seconds the gateway takes to settle it: look again till then.
      refetchInterval: (query) =>
        query.state.data?.content.some((application) => application.status === 'PROCESSING')
          ? PROCESSING_POLL_MS
          : false,
    }),
  withdrawals: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...treasuryQueries.all(), 'withdrawals'],
      queryFn: ({ signal }) =>
        unwrap(
          clients.banking.GET('/v1/banking/withdrawals', {
            params: { query: { page: 0, size: TREASURY_WITHDRAWALS_SIZE } },
            signal,
          }),
        ),
      // A withdrawal stays PROCESSING for the seconds the gateway takes to send it: look again till then.
      refetchInterval: (query) =>
        query.state.data?.content.some((withdrawal) => withdrawal.status === 'PROCESSING')
          ? PROCESSING_POLL_MS
          : false,
    }),
  ledger: (clients: BalcaoClients, f: LedgerFilters) =>
    queryOptions({
      queryKey: [...treasuryQueries.all(), 'ledger', f],
      queryFn: ({ signal }) =>
        unwrap(
          clients.banking.GET('/v1/ledger', {
            params: {
              query: {
                account: f.account,
                start_date: f.from,
                end_date: f.to,
                page: f.page - 1,
                size: TREASURY_LEDGER_SIZE,
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
};

export interface OperationOrder {
  operation: TreasuryOperation;
  amountCents: number;
  /** The product to invest in, or the application to redeem from. */
  targetId?: string;
}

/** The gateway's answer: 202 when it took the operation for later processing, 2xx otherwise. */
export interface OperationOutcome {
  accepted: boolean;
}

/** Sends the order; the answer's status, once the client has turned a refusal into an ApiError. */
async function send(clients: BalcaoClients, { operation, amountCents, targetId = '' }: OperationOrder) {
  const amount = centsToReais(amountCents);
  const status = async (call: Promise<{ data?: unknown; error?: unknown; response: Response }>) => {
    await unwrap(call);
    return (await call).response.status;
  };
  switch (operation) {
    case 'INVEST':
      return status(
        clients.banking.POST('/v1/products/{id}/applications', {
          params: { path: { id: targetId } },
          body: { amount, account_origin: 'CHECKING_ACCOUNT' },
        }),
      );
    case 'REDEEM':
      return status(
        clients.banking.POST('/v1/application/{id}/withdrawals', {
          params: { path: { id: targetId } },
          body: { amount },
        }),
      );
    case 'WITHDRAW':
      return status(clients.banking.POST('/v1/banking/transfers', { body: { amount } }));
  }
}

/**
 * Invest, redeem or withdraw; the client adds the Idempotency-Key. The spec README's rule: '… em
 * processamento.' only for a 202, which the outcome carries; a refusal rejects with the gateway's errors.
 */
export function useTreasuryOperation() {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: OperationOrder): Promise<OperationOutcome> => ({
      accepted: (await send(clients, order)) === 202,
    }),
    onSuccess: ({ accepted }) => {
      if (!accepted) return;
      for (const delay of SETTLEMENT_FOLLOW_UP_MS)
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: treasuryQueries.all() }), delay);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: treasuryQueries.all() }),
  });
}

/** 'Extrair extrato': the tab's account over its period, by e-mail (§6, the 'Extrato de contas' report). */
export function useExportStatement() {
  const { clients } = useServices();
  return useMutation({
    mutationFn: (f: Omit<LedgerFilters, 'page'>) =>
      unwrap(
        clients.banking.POST('/v1/bank/statements/balance', {
          body: { account: f.account, start_date: f.from, end_date: f.to },
        }),
      ),
  });
}
