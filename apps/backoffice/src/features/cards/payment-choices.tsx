import {
  balanceCoversInvoices,
  cardFinalDigits,
  formatInvoiceMonth,
  INVOICE_MESSAGES,
  type InvoicePaymentMethod,
} from '@balcao/domain/cards';
import { formatBRL } from '@balcao/domain/money';
import * as styles from './cards.css';
import type { PayableInvoice } from './invoice-api';
import { InvoiceStatusBadge } from './status-badges';

/** Step choose-payment: the closed and overdue card invoices, each ticked or not, and the total chosen. */
export function InvoiceChoices({
  invoices,
  chosen,
  totalCents,
  centsOf,
  onToggle,
}: {
  invoices: readonly PayableInvoice[];
  chosen: ReadonlySet<string>;
  totalCents: number;
  centsOf(invoice: PayableInvoice): number;
  onToggle(id: string): void;
}) {
  if (invoices.length === 0) return <p className={styles.muted}>{INVOICE_MESSAGES.noInvoices}</p>;
  return (
    <>
      <fieldset className={styles.choiceList}>
        <legend className={styles.subtitle}>Escolha as faturas</legend>
        {invoices.map((invoice) => (
          <label key={invoice.cardInvoiceId} className={styles.choice}>
            <input
              type="checkbox"
              checked={chosen.has(invoice.cardInvoiceId)}
              onChange={() => onToggle(invoice.cardInvoiceId)}
            />
            <span className={styles.choiceText}>
              <strong>{invoice.cardName}</strong>
              <span className={styles.muted}>
                {invoice.maskedPan ? `final ${cardFinalDigits(invoice.maskedPan)} · ` : ''}
                {formatInvoiceMonth(invoice.yearMonth)}
              </span>
            </span>
            <InvoiceStatusBadge status={invoice.invoiceStatus} />
            <span className={styles.total}>{formatBRL(centsOf(invoice))}</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.total}>Total: {formatBRL(totalCents)}</p>
    </>
  );
}

/**
 * Step choose-payment-method (§5): the account balance, disabled when it does not cover the total (Pix is
 * then preselected), or Pix.
 */
export function MethodChoices({
  totalCents,
  balanceCents,
  method,
  onChange,
}: {
  totalCents: number;
  balanceCents: number;
  method: InvoicePaymentMethod;
  onChange(method: InvoicePaymentMethod): void;
}) {
  const covers = balanceCoversInvoices(totalCents, balanceCents);
  return (
    <>
      <p className={styles.total}>Total: {formatBRL(totalCents)}</p>
      <fieldset className={styles.choiceList}>
        <legend className={styles.subtitle}>Forma de pagamento</legend>
        <label className={styles.choice} data-disabled={!covers}>
          <input
            type="radio"
            name="invoice-payment-method"
            value="CHECKING_ACCOUNT"
            checked={method === 'CHECKING_ACCOUNT'}
            disabled={!covers}
            onChange={() => onChange('CHECKING_ACCOUNT')}
          />
          <span className={styles.choiceText}>
            <strong>Saldo em conta</strong>
            <span className={styles.muted}>Disponível: {formatBRL(balanceCents)}</span>
            {covers ? null : <span className={styles.danger}>{INVOICE_MESSAGES.balanceNotEnough}</span>}
          </span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="invoice-payment-method"
            value="PIX"
            checked={method === 'PIX'}
            onChange={() => onChange('PIX')}
          />
          <span className={styles.choiceText}>
            <strong>Pix</strong>
            <span className={styles.muted}>Um QR code válido por 24 horas.</span>
          </span>
        </label>
      </fieldset>
    </>
  );
}
