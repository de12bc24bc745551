import { formatApiDate, formatDateTime } from '@balcao/domain/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../app/services';
import { Button, type Column, Modal, StatusBadge, Table } from '../../../ui';
import type { Charge } from '../api';
import * as styles from './charge-detail.css';
import { type ChargeAttempt, chargeDetailQueries, type SplitLine, type StatementLine } from './detail-api';
import { ATTEMPT_STATUS, brl, providerLabel, STATEMENT_TYPE } from './labels';
import { attemptFailureReason } from './rules';

const dateTime = (iso: string) => formatDateTime(new Date(iso));

export function CardInfo({ card }: { card: NonNullable<Charge['cardResponse']> }) {
  return (
    <section className={styles.card} aria-labelledby="charge-card">
      <h2 id="charge-card" className={styles.subtitle}>
        Pagamento com cartão
      </h2>
      <dl className={styles.fields}>
        <div>
          <dt className={styles.term}>Bandeira</dt>
          <dd className={styles.definition}>{card.brand}</dd>
        </div>
        <div>
          <dt className={styles.term}>Cartão</dt>
          <dd className={styles.definition}>•••• {card.last4digits}</dd>
        </div>
        <div>
          <dt className={styles.term}>Titular</dt>
          <dd className={styles.definition}>{card.cardHolderName}</dd>
        </div>
      </dl>
    </section>
  );
}

function FailedAttempt({ attempt }: { attempt: ChargeAttempt }) {
  const [open, setOpen] = useState(false);
  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger asChild>
        <Button variant="secondary">Falhou</Button>
      </Modal.Trigger>
      <Modal.Content title="Tentativa com falha">
        <dl className={styles.fields}>
          <div>
            <dt className={styles.term}>Data da tentativa</dt>
            <dd className={styles.definition}>{dateTime(attempt.errorTimestamp ?? attempt.createdAt)}</dd>
          </div>
          <div>
            <dt className={styles.term}>Motivo</dt>
            <dd className={styles.definition}>{attemptFailureReason(attempt)}</dd>
          </div>
        </dl>
      </Modal.Content>
    </Modal.Root>
  );
}

const ATTEMPT_COLUMNS: Column<ChargeAttempt>[] = [
  { key: 'createdAt', header: 'Data', cell: (attempt) => dateTime(attempt.createdAt) },
  { key: 'value', header: 'Valor', cell: (attempt) => brl(attempt.value), align: 'right' },
  {
    key: 'status',
    header: 'Status',
    cell: (attempt) =>
      attempt.status === 'FAILED' ? (
        <FailedAttempt attempt={attempt} />
      ) : (
        <StatusBadge
          status={ATTEMPT_STATUS[attempt.status].tone}
          label={ATTEMPT_STATUS[attempt.status].label}
        />
      ),
  },
];

export function AttemptHistory({ attempts }: { attempts: ChargeAttempt[] }) {
  return (
    <Table
      caption="Histórico de tentativas"
      columns={ATTEMPT_COLUMNS}
      rows={attempts}
      getRowKey={(attempt) => attempt.uuid}
      emptyText="Sem tentativas de pagamento"
    />
  );
}

type HistoryEntry = Charge['history'][number];

const HISTORY_COLUMNS: Column<HistoryEntry>[] = [
  { key: 'createdAt', header: 'Data', cell: (entry) => dateTime(entry.createdAt) },
  { key: 'description', header: 'Atividade', cell: (entry) => entry.description },
  { key: 'user', header: 'Usuário', cell: (entry) => entry.userEmail ?? '-' },
];

export function ActivityHistory({ history }: { history: HistoryEntry[] }) {
  return (
    <Table
      caption="Histórico de atividades"
      columns={HISTORY_COLUMNS}
      rows={history}
      getRowKey={(entry) => `${entry.createdAt}-${entry.description}`}
      emptyText="Sem atividades"
    />
  );
}

const SPLIT_COLUMNS: Column<SplitLine>[] = [
  { key: 'subSeller', header: 'Sub-vendedor', cell: (line) => line.subSellerName },
  { key: 'date', header: 'Data', cell: (line) => formatApiDate(line.executionDate) },
  { key: 'provider', header: 'Provedor', cell: (line) => providerLabel(line.providerType) },
  { key: 'amount', header: 'Valor', cell: (line) => brl(line.amount), align: 'right' },
];

/** Shown only when the charge has split lines. */
export function SplitSection({ id }: { id: string }) {
  const { clients } = useServices();
  const split = useQuery(chargeDetailQueries.split(clients, id));
  if (!split.data?.data.length) return null;
  const sellerAmount = split.data.sellerAmount;
  return (
    <>
      <Table
        caption="Split"
        columns={SPLIT_COLUMNS}
        rows={split.data.data}
        getRowKey={(line) => line.idSplit}
        emptyText=""
      />
      {/* A paid split link's charge: what stayed with the seller, the cents that do not divide included. */}
      {sellerAmount === null || sellerAmount === undefined ? null : (
        <p>{`Sua parte: ${brl(sellerAmount)}`}</p>
      )}
    </>
  );
}

const STATEMENT_COLUMNS: Column<StatementLine>[] = [
  { key: 'date', header: 'Data', cell: (line) => formatApiDate(line.executionDate) },
  { key: 'type', header: 'Tipo', cell: (line) => STATEMENT_TYPE[line.statementType] },
  { key: 'description', header: 'Descrição', cell: (line) => line.description },
  { key: 'amount', header: 'Valor', cell: (line) => brl(line.amount), align: 'right' },
];

/** The receivables (statement lines); the caller shows it only to SELLER_FINANCES (§6). */
export function StatementSection({ id }: { id: string }) {
  const { clients } = useServices();
  const statement = useQuery(chargeDetailQueries.statement(clients, id));
  if (statement.isError) {
    return <p role="alert">Falha ao carregar as informações dos recebiveis.</p>;
  }
  return (
    <Table
      caption="Recebíveis"
      columns={STATEMENT_COLUMNS}
      rows={statement.data}
      loading={statement.isPending}
      getRowKey={(line) => line.uuid}
      emptyText="Sem recebíveis"
    />
  );
}
