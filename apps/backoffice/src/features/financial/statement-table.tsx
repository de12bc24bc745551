import { formatApiDate } from '@balcao/domain/dates';
import { EXECUTION_DATE_TOOLTIP, STATEMENT_EMPTY_TEXT } from '@balcao/domain/financial';
import { movementDestination } from '@balcao/domain/ledger';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { type Column, Table, visuallyHidden } from '../../ui';
import type { StatementLine } from './api';
import * as styles from './financial.css';

const COLUMNS: Column<StatementLine>[] = [
  {
    key: 'execution',
    header: (
      <span className={styles.hint} title={EXECUTION_DATE_TOOLTIP}>
        Execução
        <span className={visuallyHidden}> ({EXECUTION_DATE_TOOLTIP})</span>
      </span>
    ),
    label: 'Execução',
    cell: (l) => formatApiDate(l.executionDate),
  },
  { key: 'operation', header: 'Operação', cell: (l) => l.operation },
  { key: 'destination', header: 'Destino', cell: (l) => movementDestination(l) ?? '—' },
  {
    key: 'tax',
    header: 'Taxas',
    align: 'right',
    cell: (l) => (l.tax.amount > 0 ? formatBRL(-reaisToCents(l.tax.amount)) : '—'),
  },
  { key: 'amount', header: 'Valor', align: 'right', cell: (l) => formatBRL(reaisToCents(l.amount)) },
];

/** §2.1 statement table: Execução (with its tooltip), Operação, Destino, Taxas, Valor. */
export function StatementTable({ rows }: { rows: readonly StatementLine[] }) {
  return (
    <Table
      caption="Extrato"
      hideCaption
      columns={COLUMNS}
      rows={rows}
      getRowKey={(l) => l.id}
      emptyText={STATEMENT_EMPTY_TEXT}
    />
  );
}
