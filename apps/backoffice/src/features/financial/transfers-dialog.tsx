import { formatApiDate, formatDateTime } from '@balcao/domain/dates';
import { TRANSFERS_EMPTY_TEXT, TRANSFERS_LOAD_FAILURE } from '@balcao/domain/financial';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { Button, type Column, Modal, Table } from '../../ui';
import { financialQueries, type Transfer } from './api';
import * as styles from './financial.css';

const COLUMNS: Column<Transfer>[] = [
  { key: 'date', header: 'Solicitado em', cell: (t) => formatDateTime(new Date(t.date)) },
  { key: 'scheduled', header: 'Previsão de execução', cell: (t) => formatApiDate(t.scheduledDate) },
  { key: 'amount', header: 'Valor', align: 'right', cell: (t) => formatBRL(reaisToCents(t.amount)) },
];

/** §2.1 'Solicitações de repasse em processamento': 50 a page, newest first, the total of all pending. */
export function TransfersDialog({ onClose }: { onClose(): void }) {
  const { clients } = useServices();
  const list = useQuery(financialQueries.pendingTransfers(clients));
  const total = useQuery(financialQueries.pendingTotal(clients));
  return (
    <Modal.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal.Content title="Solicitações de repasse em processamento">
        {list.isError ? (
          <p role="alert" className={styles.muted}>
            {TRANSFERS_LOAD_FAILURE}
          </p>
        ) : (
          <Table
            caption="Repasses em processamento"
            hideCaption
            columns={COLUMNS}
            rows={list.data?.content}
            getRowKey={(t) => t.id}
            loading={list.isPending}
            emptyText={TRANSFERS_EMPTY_TEXT}
          />
        )}
        <p className={styles.total}>
          Total: {total.data === undefined ? '—' : formatBRL(reaisToCents(total.data))}
        </p>
        <div className={styles.row}>
          <Modal.Close asChild>
            <Button>Ok</Button>
          </Modal.Close>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
