import { formatApiDate } from '@balcao/domain/dates';
import { obscureDocument } from '@balcao/domain/documents';
import { formatBRL } from '@balcao/domain/money';
import { BARCODE_INPUT_MAX_LENGTH, maskBarcodeInput } from '@balcao/domain/payables';
import * as styles from './new-payment.css';
import type { NewPaymentForm } from './use-new-payment';

/**
 * Step 0 (§5, §9): the barcode or linha digitável, masked as the slip prints it (the utility grouping
 * for 48 digits) and never longer than 60 characters; pasted text is masked the same way.
 */
export function BarcodeStep({ form }: { form: NewPaymentForm }) {
  return (
    <div className={styles.form}>
      <form.AppField name="barcode">
        {(field) => (
          <field.TextField
            label="Código de barras"
            inputMode="numeric"
            autoComplete="off"
            maxLength={BARCODE_INPUT_MAX_LENGTH}
            hint="Linha digitável do boleto (47 dígitos), da conta de consumo (48) ou código de barras (44)"
            transform={maskBarcodeInput}
          />
        )}
      </form.AppField>
    </div>
  );
}

/** What the lookup read from the slip. */
export interface BankSlip {
  /** The line as printed (47 or 48 digits), or the 44-digit barcode when that is all there is. */
  barcode: string;
  recipientName: string;
  recipientDocument: string | null;
  bankName: string | null;
  /** Null when the slip leaves the amount to the payer (amount field zero). */
  amountCents: number | null;
  dueDate: string | null;
}

export function BankSlipSummary({ slip, amountCents }: { slip: BankSlip; amountCents: number | null }) {
  return (
    <dl className={styles.summary}>
      <dt className={styles.term}>Beneficiário</dt>
      <dd className={styles.definition}>{slip.recipientName}</dd>
      {slip.recipientDocument ? (
        <>
          <dt className={styles.term}>CPF/CNPJ</dt>
          <dd className={styles.definition}>{obscureDocument(slip.recipientDocument)}</dd>
        </>
      ) : null}
      {slip.bankName ? (
        <>
          <dt className={styles.term}>Banco</dt>
          <dd className={styles.definition}>{slip.bankName}</dd>
        </>
      ) : null}
      <dt className={styles.term}>Vencimento</dt>
      <dd className={styles.definition}>{slip.dueDate ? formatApiDate(slip.dueDate) : 'Sem vencimento'}</dd>
      <dt className={styles.term}>Valor</dt>
      <dd className={styles.definition}>{amountCents === null ? '—' : formatBRL(amountCents)}</dd>
      <dt className={styles.term}>{slip.barcode.length === 44 ? 'Código de barras' : 'Linha digitável'}</dt>
      <dd className={styles.definition}>{maskBarcodeInput(slip.barcode)}</dd>
    </dl>
  );
}

/** Step 2: the slip as read; a slip without an amount asks for it ('Informe o valor do boleto'). */
export function BankSlipReview({
  form,
  slip,
  amountCents,
}: {
  form: NewPaymentForm;
  slip: BankSlip;
  amountCents: number | null;
}) {
  return (
    <div className={styles.form}>
      <BankSlipSummary slip={slip} amountCents={amountCents} />
      {slip.amountCents === null ? (
        <form.AppField name="slipAmountCents">
          {(field) => <field.MoneyField label="Valor do boleto" />}
        </form.AppField>
      ) : null}
    </div>
  );
}
