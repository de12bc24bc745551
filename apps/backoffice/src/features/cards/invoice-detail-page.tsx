import {
  cardPermissions,
  displayedInvoiceStatus,
  formatInvoiceMonth,
  INVOICE_MESSAGES,
  invoiceDetailStatus,
  isInvoicePayable,
} from '@balcao/domain/cards';
import { formatApiDate } from '@balcao/domain/dates';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Button } from '../../ui';
import { CardInvoiceSection } from './card-invoice-section';
import * as styles from './cards.css';
import { invoiceQueries } from './invoice-api';
import { InvoiceFigure, InvoiceFigures } from './invoice-figures';
import { PaymentDrawer } from './payment-drawer';
import { InvoiceStatusBadge } from './status-badges';

/** /cartao/faturas/{yearMonth} (§2.6, §4.5): the month's invoice, then each card's, opened to its purchases. */
export function InvoiceDetailPage({ yearMonth }: { yearMonth: string }) {
  const { clients, auth } = useServices();
  const can = cardPermissions({ roles: auth.roles, features: auth.features });
  const { data: month } = useSuspenseQuery(invoiceQueries.month(clients, yearMonth));
  const [paying, setPaying] = useState(false);
  const today = useGatewayToday();
  // §4.5: the month shows the first of OVERDUE, CLOSED, OPEN, PAID among its cards' invoices.
  const detail = invoiceDetailStatus(month.cardInvoices.map((invoice) => invoice.status)) ?? month.status;
  const status = displayedInvoiceStatus({ status: detail, endDate: month.endDate }, today);
  return (
    <section className={styles.page} aria-labelledby="invoice-title">
      <div className={styles.header}>
        <h1 id="invoice-title" className={styles.title}>
          Fatura de {formatInvoiceMonth(month.yearMonth)}
        </h1>
        {can.payInvoice ? (
          <Button
            variant="primary"
            disabled={!isInvoicePayable({ status: detail, endDate: month.endDate }, today)}
            onClick={() => setPaying(true)}
          >
            Pagar
          </Button>
        ) : null}
      </div>
      <section className={styles.card} aria-label="Resumo da fatura">
        <div className={styles.actions}>
          <InvoiceStatusBadge status={status} />
        </div>
        <InvoiceFigures invoice={month}>
          <InvoiceFigure label="Fechamento">{formatApiDate(month.endDate)}</InvoiceFigure>
          <InvoiceFigure label="Vencimento">{formatApiDate(month.dueDate)}</InvoiceFigure>
        </InvoiceFigures>
      </section>
      {month.cardInvoices.length === 0 ? (
        <p className={styles.muted}>{INVOICE_MESSAGES.noInvoice}</p>
      ) : (
        month.cardInvoices.map((invoice) => <CardInvoiceSection key={invoice.id} invoice={invoice} />)
      )}
      {can.payInvoice ? <PaymentDrawer open={paying} yearMonth={yearMonth} onOpenChange={setPaying} /> : null}
    </section>
  );
}
