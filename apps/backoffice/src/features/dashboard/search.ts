import {
  type DashboardPeriod,
  type DashboardPeriodKind,
  defaultWeekStart,
  monthPeriod,
  weekPeriod,
} from '@balcao/domain/dashboard';
import type { ApiDate } from '@balcao/domain/dates';
import type { SearchSchemaInput } from '@tanstack/react-router';
import * as v from 'valibot';
import { dayParam, oneOfParam } from '../../app/search-params';
import type { ReceivablesFilter } from './api';

/** What / keeps in the URL, so a reload or a shared link shows the same period and list filter. */
export interface DashboardSearch {
  period: DashboardPeriodKind;
  /** The week's first day; absent means the last seven days. */
  start?: ApiDate;
  /** 'yyyy-MM'; absent means this month. */
  month?: string;
  status: ReceivablesFilter;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const DashboardSearchSchema = v.object({
  period: oneOfParam(['week', 'month'], 'week'),
  start: dayParam,
  month: v.fallback(v.optional(v.pipe(v.string(), v.regex(MONTH))), undefined),
  status: oneOfParam(['ALL', 'PAID', 'LATE'], 'ALL'),
});

/** `?period=month&month=2026-11&status=PAID`; anything odd falls back to this week and Todas. */
export function validateDashboardSearch(
  search: Partial<Record<keyof DashboardSearch, unknown>> & SearchSchemaInput,
): DashboardSearch {
  const parsed = v.parse(DashboardSearchSchema, search);
  const out: DashboardSearch = { period: parsed.period, status: parsed.status };
  if (parsed.start) out.start = parsed.start;
  if (parsed.month) out.month = parsed.month;
  return out;
}

/** The period the chart and the list both ask for. */
export function periodOf(search: DashboardSearch, today: ApiDate): DashboardPeriod {
  if (search.period === 'month') return monthPeriod(search.month ?? today.slice(0, 7));
  return weekPeriod(search.start ?? defaultWeekStart(today));
}
