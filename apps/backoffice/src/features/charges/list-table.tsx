import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL, formatInstallments, reaisToCents } from '@balcao/domain/money';
import { useRouter } from '@tanstack/react-router';
import { ChargeStatusBadge, type Column, Table } from '../../ui';
import type { ChargeSummary } from './api';
import * as styles from './list.css';

export const NO_CHARGES = 'Sem dados de cobranças';

/**
 * §2: 'A row opens /cobrancas/{uuid}', a scheduled one too: the full detail has the invoice section,
 * attempts, history, split and receivables that the simpler /cobrancas-agendadas view leaves out.
 */
export function chargeHref(charge: Pick<ChargeSummary, 'uuid'>): string {
  return `/cobrancas/${encodeURIComponent(charge.uuid)}`;
}

const columns: readonly Column<ChargeSummary>[] = [
  { key: 'customerName', header: 'Cliente', cell: (charge) => charge.customerName },
  { key: 'title', header: 'Produto / Serviço', cell: (charge) => charge.title },
  { key: 'expirationDate', header: 'Vencimento', cell: (charge) => formatApiDate(charge.expirationDate) },
  {
    // The sale's value, as Pix and boleto rows already show it; a card sale in instalments says how many
    // beneath, so a R$ 1.727,40 10x sale never reads as R$ 172,74 (issue 25; the §2 column was 'Valor/mês').
    key: 'value',
    header: 'Valor',
    align: 'right',
    cell: (charge) => (
      <>
        {formatBRL(reaisToCents(charge.value))}
        {charge.installments > 1 ? (
          <span className={styles.installments}>
            {formatInstallments(charge.installments, reaisToCents(charge.valuePerMonth))}
          </span>
        ) : null}
      </>
    ),
  },
  { key: 'status', header: 'Status', cell: (charge) => <ChargeStatusBadge status={charge.status} /> },
  {
    key: 'detail',
    header: 'Detalhes',
    // The detail pages are other routes of the area; a plain link reaches them whether built or not.
    cell: (charge) => (
      <a
        href={chargeHref(charge)}
        className={styles.link}
        aria-label={`Ver cobrança ${charge.title} de ${charge.customerName}`}
        onClick={(event) => event.stopPropagation()}
      >
        Ver
      </a>
    ),
  },
];

export interface ChargeTableProps {
  rows: readonly ChargeSummary[] | undefined;
  loading: boolean;
  failed: boolean;
}

export function ChargeTable({ rows, loading, failed }: ChargeTableProps) {
  const router = useRouter();
  return (
    <Table
      caption="Cobranças"
      hideCaption
      columns={columns}
      rows={rows}
      getRowKey={(charge) => charge.uuid}
      loading={loading}
      emptyText={failed ? 'Não foi possível carregar as cobranças.' : NO_CHARGES}
      onRowClick={(charge) => router.history.push(chargeHref(charge))}
    />
  );
}
