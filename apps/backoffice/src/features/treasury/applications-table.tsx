import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import {
  canRedeemApplication,
  percentOfCdiLabel,
  TREASURY_APPLICATION_STATUS,
} from '@balcao/domain/treasury';
import { useQueries } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { Badge, Button, type Column, Table } from '../../ui';
import { type TreasuryApplication, type TreasuryProduct, treasuryQueries } from './api';
import * as styles from './treasury.css';

const money = (reais: number) => formatBRL(reaisToCents(reais));

function columns(onRedeem?: (application: TreasuryApplication) => void): Column<TreasuryApplication>[] {
  const base: Column<TreasuryApplication>[] = [
    { key: 'product', header: 'Aplicação', cell: (a) => a.product_name },
    { key: 'yield', header: 'Rentabilidade', cell: (a) => percentOfCdiLabel(a.yield_params.percent) },
    {
      key: 'started',
      header: 'Aplicada em',
      cell: (a) => (a.started_at ? formatApiDate(a.started_at) : '—'),
    },
    {
      key: 'status',
      header: 'Situação',
      cell: (a) => {
        const status = TREASURY_APPLICATION_STATUS[a.status];
        return <Badge tone={status.tone}>{status.label}</Badge>;
      },
    },
    { key: 'invested', header: 'Valor investido', align: 'right', cell: (a) => money(a.invested_amount) },
    { key: 'earned', header: 'Rendimento', align: 'right', cell: (a) => money(a.yield_amount) },
    { key: 'current', header: 'Valor atual', align: 'right', cell: (a) => money(a.current_amount) },
  ];
  if (!onRedeem) return base;
  return [
    ...base,
    {
      key: 'redeem',
      header: 'Ações',
      align: 'right',
      cell: (a) =>
        canRedeemApplication(a) ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Resgatar ${a.product_name} de ${a.started_at ? formatApiDate(a.started_at) : ''}`}
            onClick={() => onRedeem(a)}
          >
            Resgatar
          </Button>
        ) : null,
    },
  ];
}

/**
 * The seller's applications in every product (§3 'Investment application', §4.4 'Yield is shown as a
 * percentage of the CDI'), each with 'Resgatar' for the investment roles (§6).
 */
export function ApplicationsTable({
  products,
  onRedeem,
}: {
  products: readonly TreasuryProduct[];
  onRedeem?: (application: TreasuryApplication) => void;
}) {
  const { clients } = useServices();
  const results = useQueries({
    queries: products.map((product) => treasuryQueries.applications(clients, product.id)),
  });
  const loading = results.some((result) => result.isPending);
  const failed = results.some((result) => result.isError);
  const rows = results.flatMap((result) => result.data?.content ?? []);
  return (
    // A plain block: the table inside is the 'Aplicações' region, and two regions of one name confuse readers.
    <div className={styles.card}>
      <h2 className={styles.subtitle}>Aplicações</h2>
      {failed ? (
        <p className={styles.problem} role="alert">
          Falha no carregamento das aplicações.
        </p>
      ) : (
        <Table
          caption="Aplicações"
          hideCaption
          columns={columns(onRedeem)}
          rows={rows}
          getRowKey={(a) => a.application_id}
          loading={loading}
          emptyText="Nenhuma aplicação."
        />
      )}
    </div>
  );
}
