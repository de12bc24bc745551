import { type BalcaoClients, type banking, unwrap } from '@balcao/client';
import type { ApiDate } from '@balcao/domain/dates';
import {
  STATEMENT_PAGE_SIZE,
  STATEMENT_SORT,
  TRANSFER_LIST_PAGE_SIZE,
  TRANSFER_LIST_SORT,
  tabRange,
} from '@balcao/domain/financial';
import { centsToReais } from '@balcao/domain/money';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import type { FinancialSearch } from './search';

export type FinancialBalance = banking.components['schemas']['FinancialBalance'];
export type StatementLine = banking.components['schemas']['StatementLine'];
export type StatementPage = banking.components['schemas']['StatementPage'];
export type Transfer = banking.components['schemas']['Transfer'];

export interface StatementFilters {
  from: ApiDate;
  to: ApiDate;
  /** 0-based, as the API counts. */
  page: number;
  statementType?: 'CREDIT_ANTICIPATED';
  sort?: 'executionDate,desc' | 'executionDate,asc';
}

/**
 * The financial page's queries (002 §7.1), all under ['financial']: a withdrawal or an anticipation
 * invalidates the prefix, so balances, statement and the requests in processing refresh together.
 */
export const financialQueries = {
  all: () => ['financial'] as const,
  balance: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...financialQueries.all(), 'balance'],
      queryFn: ({ signal }) => unwrap(clients.banking.GET('/redeems', { signal })),
    }),
  /** A PJ seller's checking account (§6 'Banking balance load'), refreshed with the rest after a payout. */
  checkingBalance: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...financialQueries.all(), 'checking'],
      queryFn: ({ signal }) => unwrap(clients.banking.GET('/accounts/balance', { signal })),
    }),
  statement: (clients: BalcaoClients, f: StatementFilters) =>
    queryOptions({
      queryKey: [...financialQueries.all(), 'statement', f as Partial<StatementFilters>],
      queryFn: ({ signal }) =>
        unwrap(
          clients.banking.GET('/redeems/statement', {
            params: {
              query: {
                executionDateInitial: f.from,
                executionDateFinal: f.to,
                sort: f.sort ?? STATEMENT_SORT,
                page: f.page,
                size: STATEMENT_PAGE_SIZE,
                ...(f.statementType ? { statementType: f.statementType } : {}),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  future: (clients: BalcaoClients, page: number) =>
    queryOptions({
      // Keyed like the statement (a page of the same lines), so a tab's rows are one query type.
      queryKey: [...financialQueries.all(), 'future', { page } as Partial<StatementFilters>],
      queryFn: ({ signal }) =>
        unwrap(
          clients.banking.GET('/redeems/statement/future', {
            params: { query: { page, size: STATEMENT_PAGE_SIZE } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  pendingTransfers: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...financialQueries.all(), 'transfers'],
      queryFn: ({ signal }) =>
        unwrap(
          clients.banking.GET('/sellers/transfers/approve', {
            params: { query: { page: 0, size: TRANSFER_LIST_PAGE_SIZE, sort: TRANSFER_LIST_SORT } },
            signal,
          }),
        ),
    }),
  pendingTotal: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...financialQueries.all(), 'transfers', 'total'],
      queryFn: ({ signal }) => unwrap(clients.banking.GET('/sellers/transfers', { signal })),
    }),
};

/** 'Novo repasse': the amount in cents to the wire's reais; the client adds the Idempotency-Key. */
export function useRequestTransfer() {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number) =>
      unwrap(clients.banking.POST('/sellers/transfers', { body: { amount: centsToReais(amountCents) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financialQueries.all() }),
  });
}

/** The period a /financeiro tab shows: the chosen one, else the tab's own (§4.1) from the gateway's today. */
export function movementsRange(search: FinancialSearch, today: ApiDate): { from: ApiDate; to: ApiDate } {
  return search.from && search.to ? { from: search.from, to: search.to } : tabRange(search.tab, today);
}

/** The rows of the URL's tab, period and page: what the route's loader reads and the page shows. */
export function movementsQuery(clients: BalcaoClients, search: FinancialSearch, today: ApiDate) {
  const page = search.page - 1;
  // Lançamentos futuros without a chosen range is the server's own window (its clock's tomorrow to +60).
  if (search.tab === 'futuros' && !search.from) return financialQueries.future(clients, page);
  return financialQueries.statement(clients, {
    ...movementsRange(search, today),
    page,
    ...(search.tab === 'antecipacoes' ? { statementType: 'CREDIT_ANTICIPATED' as const } : {}),
    ...(search.tab === 'futuros' ? { sort: 'executionDate,asc' as const } : {}),
  });
}
