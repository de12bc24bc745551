import { type BalcaoClients, isApiError, type payment, unwrap } from '@balcao/client';
import { centsToReais, reaisToCents } from '@balcao/domain/money';
import {
  PERIODICITY_TYPES,
  PLAN_PAGE_SIZE,
  PLAN_SELECT_SIZE,
  type PlanFormInput,
  periodValueCents,
  SUBSCRIPTION_PAGE_SIZE,
  SUBSCRIPTION_SORT,
  type SubscriptionStatus,
} from '@balcao/domain/subscriptions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type SubscriptionSummary = payment.components['schemas']['SubscriptionSummary'];
export type Subscription = payment.components['schemas']['Subscription'];
export type SubscriptionUpdateRequest = payment.components['schemas']['SubscriptionUpdateRequest'];
export type SubscriptionImportRequest = payment.components['schemas']['SubscriptionImportRequest'];
export type Plan = payment.components['schemas']['Plan'];
export type PlanRequest = payment.components['schemas']['PlanRequest'];

/** The tabs of /recorrencias (§2): Todas, then one per status. */
export type SubscriptionTab = 'ALL' | Exclude<SubscriptionStatus, never>;
export type SubscriptionSearchField = 'customerName' | 'customerDocument';

export interface SubscriptionListFilters {
  tab: SubscriptionTab;
  field: SubscriptionSearchField;
  term: string;
  from?: string;
  to?: string;
  /** 1-based, as the URL and the pagination count. */
  page: number;
}

export interface PlanListFilters {
  title: string;
  page: number;
}

/** Query keys and fetchers of subscriptions (§7 Subscriptions and plans). Mutations invalidate `all()`. */
export const subscriptionQueries = {
  all: () => ['subscriptions'] as const,
  list: (clients: BalcaoClients, filters: SubscriptionListFilters) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'list', filters],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/subscriptions', {
            params: {
              query: {
                page: filters.page - 1,
                size: SUBSCRIPTION_PAGE_SIZE,
                sort: SUBSCRIPTION_SORT,
                ...(filters.tab === 'ALL' ? {} : { status: filters.tab }),
                ...(filters.term ? { [filters.field]: filters.term } : {}),
                ...(filters.from && filters.to
                  ? { expirationDateInitial: filters.from, expirationDateFinal: filters.to }
                  : {}),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  detail: (clients: BalcaoClients, id: string) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'detail', id],
      queryFn: ({ signal }) =>
        unwrap(clients.payment.GET('/subscriptions/{id}', { params: { path: { id } }, signal })),
    }),
};

export const planQueries = {
  all: () => ['plans'] as const,
  list: (clients: BalcaoClients, filters: PlanListFilters) =>
    queryOptions({
      queryKey: [...planQueries.all(), 'list', filters],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/plans', {
            params: {
              query: {
                page: filters.page - 1,
                size: PLAN_PAGE_SIZE,
                ...(filters.title ? { title: filters.title } : {}),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  /** The import's plan select: the first 100 by title (inactive ones are left out by the select). */
  select: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...planQueries.all(), 'select'],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/plans', { params: { query: { page: 0, size: PLAN_SELECT_SIZE } }, signal }),
        ),
    }),
  detail: (clients: BalcaoClients, id: number) =>
    queryOptions({
      queryKey: [...planQueries.all(), 'detail', id],
      queryFn: ({ signal }) =>
        unwrap(clients.payment.GET('/plans/{id}', { params: { path: { id } }, signal })),
    }),
};

export function updateSubscription(clients: BalcaoClients, id: string, body: SubscriptionUpdateRequest) {
  return unwrap(clients.payment.PATCH('/subscriptions/{id}', { params: { path: { id } }, body }));
}

export function setSubscriptionActive(clients: BalcaoClients, id: string, active: boolean) {
  return unwrap(
    clients.payment.PATCH('/subscriptions/{id}/status', { params: { path: { id } }, body: { active } }),
  );
}

export function setSubscriptionInvoice(clients: BalcaoClients, id: string, enabled: boolean) {
  return unwrap(
    clients.payment.PATCH('/subscriptions/{id}/invoice', { params: { path: { id } }, body: { enabled } }),
  );
}

/** 'Importação de Recorrências' creates the subscription by §7's POST /subscriptions. */
export function importSubscription(clients: BalcaoClients, body: SubscriptionImportRequest) {
  return unwrap(clients.payment.POST('/subscriptions', { body }));
}

export function createPlan(clients: BalcaoClients, body: PlanRequest) {
  return unwrap(clients.payment.POST('/plans', { body }));
}

export function updatePlan(clients: BalcaoClients, id: number, body: PlanRequest) {
  return unwrap(clients.payment.PUT('/plans/{id}', { params: { path: { id } }, body }));
}

export function setPlanActive(clients: BalcaoClients, id: number, active: boolean) {
  return unwrap(clients.payment.PATCH('/plans/{id}', { params: { path: { id } }, body: { active } }));
}

const FORM_FIELD = { MONTHLY: 'monthlyCents', SEMESTER: 'semesterCents', YEARLY: 'yearlyCents' } as const;

/**
 * The plan form to the wire (§5): each figure typed is a per-month price; the period's value is 6 and 12
 * times it for the semester and the year.
 */
export function planRequest(form: PlanFormInput): PlanRequest {
  return {
    title: form.title.trim(),
    description: form.description.trim() || null,
    bullets: form.items.map((description) => ({ description: description.trim() })),
    basicValues: PERIODICITY_TYPES.map((type) => {
      const perMonth = form[FORM_FIELD[type]] ?? 0;
      return {
        type,
        value: centsToReais(periodValueCents(type, perMonth)),
        valuePerMonth: centsToReais(perMonth),
      };
    }),
    // Only a plan that takes boleto has boleto text to give its subscriptions.
    bankSlipDescription: (form.bankSlip && form.bankSlipDescription.trim()) || null,
    enableBankSlip: form.bankSlip,
    enableCreditCard: form.creditCard,
    enablePixPayment: form.pix,
  };
}

/** A stored plan back into the form's per-month figures. */
export function planForm(plan: Plan): PlanFormInput {
  const perMonth = (type: (typeof PERIODICITY_TYPES)[number]) => {
    const value = plan.basicValues.find((v) => v.type === type);
    return value ? reaisToCents(value.valuePerMonth) : null;
  };
  return {
    title: plan.title,
    description: plan.description ?? '',
    items: plan.bullets.map((b) => b.description),
    monthlyCents: perMonth('MONTHLY'),
    semesterCents: perMonth('SEMESTER'),
    yearlyCents: perMonth('YEARLY'),
    bankSlipDescription: plan.bankSlipDescription ?? '',
    creditCard: plan.enableCreditCard,
    bankSlip: plan.enableBankSlip,
    pix: plan.enablePixPayment,
  };
}

/** 404 reads as 'no such subscription' on the detail page; other failures are the route's error. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
