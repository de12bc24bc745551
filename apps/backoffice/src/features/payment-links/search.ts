import { PAYMENT_LINK_KINDS, type PaymentLinkKind } from '@balcao/domain/payment-links';
import type { SearchSchemaInput } from '@tanstack/react-router';
import type { PaymentLinkListFilters } from './api';

/** The longest search the API takes. */
const MAX_TERM = 150;

const isKind = (value: unknown): value is PaymentLinkKind =>
  typeof value === 'string' && Object.hasOwn(PAYMENT_LINK_KINDS, value);

/**
 * /seja-pago keeps its tab, search, toggle and page in the URL (`?kind=orders&term=curso&withCustomer=true&page=2`),
 * so a reload or a shared link shows the same list; anything odd falls back to the first page of one-off links.
 */
export function validateLinkSearch(
  search: Partial<Record<keyof PaymentLinkListFilters, unknown>> & SearchSchemaInput,
): PaymentLinkListFilters {
  const page = Number(search.page);
  return {
    kind: isKind(search.kind) ? search.kind : 'orders',
    term:
      typeof search.term === 'string' || typeof search.term === 'number'
        ? String(search.term).trim().slice(0, MAX_TERM)
        : '',
    withCustomer: search.withCustomer === true || search.withCustomer === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `?id={uuid}` of the edit forms; anything that is not a uuid is a new link. */
export function linkIdSearch(search: { id?: unknown }): { id?: string } {
  return typeof search.id === 'string' && UUID.test(search.id) ? { id: search.id } : {};
}
