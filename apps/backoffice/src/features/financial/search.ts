import type { ApiDate } from '@balcao/domain/dates';
import type { FinancialTab } from '@balcao/domain/financial';
import * as v from 'valibot';
import { dayParam, oneOfParam, pageParam, wholeRange } from '../../app/search-params';

/** What /financeiro keeps in the URL: the tab, a chosen range (else the tab's default) and the page (1-based). */
export interface FinancialSearch {
  tab: FinancialTab;
  from?: ApiDate;
  to?: ApiDate;
  page: number;
}

const TABS: readonly FinancialTab[] = ['extrato', 'futuros', 'antecipacoes'];

const FinancialSearchSchema = v.object({
  tab: oneOfParam(TABS, 'extrato'),
  from: dayParam,
  to: dayParam,
  page: pageParam,
});

/** Anything odd falls back: the Extrato tab, the tab's own period (half a range is none), the first page. */
export function validateFinancialSearch(search: Record<string, unknown>): FinancialSearch {
  const { tab, from, to, page } = v.parse(FinancialSearchSchema, search);
  return { tab, page, ...wholeRange(from, to) };
}
