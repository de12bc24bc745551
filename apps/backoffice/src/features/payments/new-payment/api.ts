import { type BalcaoClients, type banking, unwrap } from '@balcao/client';
import { centsToReais } from '@balcao/domain/money';
import { queryOptions } from '@tanstack/react-query';
import { paymentQueries } from '../api';

type Schemas = banking.components['schemas'];
export type PaymentCheck = Schemas['PaymentCheck'];
export type PaymentCreateRequest = Schemas['PaymentCreateRequest'];
export type PaymentCostCenter = Schemas['PaymentCostCenter'];
export type CreatedPayment = Schemas['Payment'];

/** §9: the favourites are fetched whole (size 10000) and searched on the screen. */
export const FAVORITES_SIZE = 10_000;

/** The drawer's reads, under the payments prefix so a new payment refreshes them with the list. */
export const newPaymentQueries = {
  all: () => [...paymentQueries.all(), 'new-payment'] as const,
  /** §8: a failure to load favourites gives an empty list, silently. */
  favorites: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...newPaymentQueries.all(), 'favorites'],
      queryFn: async ({ signal }) => {
        try {
          const page = await unwrap(
            clients.banking.GET('/payments/favorites', {
              params: { query: { page: 0, size: FAVORITES_SIZE } },
              signal,
            }),
          );
          return page.content;
        } catch {
          return [];
        }
      },
    }),
};

/** The Pix lookup (§7.7 'POST payments/create'): who the key belongs to. Nothing is written. */
export const checkPixKey = (
  clients: BalcaoClients,
  pixKey: string,
  amountCents: number,
  isFavorite: boolean,
) =>
  unwrap(
    clients.banking.POST('/payments/create', {
      body: { type: 'PIX', pixKey, pixAmount: centsToReais(amountCents), isFavorite },
    }),
  );

/** The bank slip lookup: the line or barcode, digits only, decoded by the bank. */
export const checkBankSlip = (clients: BalcaoClients, digits: string) =>
  unwrap(clients.banking.POST('/payments/create', { body: { type: 'BANK_SLIP', barCode: digits } }));

/** 'Finalizar pagamento': the payment is requested and waits for approval. */
export const requestPayment = (clients: BalcaoClients, body: PaymentCreateRequest) =>
  unwrap(clients.banking.POST('/payments', { body }));
