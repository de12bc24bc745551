import { type ApiDate, isApiDate } from '@balcao/domain/dates';
import type { SearchSchemaInput } from '@tanstack/react-router';

/** The two statement tabs of /tesouraria as the URL names them. */
export const TREASURY_TABS = ['corrente', 'investimento'] as const;
export type TreasuryTab = (typeof TREASURY_TABS)[number];

/** What /tesouraria keeps in the URL: the tab, a chosen period (else a month back to today) and the page (1-based). */
export interface TreasurySearch {
  tab: TreasuryTab;
  from?: ApiDate;
  to?: ApiDate;
  page: number;
}

const day = (value: unknown): ApiDate | undefined =>
  typeof value === 'string' && isApiDate(value) ? value : undefined;

/**
 * Anything odd falls back: the checking tab, the default period, the first page. A period longer than the
 * rule allows is kept here and refused by the page with its message, so the URL shows what was asked.
 * Plain code, kept out of the login bundle's weight.
 */
export function validateTreasurySearch(
  search: { tab?: unknown; from?: unknown; to?: unknown; page?: unknown } & SearchSchemaInput,
): TreasurySearch {
  const page = Number(search.page);
  const out: TreasurySearch = {
    tab: TREASURY_TABS.find((tab) => tab === search.tab) ?? 'corrente',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
  const from = day(search.from);
  const to = day(search.to);
  if (from && to) {
    out.from = from;
    out.to = to;
  }
  return out;
}
