import { INVOICE_MESSAGES, maskedCardNumber } from '@balcao/domain/cards';
import { formatDateTime } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useId, useState } from 'react';
import { type Column, Table } from '../../ui';
import type { CardTransaction } from './api';
import * as styles from './cards.css';
import type { CardInvoice } from './invoice-api';
import { InvoiceStatusBadge } from './status-badges';

const columns: readonly Column<CardTransaction>[] = [
  { key: 'date', header: 'Data', cell: (t) => formatDateTime(new Date(t.transactionDate)) },
  { key: 'description', header: 'Descrição', cell: (t) => t.description },
  { key: 'amount', header: 'Valor', align: 'right', cell: (t) => formatBRL(reaisToCents(t.billingAmount)) },
];

/** One card's invoice in the month (§2.6): a header that opens and closes the card's purchases. */
export function CardInvoiceSection({ invoice }: { invoice: CardInvoice }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const card = invoice.virtualCard;
  return (
    <section className={styles.cardInvoice} aria-label={`Fatura do cartão ${card.cardName}`}>
      <button
        type="button"
        className={styles.cardInvoiceToggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.choiceText}>
          <strong>{card.cardName}</strong>
          <span className={styles.muted}>
            {card.maskedPan ? maskedCardNumber(card.maskedPan) : 'Em emissão'}
          </span>
        </span>
        <InvoiceStatusBadge status={invoice.status} />
        <span className={styles.total}>{formatBRL(reaisToCents(invoice.totalAmount))}</span>
      </button>
      {open ? (
        <div id={bodyId} className={styles.cardInvoiceBody}>
          <Table
            caption={`Lançamentos do cartão ${card.cardName}`}
            hideCaption
            columns={columns}
            rows={invoice.transactions}
            getRowKey={(t) => t.id}
            emptyText={INVOICE_MESSAGES.noEntries}
          />
        </div>
      ) : null}
    </section>
  );
}
