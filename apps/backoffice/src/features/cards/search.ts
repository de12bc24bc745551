import { CARD_STATEMENT_DEFAULT_DAYS, isYearMonth } from '@balcao/domain/cards';
import { type ApiDate, addDays } from '@balcao/domain/dates';
import type { SearchSchemaInput } from '@tanstack/react-router';
import * as v from 'valibot';
import { dayParam, pageParam, searchParser, wholeRange } from '../../app/search-params';

/** /cartao and /cartao/faturas keep their page in the URL (1-based); anything odd is the first page. */
export const validatePageSearch = searchParser({ page: pageParam });

/** /cartao/{id} keeps the statement's period (else the last 30 days) and page in the URL. */
export interface CardStatementSearch {
  from?: ApiDate;
  to?: ApiDate;
  page: number;
}

/** The statement's period: the URL's, else the last 30 days up to the gateway's today. */
export function statementRange(search: CardStatementSearch, today: ApiDate): { from: ApiDate; to: ApiDate } {
  return search.from && search.to
    ? { from: search.from, to: search.to }
    : { from: addDays(today, -CARD_STATEMENT_DEFAULT_DAYS), to: today };
}

const CardStatementSearchSchema = v.object({ from: dayParam, to: dayParam, page: pageParam });

/** A range is whole and in order or absent: half of one falls back to the default period. */
export function validateCardStatementSearch(
  search: { from?: unknown; to?: unknown; page?: unknown } & SearchSchemaInput,
): CardStatementSearch {
  const { from, to, page } = v.parse(CardStatementSearchSchema, search);
  return { page, ...wholeRange(from, to) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A card id as the contract has it (a UUID), or null for anything else (a 404 page, not a 400 call). */
export const cardIdOf = (value: string): string | null => (UUID.test(value) ? value.toLowerCase() : null);
export const yearMonthOf = (value: string): string | null => (isYearMonth(value) ? value : null);
