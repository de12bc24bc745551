import type { StatusTone } from '@balcao/domain/common';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import {
  costCenterLabel,
  nextValueSort,
  PAYMENT_MESSAGES,
  type PaymentsValueSort,
  paymentDateText,
  paymentStatusLabel,
  paymentStatusTone,
} from '@balcao/domain/payables';
import { Badge, Button, type Column, Table, visuallyHidden } from '../../ui';
import type { Payment } from './api';
import * as styles from './payments.css';

export const PAYMENT_TYPE_LABELS: Readonly<Record<Payment['transactionType'], string>> = {
  PIX: 'Pix',
  BANK_SLIP: 'Boleto',
};

/** The status's icon beside its label (§2.8), drawn from its tone so colour is never the only sign. */
const TONE_ICONS: Readonly<Record<StatusTone, string>> = {
  success: '✓',
  danger: '✕',
  warning: '!',
  info: '◷',
  neutral: '•',
  muted: '–',
};

export function PaymentStatus({ status }: { status: string }) {
  const tone = paymentStatusTone(status);
  return (
    <Badge tone={tone} data-tone={tone}>
      <span aria-hidden="true">{TONE_ICONS[tone]} </span>
      {paymentStatusLabel(status)}
    </Badge>
  );
}

const SORT_NAMES: Record<Exclude<PaymentsValueSort, null>, string> = {
  'amount,DESC': 'maior valor primeiro',
  'amount,ASC': 'menor valor primeiro',
};

function ValueHeader({ sort, onSort }: { sort: PaymentsValueSort; onSort(next: PaymentsValueSort): void }) {
  return (
    <button type="button" className={styles.sortButton} onClick={() => onSort(nextValueSort(sort))}>
      Valor
      <span aria-hidden="true">{sort === 'amount,ASC' ? '▲' : sort === 'amount,DESC' ? '▼' : '↕'}</span>
      <span className={visuallyHidden}>
        {sort ? ` (ordenado: ${SORT_NAMES[sort]})` : ' (ordenar pelo valor)'}
      </span>
    </button>
  );
}

export interface PaymentsSelection {
  selected: ReadonlySet<string>;
  onToggle(payment: Payment): void;
  onTogglePage(payments: readonly Payment[], checked: boolean): void;
}

/** §2.8's table: date, type, beneficiary, cost center, status, sortable value and 'Detalhes'. */
export function PaymentsTable({
  rows,
  sort,
  onSort,
  onDetails,
  selection,
}: {
  rows: readonly Payment[];
  sort: PaymentsValueSort;
  onSort(next: PaymentsValueSort): void;
  onDetails(payment: Payment): void;
  /** Only on Em aprovação, for whoever approves. */
  selection?: PaymentsSelection;
}) {
  const page = rows;
  const allChecked = page.length > 0 && page.every((row) => selection?.selected.has(row.transferId));
  const columns: Column<Payment>[] = [
    {
      key: 'scheduledDate',
      header: 'Pagamento',
      cell: (row) => paymentDateText(row.scheduledDate),
    },
    { key: 'type', header: 'Tipo', cell: (row) => PAYMENT_TYPE_LABELS[row.transactionType] },
    { key: 'beneficiary', header: 'Beneficiário', cell: (row) => row.beneficiary },
    {
      key: 'costCenter',
      header: 'Centro de custo',
      cell: (row) => (row.costCenter ? costCenterLabel(row.costCenter) : '—'),
    },
    { key: 'status', header: 'Status', cell: (row) => <PaymentStatus status={row.status} /> },
    {
      key: 'amount',
      header: <ValueHeader sort={sort} onSort={onSort} />,
      label: 'Valor',
      align: 'right',
      cell: (row) => formatBRL(reaisToCents(row.amount)),
    },
    {
      key: 'details',
      header: <span className={visuallyHidden}>Ações</span>,
      label: 'Ações',
      align: 'right',
      cell: (row) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Detalhes do pagamento a ${row.beneficiary}`}
          onClick={() => onDetails(row)}
        >
          Detalhes
        </Button>
      ),
    },
  ];
  if (selection)
    columns.unshift({
      key: 'select',
      header: (
        <input
          type="checkbox"
          className={styles.checkbox}
          aria-label="Selecionar todos os pagamentos da página"
          checked={allChecked}
          disabled={page.length === 0}
          onChange={(event) => selection.onTogglePage(page, event.target.checked)}
        />
      ),
      label: 'Selecionar',
      cell: (row) => (
        <input
          type="checkbox"
          className={styles.checkbox}
          aria-label={`Selecionar pagamento a ${row.beneficiary} de ${formatBRL(reaisToCents(row.amount))}`}
          checked={selection.selected.has(row.transferId)}
          onChange={() => selection.onToggle(row)}
        />
      ),
    });
  return (
    <Table
      caption="Pagamentos"
      hideCaption
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.transferId}
      emptyText={PAYMENT_MESSAGES.empty}
    />
  );
}
