import { LINK_PREVIEW_DEBOUNCE_MS } from '@balcao/domain/common';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { type Column, Table } from '../../ui';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { paymentLinkQueries } from './api';
import * as styles from './links.css';

export const SIMULATION_FAILED = 'Não foi possível carregar os dados de valores';

type Row = { installments: number; each: number; total: number; received: number };

/**
 * The installment simulation (§4: debounced 1 s): for each count up to `max`, what the buyer pays and
 * what the seller receives, by who bears the fee. One request per settled value, never per keystroke.
 */
export function InstallmentsPanel({
  amountCents,
  max,
  feeBearer,
}: {
  amountCents: number | null;
  max: number;
  feeBearer: 'EARLY_BUYER' | 'EARLY_SELLER';
}) {
  const { clients } = useServices();
  const settled = useDebouncedValue({ amountCents, max }, LINK_PREVIEW_DEBOUNCE_MS);
  const ready = settled.amountCents !== null && settled.amountCents > 0;
  const simulation = useQuery({
    ...paymentLinkQueries.installments(clients, settled.amountCents ?? 0, settled.max),
    enabled: ready,
  });
  if (!ready) return <p className={styles.muted}>Informe o valor para ver as parcelas.</p>;
  if (simulation.isError) return <p className={styles.error}>{SIMULATION_FAILED}</p>;
  if (!simulation.data) return <p className={styles.muted}>Carregando</p>;
  const rows: Row[] = simulation.data.installmentsToBuyer.map((buyer, i) => {
    const seller = simulation.data.installmentsToSeller[i]!;
    return feeBearer === 'EARLY_BUYER'
      ? {
          installments: buyer.installments,
          each: reaisToCents(buyer.installmentValue),
          total: reaisToCents(buyer.totalAmount),
          received: reaisToCents(settled.amountCents! / 100),
        }
      : {
          installments: seller.installments,
          each: Math.ceil(reaisToCents(seller.totalAmount) / seller.installments),
          total: reaisToCents(seller.totalAmount),
          received: reaisToCents(seller.receivedAmount),
        };
  });
  const columns: Column<Row>[] = [
    { key: 'n', header: 'Parcelas', cell: (row) => `${row.installments}x` },
    { key: 'each', header: 'Parcela', align: 'right', cell: (row) => formatBRL(row.each) },
    { key: 'total', header: 'Cliente paga', align: 'right', cell: (row) => formatBRL(row.total) },
    { key: 'received', header: 'Você recebe', align: 'right', cell: (row) => formatBRL(row.received) },
  ];
  return (
    <Table
      caption="Simulação de parcelas"
      columns={columns}
      rows={rows}
      getRowKey={(row) => String(row.installments)}
      emptyText={SIMULATION_FAILED}
    />
  );
}
