import { type ApiDate, isApiDate } from '@balcao/domain/dates';
import type { FinancialTab } from '@balcao/domain/financial';

/** What /financeiro keeps in the URL: the tab, a chosen range (else the tab's default) and the page (1-based). */
export interface FinancialSearch {
  tab: FinancialTab;
  from?: ApiDate;
  to?: ApiDate;
  page: number;
}

const TABS: readonly FinancialTab[] = ['extrato', 'futuros', 'antecipacoes'];
const day = (value: unknown): ApiDate | undefined =>
  typeof value === 'string' && isApiDate(value) ? value : undefined;

/** Anything odd falls back: the Extrato tab, the tab's own period, the first page. Plain code, kept out of the login bundle's weight. */
export function validateFinancialSearch(search: Record<string, unknown>): FinancialSearch {
  const tab = TABS.find((t) => t === search.tab) ?? 'extrato';
  const page = Number(search.page);
  const out: FinancialSearch = {
    tab,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
  const from = day(search.from);
  const to = day(search.to);
  // A range is whole or absent: half of one falls back to the tab's default.
  if (from && to && from <= to) {
    out.from = from;
    out.to = to;
  }
  return out;
}
