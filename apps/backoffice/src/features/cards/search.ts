import { isYearMonth } from '@balcao/domain/cards';
import { type ApiDate, isApiDate } from '@balcao/domain/dates';
import type { SearchSchemaInput } from '@tanstack/react-router';

/** A page number from the URL (1-based); anything odd is the first page. */
function pageOf(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** /cartao and /cartao/faturas keep their page in the URL. */
export function validatePageSearch(search: { page?: unknown } & SearchSchemaInput): { page: number } {
  return { page: pageOf(search.page) };
}

/** /cartao/{id} keeps the statement's period (else the last 30 days) and page in the URL. */
export interface CardStatementSearch {
  from?: ApiDate;
  to?: ApiDate;
  page: number;
}

const day = (value: unknown): ApiDate | undefined =>
  typeof value === 'string' && isApiDate(value) ? value : undefined;

export function validateCardStatementSearch(
  search: { from?: unknown; to?: unknown; page?: unknown } & SearchSchemaInput,
): CardStatementSearch {
  const out: CardStatementSearch = { page: pageOf(search.page) };
  const from = day(search.from);
  const to = day(search.to);
  // A range is whole or absent: half of one falls back to the default period.
  if (from && to && from <= to) {
    out.from = from;
    out.to = to;
  }
  return out;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A card id as the contract has it (a UUID), or null for anything else (a 404 page, not a 400 call). */
export const cardIdOf = (value: string): string | null => (UUID.test(value) ? value.toLowerCase() : null);
export const yearMonthOf = (value: string): string | null => (isYearMonth(value) ? value : null);
