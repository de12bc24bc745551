import { formatDateTime } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { TREASURY_WITHDRAWAL_STATUS } from '@balcao/domain/treasury';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { Badge, type Column, Table } from '../../ui';
import { type TreasuryWithdrawal, treasuryQueries } from './api';
import * as styles from './treasury.css';

const COLUMNS: Column<TreasuryWithdrawal>[] = [
  { key: 'requested', header: 'Pedido em', cell: (w) => formatDateTime(new Date(w.requested_at)) },
  {
    key: 'status',
    header: 'Situação',
    cell: (w) => {
      const status = TREASURY_WITHDRAWAL_STATUS[w.status];
      return <Badge tone={status.tone}>{status.label}</Badge>;
    },
  },
  { key: 'amount', header: 'Valor', align: 'right', cell: (w) => formatBRL(reaisToCents(w.amount)) },
];

/**
 * The checking account's latest withdrawals ('Sacar' of this page, banking document §7.6
 * GET v1/banking/withdrawals), newest first as the gateway sends them, each until it is sent out.
 */
export function WithdrawalsTable() {
  const { clients } = useServices();
  const withdrawals = useQuery(treasuryQueries.withdrawals(clients));
  return (
    <div className={styles.card}>
      <h2 className={styles.subtitle}>Saques</h2>
      {withdrawals.isError ? (
        <p className={styles.problem} role="alert">
          Falha no carregamento dos saques.
        </p>
      ) : (
        <Table
          caption="Saques"
          hideCaption
          columns={COLUMNS}
          rows={withdrawals.data?.content ?? []}
          getRowKey={(w) => w.id}
          loading={withdrawals.isPending}
          emptyText="Nenhum saque."
        />
      )}
    </div>
  );
}
