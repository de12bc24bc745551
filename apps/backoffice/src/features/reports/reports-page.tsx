import { formatApiDate } from '@balcao/domain/dates';
import { BANK_ACCOUNT_LABELS, type ReportType, reportType, reportTypesFor } from '@balcao/domain/reports';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Button, type Column, Modal, Table } from '../../ui';
import { type ReportRequest, reportQueries } from './api';
import { ReportDialog } from './report-dialog';
import * as styles from './reports.css';

export interface ReportsPageProps {
  /** The session's merged roles: each report type is listed only for the roles of §6. */
  roles: readonly string[];
  email: string;
}

const STATUS_LABELS: Record<ReportRequest['status'], string> = { PENDING: 'Gerando', SENT: 'Enviado' };

const HISTORY_COLUMNS: readonly Column<ReportRequest>[] = [
  {
    key: 'type',
    header: 'Relatório',
    cell: (r) =>
      `${reportType(r.reportType)?.title ?? r.reportType}${r.accountType ? ` — ${BANK_ACCOUNT_LABELS[r.accountType]}` : ''}`,
  },
  {
    key: 'period',
    header: 'Período',
    cell: (r) => `${formatApiDate(r.startDate)} a ${formatApiDate(r.endDate)}`,
  },
  { key: 'to', header: 'Enviado para', cell: (r) => r.recipientEmail },
  { key: 'status', header: 'Situação', cell: (r) => STATUS_LABELS[r.status] },
];

/**
 * 'Relatórios' (§2.5): the report types this user may ask for, each with 'Gerar relatório' (shown on hover
 * and on focus, so a keyboard reaches it too) opening the period modal; below, the latest requests and
 * whether the automation already sent them.
 */
export function ReportsPage({ roles, email }: ReportsPageProps) {
  const { clients } = useServices();
  const types = reportTypesFor(roles);
  const { data: history } = useSuspenseQuery(reportQueries.history(clients));
  const [chosen, setChosen] = useState<ReportType | null>(null);
  const today = useGatewayToday();

  return (
    <section className={styles.page} aria-labelledby="reports-title">
      <header className={styles.header}>
        <h1 id="reports-title" className={styles.title}>
          Relatórios
        </h1>
      </header>
      {types.length === 0 ? (
        <p className={styles.muted}>Nenhum relatório disponível para o seu perfil.</p>
      ) : (
        <ul className={styles.list} aria-label="Tipos de relatório">
          {types.map((type) => (
            <li key={type.key} className={styles.item}>
              <div className={styles.itemText}>
                <h2 className={styles.itemTitle}>{type.title}</h2>
                <p className={styles.muted}>{type.description}</p>
              </div>
              <Button
                variant="primary"
                className={styles.generate}
                aria-label={`Gerar relatório ${type.title}`}
                onClick={() => setChosen(type)}
              >
                Gerar relatório
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.card}>
        <Table
          caption="Relatórios pedidos"
          columns={HISTORY_COLUMNS}
          rows={history.content}
          getRowKey={(r) => r.id}
          emptyText="Nenhum relatório pedido ainda."
        />
      </div>
      <Modal.Root open={chosen !== null} onOpenChange={(open) => (open ? undefined : setChosen(null))}>
        {chosen ? (
          <ReportDialog
            key={chosen.key}
            type={chosen}
            today={today}
            email={email}
            onClose={() => setChosen(null)}
          />
        ) : null}
      </Modal.Root>
    </section>
  );
}
