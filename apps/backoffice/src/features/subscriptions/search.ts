import type { SearchSchemaInput } from '@tanstack/react-router';
import * as v from 'valibot';
import { dayParam, oneOfParam, pageParam, termParam, valuesOf, wholeRange } from '../../app/search-params';
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

const SubscriptionSearchSchema = v.object({
  tab: oneOfParam(valuesOf(SUBSCRIPTION_TABS), 'ALL'),
  field: oneOfParam(valuesOf(SUBSCRIPTION_SEARCH_FIELDS), 'customerName'),
  term: termParam(MAX_TERM),
  from: dayParam,
  to: dayParam,
  page: pageParam,
});

const PlanSearchSchema = v.object({ title: termParam(60), page: pageParam });

/**
 * /recorrencias keeps its tab, search, expiration range and page in the URL, so a reload or a shared link
 * shows the same list; anything odd falls back to the first page of Todas. A range needs both ends.
 */
export function validateSubscriptionSearch(
  search: Partial<Record<keyof SubscriptionListFilters, unknown>> & SearchSchemaInput,
): SubscriptionListFilters {
  const { from, to, ...rest } = v.parse(SubscriptionSearchSchema, search);
  return { ...rest, ...wholeRange(from, to) };
}

/** /meus-planos keeps 'Buscar planos' and the page in the URL. */
export function validatePlanSearch(
  search: Partial<Record<keyof PlanListFilters, unknown>> & SearchSchemaInput,
): PlanListFilters {
  return v.parse(PlanSearchSchema, search);
}
