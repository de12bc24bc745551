import {
  displayedInvoiceStatus,
  formatInvoiceMonth,
  INVOICE_MESSAGES,
  isInvoicePayable,
} from '@balcao/domain/cards';
import { formatApiDate } from '@balcao/domain/dates';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Button } from '../../ui';
import * as styles from './cards.css';
import { invoiceQueries } from './invoice-api';
import { InvoiceFigure, InvoiceFigures } from './invoice-figures';
import { PaymentDrawer } from './payment-drawer';
import { InvoiceStatusBadge } from './status-badges';

export const INVOICES_LOAD_FAILURE = 'Não foi possível carregar as faturas.';

/**
 * The invoice summary (§4.5): the oldest overdue invoice, else the latest closed, else the latest open, as
 * the gateway picks it among every month, with its own total, paid and remaining, and 'Pagar' for
 * BANKING_ADMIN or BANKING_CARD, enabled only when the invoice can be paid; the drawer opens on it.
 */
export function InvoiceSummaryCard({ canPay }: { canPay: boolean }) {
  const { clients } = useServices();
  const months = useQuery(invoiceQueries.summary(clients));
  const [paying, setPaying] = useState(false);
  const today = useGatewayToday();
  const invoice = months.data?.invoice ?? null;
  return (
    <section className={styles.card} aria-label="Resumo da fatura">
      <h2 className={styles.subtitle}>Fatura</h2>
      {months.isPending ? (
        <p className={styles.muted} role="status">
          Carregando
        </p>
      ) : months.isError ? (
        <p className={styles.muted} role="alert">
          {INVOICES_LOAD_FAILURE}
        </p>
      ) : !invoice ? (
        <p className={styles.muted}>{INVOICE_MESSAGES.noInvoices}</p>
      ) : (
        <>
          <div className={styles.actions}>
            <Link to="/cartao/faturas/$yearMonth" params={{ yearMonth: invoice.yearMonth }}>
              {formatInvoiceMonth(invoice.yearMonth)}
            </Link>
            <InvoiceStatusBadge status={displayedInvoiceStatus(invoice, today)} />
          </div>
          <InvoiceFigures invoice={invoice}>
            <InvoiceFigure label="Vencimento">{formatApiDate(invoice.dueDate)}</InvoiceFigure>
          </InvoiceFigures>
          {canPay ? (
            <div className={styles.actions}>
              <Button
                variant="primary"
                disabled={!isInvoicePayable(invoice, today)}
                onClick={() => setPaying(true)}
              >
                Pagar
              </Button>
            </div>
          ) : null}
        </>
      )}
      {canPay && invoice ? (
        <PaymentDrawer open={paying} yearMonth={invoice.yearMonth} onOpenChange={setPaying} />
      ) : null}
    </section>
  );
}
