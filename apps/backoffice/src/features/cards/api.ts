import { type BalcaoClients, type banking, errorLines, isApiError, unwrap } from '@balcao/client';
import type { ApiDate } from '@balcao/domain/dates';
import { centsToReais } from '@balcao/domain/money';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { type CardStatementSearch, statementRange } from './search';

type Schemas = banking.components['schemas'];
export type Card = Schemas['Card'];
export type CardPage = Schemas['CardPage'];
export type CardTransaction = Schemas['CardTransaction'];
export type CardLimitSummary = Schemas['CardLimitSummary'];
export type CardSensitiveData = Schemas['CardSensitiveData'];

/** The card list's page size: a seller's corporate cards fit one screen. */
export const CARD_LIST_SIZE = 20;
export const CARD_STATEMENT_SIZE = 10;
/** How often the list asks again while a card is still being issued. */
export const PENDING_POLL_MS = 2_000;
export const PENDING_POLL_WINDOW_MS = 120_000;

export interface CardStatementFilters {
  from: ApiDate;
  to: ApiDate;
  /** 1-based, as the URL keeps it. */
  page: number;
}

/**
 * The cards' queries (banking document §7.5), all under ['cards']: any change to a card invalidates the
 * prefix, so the list, the card, its limits and the global limit refresh together. The invoices live
 * under ['card-invoices'] (invoice-api.ts); a card change touches them too, since spending moves both.
 */
export const cardQueries = {
  all: () => ['cards'] as const,
  list: (clients: BalcaoClients, page: number) =>
    queryOptions({
      queryKey: [...cardQueries.all(), 'list', page],
      queryFn: ({ signal }) =>
        unwrap(
          clients.banking.GET('/cards', {
            params: { query: { page: page - 1, size: CARD_LIST_SIZE } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
      // A new card is PENDING for the few seconds the issuer takes: the list looks again until it is issued.
      // A card pending for longer waits on the issuer's own time, and a reload shows it when it comes.
      refetchInterval: (query) =>
        query.state.data?.content.some(
          (card) =>
            card.cardStatus === 'PENDING' &&
            clients.clock.now().getTime() - Date.parse(card.createdAt) < PENDING_POLL_WINDOW_MS,
        )
          ? PENDING_POLL_MS
          : false,
    }),
  /** Every card for the limits table: the contract's largest page, far above a seller's corporate cards. */
  forLimits: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...cardQueries.all(), 'list', 'limits'],
      queryFn: ({ signal }) =>
        unwrap(clients.banking.GET('/cards', { params: { query: { page: 0, size: 100 } }, signal })),
    }),
  detail: (clients: BalcaoClients, id: string) =>
    queryOptions({
      queryKey: [...cardQueries.all(), 'detail', id],
      queryFn: ({ signal }) =>
        unwrap(clients.banking.GET('/card/{id}', { params: { path: { id } }, signal })),
    }),
  /** Without a card, the global limit; with one, that card's. */
  limits: (clients: BalcaoClients, idCard?: string) =>
    queryOptions({
      queryKey: [...cardQueries.all(), 'limits', idCard ?? 'global'],
      queryFn: ({ signal }) =>
        unwrap(clients.banking.GET('/limits', { params: { query: idCard ? { idCard } : {} }, signal })),
    }),
  transactions: (clients: BalcaoClients, cardId: string, f: CardStatementFilters) =>
    queryOptions({
      queryKey: [...cardQueries.all(), 'transactions', cardId, f],
      queryFn: ({ signal }) =>
        unwrap(
          clients.banking.GET('/transactions', {
            params: {
              query: {
                cardId,
                startDate: f.from,
                endDate: f.to,
                page: f.page - 1,
                size: CARD_STATEMENT_SIZE,
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
};

/** The statement rows of the URL's period and page: what the route's loader reads and the tab shows. */
export const cardStatementQuery = (
  clients: BalcaoClients,
  cardId: string,
  search: CardStatementSearch,
  today: ApiDate,
) => cardQueries.transactions(clients, cardId, { ...statementRange(search, today), page: search.page });

/**
 * 'Ver dados': read when asked and never kept. Not a cached query, so the number and CVV leave memory
 * when the card hides them again or the page closes.
 */
export function useRevealCardData() {
  const { clients } = useServices();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(clients.banking.GET('/card/{id}/sensitive-data', { params: { path: { id } } })),
  });
}

function useCardMutation<Input, Output>(run: (clients: BalcaoClients, input: Input) => Promise<Output>) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(clients, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cardQueries.all() }),
        queryClient.invalidateQueries({ queryKey: ['card-invoices'] }),
      ]);
    },
  });
}

export interface NewCardRequest {
  cardName: string;
  type: Card['type'];
  limitCents: number | null;
}

export const useCreateCard = () =>
  useCardMutation((clients, card: NewCardRequest) =>
    unwrap(
      clients.banking.POST('/cards', {
        body: {
          cardName: card.cardName,
          type: card.type,
          ...(card.type === 'LIMIT_BALANCE' && card.limitCents !== null
            ? { limitValue: centsToReais(card.limitCents) }
            : {}),
        },
      }),
    ),
  );

export const useChangeCardStatus = () =>
  useCardMutation((clients, { idCard, status }: { idCard: string; status: 'ACTIVE' | 'BLOCKED' }) =>
    unwrap(clients.banking.PATCH('/cards', { body: { idCard, status } })),
  );

export const useCancelCard = () =>
  useCardMutation((clients, idCard: string) =>
    unwrap(clients.banking.DELETE('/cards', { body: { idCard } })),
  );

export const useRenameCard = () =>
  useCardMutation((clients, { idCard, cardName }: { idCard: string; cardName: string }) =>
    unwrap(clients.banking.PATCH('/cards/rename-card', { body: { idCard, cardName } })),
  );

/** One card's limit; the limits page calls it once per edited card (§4.5). */
export function changeCardLimit(clients: BalcaoClients, cardId: string, newLimitCents: number) {
  return unwrap(
    clients.banking.PATCH('/limits/change-limit', {
      body: { cardId, newLimit: centsToReais(newLimitCents) },
    }),
  );
}

/** 'Extrair extrato': the statement of the period goes to the user's e-mail (the sandbox's outbox). */
export function useSendCardStatement() {
  const { clients } = useServices();
  return useMutation({
    mutationFn: ({ cardId, from, to }: { cardId: string; from: ApiDate; to: ApiDate }) =>
      unwrap(
        clients.banking.POST('/v1/banking/card/transactions', {
          body: { cardId, startDate: from, endDate: to },
        }),
      ),
  });
}

/** §8: each error the server listed as 'code - description'; without a list, the fallback. */
export function cardErrorLines(error: unknown, fallback: string): string[] {
  return isApiError(error) && error.errors.length > 0 ? errorLines(error) : [fallback];
}
