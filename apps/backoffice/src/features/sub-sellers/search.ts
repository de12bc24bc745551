import type { SearchSchemaInput } from '@tanstack/react-router';
import type { SubSellerListFilters } from './api';

/** The longest term the API takes. */
const MAX_FILTER = 150;

/**
 * /sub-vendedores keeps its search and page in the URL (`?filter=padaria&page=2`), so a reload or a
 * shared link shows the same list; anything odd falls back to the first page of all.
 */
export function validateSubSellerSearch(
  search: Partial<Record<keyof SubSellerListFilters, unknown>> & SearchSchemaInput,
): SubSellerListFilters {
  const page = Number(search.page);
  return {
    // The router reads '?filter=52998224725' as a number: a document search must survive a reload.
    filter:
      typeof search.filter === 'string' || typeof search.filter === 'number'
        ? String(search.filter).trim().slice(0, MAX_FILTER)
        : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}
