import type { SearchSchemaInput } from '@tanstack/react-router';
import * as v from 'valibot';
import { oneOfParam, pageParam, termParam, valuesOf } from '../../app/search-params';
import type { CustomerListFilters, CustomerSearchField } from './api';

export const CUSTOMER_SEARCH_FIELDS = [
  { value: 'name', label: 'Nome' },
  { value: 'document', label: 'Documento' },
  { value: 'email', label: 'Email' },
] as const satisfies readonly { value: CustomerSearchField; label: string }[];

/** The longest term the API takes for any field. */
const MAX_TERM = 150;

const CustomerSearchSchema = v.object({
  field: oneOfParam(valuesOf(CUSTOMER_SEARCH_FIELDS), 'name'),
  term: termParam(MAX_TERM),
  page: pageParam,
});

/**
 * /clientes keeps its search and page in the URL (`?field=email&term=gmail&page=2`), so a reload or a
 * shared link shows the same list; anything odd in the URL falls back to the first page of all.
 */
export function validateCustomerSearch(
  // The marker tells the router every param is optional in links: `{ to: '/clientes' }` is enough.
  search: Partial<Record<keyof CustomerListFilters, unknown>> & SearchSchemaInput,
): CustomerListFilters {
  return v.parse(CustomerSearchSchema, search);
}
