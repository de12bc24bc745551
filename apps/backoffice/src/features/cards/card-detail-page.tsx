import { CARD_STATUS_LABELS, canOpenCard, cardPermissions } from '@balcao/domain/cards';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useServices } from '../../app/services';
import { PageTabs } from '../../ui/page-tabs';
import { cardQueries } from './api';
import { CardActions } from './card-actions';
import { CardFace } from './card-face';
import { CardStatement } from './card-statement';
import * as styles from './cards.css';
import { InvoiceSummaryCard } from './invoice-summary-card';
import { LimitSummary } from './limit-summary';
import type { CardStatementSearch } from './search';
import { CardStatusBadge } from './status-badges';

export const PENDING_CARD_TEXT = 'Este cartão ainda está sendo emitido e não pode ser aberto.';
export const CANCELLED_CARD_TEXT = 'Este cartão foi cancelado e não pode mais ser aberto.';

/** The statement's card and URL state, handed to the tab's panel (PageTabs mounts a component type). */
const StatementContext = createContext<{
  cardId: string;
  search: CardStatementSearch;
  onSearchChange(next: CardStatementSearch): void;
} | null>(null);

function StatementPanel() {
  const props = useContext(StatementContext);
  return props ? <CardStatement {...props} /> : null;
}

const TABS = [{ key: 'extrato', label: 'Extrato', Panel: StatementPanel }];

export interface CardDetailPageProps {
  id: string;
  search: CardStatementSearch;
  onSearchChange(next: CardStatementSearch): void;
}

/**
 * /cartao/{id} (§2.6, §4.5): the card masked with 'Ver dados', its actions, its limit, the invoice summary and
 * the 'Extrato' tab; the shell's back button, 'Gerenciar cartões' (the route table), returns to the list. A
 * PENDING card cannot be opened.
 */
export function CardDetailPage({ id, search, onSearchChange }: CardDetailPageProps) {
  const { clients, auth } = useServices();
  const can = cardPermissions({ roles: auth.roles, features: auth.features });
  const { data: card } = useSuspenseQuery(cardQueries.detail(clients, id));
  if (!canOpenCard(card.cardStatus)) {
    return (
      <section className={styles.page} aria-labelledby="card-title">
        <h1 id="card-title" className={styles.title}>
          {card.cardName} ({CARD_STATUS_LABELS[card.cardStatus]})
        </h1>
        <p className={styles.muted}>
          {card.cardStatus === 'PENDING' ? PENDING_CARD_TEXT : CANCELLED_CARD_TEXT}
        </p>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="card-title">
      <div className={styles.header}>
        <div className={styles.actions}>
          <h1 id="card-title" className={styles.title}>
            {card.cardName}
          </h1>
          <CardStatusBadge status={card.cardStatus} />
        </div>
        <CardActions card={card} can={can} />
      </div>
      <div className={styles.cardLayout}>
        <CardFace card={card} reveal={can.editCard} />
        <LimitSummary cardId={card.id} />
        {can.seeInvoices ? <InvoiceSummaryCard canPay={can.payInvoice} /> : null}
      </div>
      <StatementContext.Provider value={{ cardId: card.id, search, onSearchChange }}>
        <PageTabs label="Movimentações do cartão" tabs={TABS} current="extrato" onChange={() => undefined} />
      </StatementContext.Provider>
    </section>
  );
}
