import { PAYMENT_LINK_KINDS, type PaymentLinkKind } from '@balcao/domain/payment-links';
import type { SearchSchemaInput } from '@tanstack/react-router';
import * as v from 'valibot';
import { flagParam, oneOfParam, pageParam, termParam } from '../../app/search-params';
import type { PaymentLinkListFilters } from './api';

/** The longest search the API takes. */
const MAX_TERM = 150;

const LinkSearchSchema = v.object({
  kind: oneOfParam(Object.keys(PAYMENT_LINK_KINDS) as PaymentLinkKind[], 'orders'),
  term: termParam(MAX_TERM),
  withCustomer: flagParam,
  page: pageParam,
});

/**
 * /seja-pago keeps its tab, search, toggle and page in the URL (`?kind=orders&term=curso&withCustomer=true&page=2`),
 * so a reload or a shared link shows the same list; anything odd falls back to the first page of one-off links.
 */
export function validateLinkSearch(
  search: Partial<Record<keyof PaymentLinkListFilters, unknown>> & SearchSchemaInput,
): PaymentLinkListFilters {
  return v.parse(LinkSearchSchema, search);
}

/** A tab the user may see: 'Links Rápidos' only with view_fast_payment_link (§2). */
export function visibleKinds(features: readonly string[]): PaymentLinkKind[] {
  return features.includes('view_fast_payment_link')
    ? ['orders', 'subscriptions', 'fast-orders']
    : ['orders', 'subscriptions'];
}

export const KIND_LABELS: Record<PaymentLinkKind, string> = {
  orders: 'Cobranças pontuais',
  subscriptions: 'Cobranças recorrentes',
  'fast-orders': 'Links Rápidos',
};

const LinkIdSchema = v.object({ id: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined) });

/** The `?id={uuid}` of the edit forms; anything that is not a uuid is a new link. */
export function linkIdSearch(search: { id?: unknown }): { id?: string } {
  const { id } = v.parse(LinkIdSchema, search);
  return id ? { id } : {};
}
