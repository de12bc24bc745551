import { formatBRL, reaisToCents } from '@balcao/domain/money';
import type { ReactNode } from 'react';
import * as styles from './cards.css';

interface InvoiceAmounts {
  totalAmount: number;
  paidAmount: number;
  remainingAmount: number;
}

export function InvoiceFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{children}</dd>
    </div>
  );
}

/**
 * An invoice's own figures: its total, what of it was paid and what remains (what 'Pagar' pays), then
 * whatever dates the screen adds.
 */
export function InvoiceFigures({ invoice, children }: { invoice: InvoiceAmounts; children?: ReactNode }) {
  return (
    <dl className={styles.figures}>
      <InvoiceFigure label="Total">{formatBRL(reaisToCents(invoice.totalAmount))}</InvoiceFigure>
      <InvoiceFigure label="Pago">{formatBRL(reaisToCents(invoice.paidAmount))}</InvoiceFigure>
      <InvoiceFigure label="Restante">{formatBRL(reaisToCents(invoice.remainingAmount))}</InvoiceFigure>
      {children}
    </dl>
  );
}
