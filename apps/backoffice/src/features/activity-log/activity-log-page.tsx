import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ACTIONS,
  ACTIVITY_RESULT_LABELS,
  type ActivityAction,
} from '@balcao/domain/access';
import { formatDateTime } from '@balcao/domain/dates';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Button, type Column, DatePicker, Pagination, SelectField, Table, useToast } from '../../ui';
import * as page from '../../ui/page.css';
import { saveFile } from '../../ui/save-file';
import { type ActivityLogEntry, activityLogQueries, fetchActivityCsv } from './api';
import { type ActivityLogSearch, activityLogFilters } from './search';

const columns: Column<ActivityLogEntry>[] = [
  { key: 'when', header: 'Data e hora', cell: (e) => formatDateTime(new Date(e.occurredAt)) },
  { key: 'who', header: 'Usuário', cell: (e) => e.userEmail ?? 'Integração (chave de API)' },
  { key: 'what', header: 'Ação', cell: (e) => ACTIVITY_ACTION_LABELS[e.action] },
  { key: 'subject', header: 'Objeto', cell: (e) => e.subject ?? '—' },
  { key: 'address', header: 'Endereço', cell: (e) => e.ipAddress ?? '—' },
  { key: 'result', header: 'Resultado', cell: (e) => ACTIVITY_RESULT_LABELS[e.result] },
];

/**
 * /registro-atividades (BANKING_ADMIN): every money movement, permission change and confirmation, newest
 * first; the period and the action live in the URL, and 'Exportar CSV' downloads what the filters show.
 */
export function ActivityLogPage({
  search,
  onSearch,
}: {
  search: ActivityLogSearch;
  onSearch: (next: ActivityLogSearch) => void;
}) {
  const { clients } = useServices();
  const toast = useToast();
  const today = useGatewayToday();
  const [exporting, setExporting] = useState(false);
  const filters = activityLogFilters(search);
  const { data } = useSuspenseQuery(activityLogQueries.page(clients, filters, search.page));

  async function exportCsv() {
    setExporting(true);
    try {
      saveFile(
        await fetchActivityCsv(clients, filters),
        `atividades-${search.startDate}-a-${search.endDate}.csv`,
      );
    } catch (failure) {
      for (const line of apiErrorLines(failure)) toast.error(line);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className={page.page} aria-labelledby="activity-log-title">
      <h1 id="activity-log-title" className={page.title}>
        Registro de atividades
      </h1>
      <div className={page.grid}>
        <DatePicker
          label="De"
          today={today}
          value={search.startDate}
          max={search.endDate}
          onChange={(startDate) => {
            if (startDate) onSearch({ ...search, startDate, page: 0 });
          }}
        />
        <DatePicker
          label="Até"
          today={today}
          value={search.endDate}
          min={search.startDate}
          onChange={(endDate) => {
            if (endDate) onSearch({ ...search, endDate, page: 0 });
          }}
        />
        <SelectField
          label="Ação"
          value={search.action ?? ''}
          placeholder="Todas"
          options={ACTIVITY_ACTIONS.map((action) => ({
            value: action,
            label: ACTIVITY_ACTION_LABELS[action],
          }))}
          onChange={(event) => {
            const action = event.target.value as ActivityAction | '';
            onSearch({ ...search, ...(action ? { action } : { action: undefined }), page: 0 });
          }}
        />
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting} loading={exporting}>
          Exportar CSV
        </Button>
      </div>
      <Table
        caption="Atividades"
        hideCaption
        columns={columns}
        rows={data.content}
        getRowKey={(entry) => String(entry.id)}
        emptyText="Nenhuma atividade no período"
      />
      {data.totalPages > 1 ? (
        <Pagination
          page={search.page + 1}
          totalPages={data.totalPages}
          onPageChange={(next) => onSearch({ ...search, page: next - 1 })}
        />
      ) : null}
    </section>
  );
}
