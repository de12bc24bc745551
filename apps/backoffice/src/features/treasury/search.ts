import type { ApiDate } from '@balcao/domain/dates';
import type { SearchSchemaInput } from '@tanstack/react-router';
import * as v from 'valibot';
import { dayParam, oneOfParam, pageParam } from '../../app/search-params';

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

const TreasurySearchSchema = v.object({
  tab: oneOfParam(TREASURY_TABS, 'corrente'),
  from: dayParam,
  to: dayParam,
  page: pageParam,
});

/**
 * Anything odd falls back: the checking tab, the default period, the first page. A period longer than the
 * rule allows is kept here and refused by the page with its message, so the URL shows what was asked.
 */
export function validateTreasurySearch(
  search: { tab?: unknown; from?: unknown; to?: unknown; page?: unknown } & SearchSchemaInput,
): TreasurySearch {
  const { tab, from, to, page } = v.parse(TreasurySearchSchema, search);
  return from && to ? { tab, from, to, page } : { tab, page };
}
