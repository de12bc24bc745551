import type { SearchSchemaInput } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageParam, termParam } from '../../app/search-params';
import type { SubSellerListFilters } from './api';

/** The longest term the API takes. */
const MAX_FILTER = 150;

const SubSellerSearchSchema = v.object({ filter: termParam(MAX_FILTER), page: pageParam });

/**
 * /sub-vendedores keeps its search and page in the URL (`?filter=padaria&page=2`), so a reload or a
 * shared link shows the same list; anything odd falls back to the first page of all.
 */
export function validateSubSellerSearch(
  search: Partial<Record<keyof SubSellerListFilters, unknown>> & SearchSchemaInput,
): SubSellerListFilters {
  return v.parse(SubSellerSearchSchema, search);
}
