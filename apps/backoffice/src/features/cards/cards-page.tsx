import {
  CARD_LIMIT_TYPE_LABELS,
  CARD_MESSAGES,
  canOpenCard,
  cardPermissions,
  maskedCardNumber,
} from '@balcao/domain/cards';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { Button, buttonStyle, type Column, Pagination, Table } from '../../ui';
import { CARD_LIST_SIZE, type Card, cardQueries } from './api';
import * as styles from './cards.css';
import { InvoiceSummaryCard } from './invoice-summary-card';
import { LimitSummary } from './limit-summary';
import { NewCardDialog } from './new-card-dialog';
import { CardStatusBadge } from './status-badges';

const columns: readonly Column<Card>[] = [
  {
    key: 'final',
    header: 'Final',
    cell: (card) =>
      canOpenCard(card.cardStatus) ? (
        <Link
          to="/cartao/$id"
          params={{ id: card.id }}
          aria-label={`Abrir cartão ${card.cardName} final ${card.finalDigits}`}
          onClick={(event) => event.stopPropagation()}
        >
          {maskedCardNumber(card.finalDigits ?? '')}
        </Link>
      ) : card.finalDigits ? (
        maskedCardNumber(card.finalDigits)
      ) : (
        'Em emissão'
      ),
  },
  { key: 'name', header: 'Nome', cell: (card) => card.cardName },
  {
    key: 'type',
    header: 'Tipo',
    cell: (card) =>
      card.type === 'LIMIT_BALANCE' && card.limitValue !== null
        ? `${CARD_LIMIT_TYPE_LABELS.LIMIT_BALANCE} (${formatBRL(reaisToCents(card.limitValue))})`
        : CARD_LIMIT_TYPE_LABELS[card.type],
  },
  {
    key: 'invoice',
    header: 'Gasto na fatura',
    align: 'right',
    cell: (card) => formatBRL(reaisToCents(card.invoiceValue)),
  },
  { key: 'status', header: 'Status', cell: (card) => <CardStatusBadge status={card.cardStatus} /> },
];

/**
 * /cartao (§2.6): the cards (final digits, name, status; PENDING and cancelled cards cannot be opened), the
 * global limit, the invoice summary with 'Pagar', and Ver faturas, Gerenciar limites and Novo cartão for the
 * roles of §6, disabled by block_items_credit_card; a viewer reaches the limits by 'Ver limites', read-only.
 */
export function CardsPage({ page, onPageChange }: { page: number; onPageChange(page: number): void }) {
  const { clients, auth } = useServices();
  const can = cardPermissions({ roles: auth.roles, features: auth.features });
  const { data } = useSuspenseQuery(cardQueries.list(clients, page));
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <section className={styles.page} aria-labelledby="cards-title">
      <div className={styles.header}>
        <h1 id="cards-title" className={styles.title}>
          Cartões
        </h1>
        <div className={styles.actions}>
          {can.seeInvoices ? (
            <Link to="/cartao/faturas" className={buttonStyle({ variant: 'secondary' })}>
              Ver faturas
            </Link>
          ) : null}
          <Link to="/cartao/limites" className={buttonStyle({ variant: 'secondary' })}>
            {can.limitsLink}
          </Link>
          {can.createCard !== 'hidden' ? (
            <Button
              variant="primary"
              disabled={can.createCard === 'disabled'}
              onClick={() => setCreating(true)}
            >
              Novo cartão
            </Button>
          ) : null}
        </div>
      </div>
      <div className={styles.cardLayout}>
        <LimitSummary />
        {can.seeInvoices ? <InvoiceSummaryCard canPay={can.payInvoice} /> : null}
      </div>
      <Table
        caption="Cartões de crédito"
        hideCaption
        columns={columns}
        rows={data.content}
        getRowKey={(card) => card.id}
        emptyText={CARD_MESSAGES.noCards}
        onRowClick={(card) => {
          if (canOpenCard(card.cardStatus)) void navigate({ to: '/cartao/$id', params: { id: card.id } });
        }}
      />
      <Pagination
        page={page}
        totalPages={data.totalPages}
        totalItems={data.totalElements}
        pageSize={CARD_LIST_SIZE}
        itemLabel="cartões"
        onPageChange={onPageChange}
      />
      <NewCardDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
