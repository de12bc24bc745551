import { type BalcaoClients, type banking, unwrap } from '@balcao/client';
import { queryOptions } from '@tanstack/react-query';

export type ActivityLogEntry = banking.components['schemas']['ActivityLogEntry'];
export type ActivityLogFilters = banking.operations['exportActivityLog']['parameters']['query'];

/** Query keys and fetchers of /registro-atividades: the banking profiles' 'logs'. */
export const activityLogQueries = {
  all: () => ['activity-log'] as const,
  page: (clients: BalcaoClients, filters: ActivityLogFilters, page: number) =>
    queryOptions({
      queryKey: [...activityLogQueries.all(), 'page', filters, page],
      queryFn: () =>
        unwrap(clients.banking.GET('/activity-log', { params: { query: { ...filters, page, size: 20 } } })),
    }),
};

/** The same filters as one CSV file, as the gateway made it. */
export const fetchActivityCsv = (clients: BalcaoClients, filters: ActivityLogFilters): Promise<Blob> =>
  unwrap(
    clients.banking.GET('/activity-log/csv', { params: { query: filters }, parseAs: 'blob' }),
  ) as Promise<Blob>;
