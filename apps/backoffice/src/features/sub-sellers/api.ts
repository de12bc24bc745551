import { type BalcaoClients, type payment, unwrap } from '@balcao/client';
import {
  needsSplitRegistration,
  SUB_SELLER_PAGE_SIZE,
  SUB_SELLER_SORT,
  type SubSellerFormInput,
} from '@balcao/domain/sub-sellers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { toAccountRequest, toAddressRequest, toContactRequest, toGeneralRequest } from './form-mapping';

type Schemas = payment.components['schemas'];
export type SubSellerSummary = Schemas['SubSellerSummary'];
export type SubSeller = Schemas['SubSeller'];
export type SubSellerCreateRequest = Schemas['SubSellerCreateRequest'];

export interface SubSellerListFilters {
  filter: string;
  /** 1-based, as the URL and the pagination count. */
  page: number;
}

/** Query keys and fetchers of the sub-sellers area (§7 Sub-sellers). Mutations invalidate `all()`. */
export const subSellerQueries = {
  all: () => ['sub-sellers'] as const,
  list: (clients: BalcaoClients, filters: SubSellerListFilters) =>
    queryOptions({
      queryKey: [...subSellerQueries.all(), 'list', filters],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/sellers/subseller', {
            params: {
              query: {
                page: filters.page - 1,
                size: SUB_SELLER_PAGE_SIZE,
                sort: SUB_SELLER_SORT,
                ...(filters.filter ? { filter: filters.filter } : {}),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  detail: (clients: BalcaoClients, id: number) =>
    queryOptions({
      queryKey: [...subSellerQueries.all(), 'detail', id],
      queryFn: ({ signal }) =>
        unwrap(clients.payment.GET('/sellers/subseller/{id}', { params: { path: { id } }, signal })),
    }),
};

export function createSubSeller(clients: BalcaoClients, body: SubSellerCreateRequest) {
  return unwrap(clients.payment.POST('/sellers/subseller', { body }));
}

/** 'Ativar' the registration: the bank account goes to the split provider (about 5 minutes). */
export function registerSubSellerSplit(clients: BalcaoClients, id: number) {
  return unwrap(clients.payment.POST('/sellers/subseller/{id}/split', { params: { path: { id } } }));
}

export function setSubSellerActive(clients: BalcaoClients, id: number, active: boolean) {
  return unwrap(
    clients.payment.PATCH('/sellers/subseller/{id}/active', { params: { path: { id }, query: { active } } }),
  );
}

/** A failed step of a save, with the URL the request went to (§8 picks the dialog by it). */
export class SubSellerSaveError extends Error {
  constructor(
    readonly url: string,
    readonly failure: unknown,
  ) {
    super(`Falha em ${url}`);
    this.name = 'SubSellerSaveError';
  }
}

async function step<T>(url: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new SubSellerSaveError(url, error);
  }
}

/**
 * §4 'Edit': four updates in order (general data with the default split, address, accounts,
 * contacts), then the registration is sent again when it was not accepted. Stops at the first
 * failure, which names the request that failed.
 */
export async function saveSubSeller(
  clients: BalcaoClients,
  id: number,
  form: SubSellerFormInput,
): Promise<SubSeller> {
  const path = { params: { path: { id } } };
  const base = `/sellers/subseller/${id}`;
  await step(base, () =>
    unwrap(clients.payment.PATCH('/sellers/subseller/{id}', { ...path, body: toGeneralRequest(form) })),
  );
  await step(`${base}/address`, () =>
    unwrap(
      clients.payment.PATCH('/sellers/subseller/{id}/address', { ...path, body: toAddressRequest(form) }),
    ),
  );
  await step(`${base}/accounts`, () =>
    unwrap(
      clients.payment.PATCH('/sellers/subseller/{id}/accounts', { ...path, body: toAccountRequest(form) }),
    ),
  );
  const saved = await step(`${base}/contacts`, () =>
    unwrap(
      clients.payment.PATCH('/sellers/subseller/{id}/contacts', { ...path, body: toContactRequest(form) }),
    ),
  );
  if (!needsSplitRegistration(saved.splitStatus)) return saved;
  return step(`${base}/split`, () => registerSubSellerSplit(clients, id));
}
