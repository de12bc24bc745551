import { CARD_DECLINE_REASON_LABELS, CARD_MESSAGES, CARD_STATEMENT_MAX_DAYS } from '@balcao/domain/cards';
import { addDays, formatDateTime } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Badge, Button, type Column, DateRangePicker, Pagination, Table, useToast } from '../../ui';
import {
  CARD_STATEMENT_SIZE,
  type CardTransaction,
  cardErrorLines,
  cardStatementQuery,
  useSendCardStatement,
} from './api';
import * as styles from './cards.css';
import { type CardStatementSearch, statementRange } from './search';
import { useBusyAction } from './use-busy-action';

export const STATEMENT_SEND_FAILURE = 'Não foi possível enviar o extrato.';

const columns: readonly Column<CardTransaction>[] = [
  { key: 'date', header: 'Data', cell: (t) => formatDateTime(new Date(t.transactionDate)) },
  { key: 'description', header: 'Descrição', cell: (t) => t.description },
  {
    key: 'status',
    header: 'Status',
    cell: (t) =>
      t.approved ? (
        <Badge tone="success">Aprovada</Badge>
      ) : (
        <Badge tone="danger">
          Recusada
          {t.declineReason ? `: ${CARD_DECLINE_REASON_LABELS[t.declineReason] ?? t.declineReason}` : ''}
        </Badge>
      ),
  },
  { key: 'amount', header: 'Valor', align: 'right', cell: (t) => formatBRL(reaisToCents(t.amount)) },
];

/**
 * The 'Extrato' tab (§2.6): the card's purchases, approved and declined, in a period kept in the URL (the
 * last 30 days by default), and 'Extrair extrato', which sends that period by e-mail.
 */
export function CardStatement({
  cardId,
  search,
  onSearchChange,
}: {
  cardId: string;
  search: CardStatementSearch;
  onSearchChange(next: CardStatementSearch): void;
}) {
  const { clients } = useServices();
  const toast = useToast();
  const send = useSendCardStatement();
  const today = useGatewayToday();
  const range = statementRange(search, today);
  const { data: statement } = useSuspenseQuery(cardStatementQuery(clients, cardId, search, today));

  const [sending, sendByEmail] = useBusyAction(async () => {
    try {
      await send.mutateAsync({ cardId, ...range });
      toast.success(CARD_MESSAGES.statementSent);
    } catch (error) {
      for (const line of cardErrorLines(error, STATEMENT_SEND_FAILURE)) toast.error(line);
    }
  });

  return (
    <div className={styles.form}>
      <div className={styles.toolbar}>
        <DateRangePicker
          value={range}
          today={today}
          min={addDays(today, -CARD_STATEMENT_MAX_DAYS)}
          max={today}
          onChange={(next) => {
            if (next.from && next.to) onSearchChange({ from: next.from, to: next.to, page: 1 });
          }}
        />
        <Button variant="secondary" loading={sending} onClick={() => void sendByEmail()}>
          Extrair extrato
        </Button>
      </div>
      <Table
        caption="Extrato do cartão"
        hideCaption
        columns={columns}
        rows={statement.content}
        getRowKey={(t) => t.id}
        emptyText={CARD_MESSAGES.noTransactions}
      />
      <Pagination
        page={search.page}
        totalPages={statement.totalPages}
        totalItems={statement.totalElements}
        pageSize={CARD_STATEMENT_SIZE}
        itemLabel="lançamentos"
        onPageChange={(page) => onSearchChange({ ...search, page })}
      />
    </div>
  );
}
