import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import {
  TREASURY_STATEMENT_EMPTY_TEXT,
  TREASURY_STATEMENT_TAB_LABELS,
  type TreasuryStatementAccount,
} from '@balcao/domain/treasury';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { type Column, Pagination, Table } from '../../ui';
import { TREASURY_LEDGER_SIZE, type TreasuryLedgerLine, treasuryQueries } from './api';
import * as styles from './treasury.css';

/** A credit reads '+ R$ 10,00' and a debit '- R$ 10,00': the gateway sends the value unsigned with `positive`. */
function signed(line: TreasuryLedgerLine): string {
  const text = formatBRL(reaisToCents(line.value));
  return line.positive ? `+ ${text}` : `- ${text}`;
}

const COLUMNS: Column<TreasuryLedgerLine>[] = [
  { key: 'date', header: 'Data', cell: (l) => formatApiDate(l.date) },
  { key: 'description', header: 'Lançamento', cell: (l) => l.description },
  {
    key: 'value',
    header: 'Valor',
    align: 'right',
    cell: (l) => <span className={l.positive ? styles.credit : styles.debit}>{signed(l)}</span>,
  },
];

export interface LedgerTableProps {
  account: TreasuryStatementAccount;
  from: string;
  to: string;
  /** 1-based. */
  page: number;
  onPageChange(page: number): void;
}

/** One statement tab of §2.7: the account's ledger over the period, most recent first, a page at a time. */
export function LedgerTable({ account, from, to, page, onPageChange }: LedgerTableProps) {
  const { clients } = useServices();
  const ledger = useQuery(treasuryQueries.ledger(clients, { account, from, to, page }));
  if (ledger.isError)
    return (
      <p className={styles.problem} role="alert">
        Falha no carregamento do extrato.
      </p>
    );
  const data = ledger.data;
  return (
    <>
      <Table
        caption={TREASURY_STATEMENT_TAB_LABELS[account]}
        hideCaption
        columns={COLUMNS}
        rows={data?.content}
        getRowKey={(l) => l.id}
        loading={ledger.isPending}
        emptyText={TREASURY_STATEMENT_EMPTY_TEXT}
      />
      <Pagination
        page={page}
        totalPages={data?.totalPages ?? 0}
        totalItems={data?.totalElements ?? 0}
        pageSize={TREASURY_LEDGER_SIZE}
        itemLabel="lançamentos"
        onPageChange={onPageChange}
      />
    </>
  );
}
