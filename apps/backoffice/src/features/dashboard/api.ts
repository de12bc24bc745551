import { type BalcaoClients, type payment, unwrap } from '@balcao/client';
import { DASHBOARD_CHARGE_QUERY_SIZE } from '@balcao/domain/common';
import type { DashboardPeriod } from '@balcao/domain/dashboard';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type SellerDashboard = payment.components['schemas']['SellerDashboard'];
export type DashboardCharge = payment.components['schemas']['DashboardChargeList']['content'][number];
export type SellerBalance = payment.components['schemas']['SellerBalance'];

/** §2: the receivables list's filter (Todas, Pagas, Atrasadas). */
export type ReceivablesFilter = 'ALL' | 'PAID' | 'LATE';

/** §7: the list asks up to 1000 charges, newest first. */
export const DASHBOARD_CHARGE_SORT = 'date,DESC';

/**
 * Query keys and fetchers of the dashboard (§7 Dashboard). Every key sits under the charges area's
 * prefix ['charges'], because each figure here is derived from charges: the charges mutations
 * (manual pay, refund, delete) invalidate ['charges'] and so refresh the dashboard too, without one
 * feature importing the other. The chart and the list take the same period object, so they agree.
 */
export const dashboardQueries = {
  all: () => ['charges', 'dashboard'] as const,
  chart: (clients: BalcaoClients, period: DashboardPeriod) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'chart', period],
      queryFn: ({ signal }) =>
        unwrap(clients.payment.GET('/seller/dashboard', { params: { query: period }, signal })),
      placeholderData: keepPreviousData,
    }),
  receivables: (clients: BalcaoClients, period: DashboardPeriod, status: ReceivablesFilter) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'receivables', period, status],
      queryFn: ({ signal }): Promise<DashboardCharge[]> =>
        unwrap(
          clients.payment.GET('/charges/dashboard', {
            params: {
              query: {
                ...period,
                status,
                size: DASHBOARD_CHARGE_QUERY_SIZE,
                sort: DASHBOARD_CHARGE_SORT,
              },
            },
            signal,
          }),
        ).then((body) => body.content),
      placeholderData: keepPreviousData,
    }),
  /** §7: the seller's first charge by due date, whose day is the pickers' minimum. */
  firstChargeDate: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'first-charge'],
      queryFn: ({ signal }) =>
        unwrap(
          clients.payment.GET('/charges', {
            params: {
              query: { chargeFilterConfig: 'ALL', size: 1, page: 0, sort: 'expirationDate,ASC' },
            },
            signal,
          }),
        ).then((page) => page.content[0]?.expirationDate ?? null),
    }),
  /** 002 §4: the card's own retry counts the failures, so the query does not retry by itself. */
  balance: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'balance'],
      queryFn: ({ signal }) => unwrap(clients.payment.GET('/sellers/balance', { signal })),
      retry: false,
    }),
};
