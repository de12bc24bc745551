import { isApiDate } from '@balcao/domain/dates';
import type { SearchSchemaInput } from '@tanstack/react-router';
import type {
  PlanListFilters,
  SubscriptionListFilters,
  SubscriptionSearchField,
  SubscriptionTab,
} from './api';

/** §2: the five tabs of /recorrencias, Todas first. */
export const SUBSCRIPTION_TABS = [
  { value: 'ALL', label: 'Todas' },
  { value: 'ACTIVE', label: 'Ativas' },
  { value: 'INACTIVE', label: 'Inativas' },
  { value: 'PENDING', label: 'Pendentes' },
  { value: 'DEFAULTER', label: 'Inadimplentes' },
] as const satisfies readonly { value: SubscriptionTab; label: string }[];

/** §2: search by Nome (customerName) or Documento (customerDocument). */
export const SUBSCRIPTION_SEARCH_FIELDS = [
  { value: 'customerName', label: 'Nome' },
  { value: 'customerDocument', label: 'Documento' },
] as const satisfies readonly { value: SubscriptionSearchField; label: string }[];

const MAX_TERM = 150;
const MAX_PAGE = 100_000;

const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
};
// The router reads '?term=52998224725' as a number: a document search must survive a reload.
const termOf = (value: unknown, max: number) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '';

/**
 * /recorrencias keeps its tab, search, expiration range and page in the URL, so a reload or a shared link
 * shows the same list; anything odd falls back to the first page of Todas. A range needs both ends.
 */
export function validateSubscriptionSearch(
  search: Partial<Record<keyof SubscriptionListFilters, unknown>> & SearchSchemaInput,
): SubscriptionListFilters {
  const tab = SUBSCRIPTION_TABS.find((t) => t.value === search.tab)?.value ?? 'ALL';
  const field = SUBSCRIPTION_SEARCH_FIELDS.find((f) => f.value === search.field)?.value ?? 'customerName';
  const from = typeof search.from === 'string' && isApiDate(search.from) ? search.from : undefined;
  const to = typeof search.to === 'string' && isApiDate(search.to) ? search.to : undefined;
  const range = from && to && from <= to ? { from, to } : {};
  return { tab, field, term: termOf(search.term, MAX_TERM), ...range, page: pageOf(search.page) };
}

/** /meus-planos keeps 'Buscar planos' and the page in the URL. */
export function validatePlanSearch(
  search: Partial<Record<keyof PlanListFilters, unknown>> & SearchSchemaInput,
): PlanListFilters {
  return { title: termOf(search.title, 60), page: pageOf(search.page) };
}
