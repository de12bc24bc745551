import type { SearchSchemaInput } from '@tanstack/react-router';
import type { CustomerListFilters, CustomerSearchField } from './api';

export const CUSTOMER_SEARCH_FIELDS = [
  { value: 'name', label: 'Nome' },
  { value: 'document', label: 'Documento' },
  { value: 'email', label: 'Email' },
] as const satisfies readonly { value: CustomerSearchField; label: string }[];

/** The longest term the API takes for any field. */
const MAX_TERM = 150;

const isField = (value: unknown): value is CustomerSearchField =>
  CUSTOMER_SEARCH_FIELDS.some((field) => field.value === value);

/**
 * /clientes keeps its search and page in the URL (`?field=email&term=gmail&page=2`), so a reload or a
 * shared link shows the same list; anything odd in the URL falls back to the first page of all.
 */
export function validateCustomerSearch(
  // The marker tells the router every param is optional in links: `{ to: '/clientes' }` is enough.
  search: Partial<Record<keyof CustomerListFilters, unknown>> & SearchSchemaInput,
): CustomerListFilters {
  const page = Number(search.page);
  return {
    field: isField(search.field) ? search.field : 'name',
    // The router reads '?term=34190875' as a number: a document search must survive a reload.
    term:
      typeof search.term === 'string' || typeof search.term === 'number'
        ? String(search.term).trim().slice(0, MAX_TERM)
        : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}
