import { formatApiDate } from '@balcao/domain/dates';
import { reaisToCents } from '@balcao/domain/money';
import { PIX_FAVORITE_NICKNAME_MAX_LENGTH } from '@balcao/domain/payables';
import type { PaymentCheck } from './api';
import { type BankSlip, BankSlipReview, BankSlipSummary, BarcodeStep } from './bank-slip-steps';
import { costCentersOf, slipAmountCents, todayOf } from './confirm-state';
import { MethodStep } from './method-step';
import * as styles from './new-payment.css';
import { PaymentDetailsFields } from './payment-details-fields';
import { PixAmountStep, PixKeyStep, PixRecipientSummary } from './pix-steps';
import type { NewPaymentFlow as Flow } from './use-new-payment';

const bankSlipOf = (check: PaymentCheck): BankSlip => ({
  barcode: check.digitableLine ?? check.bankSlipKey ?? check.barCode ?? '',
  recipientName: check.recipientName,
  recipientDocument: check.recipientDocument,
  bankName: check.bankName,
  amountCents: check.amount === null ? null : reaisToCents(check.amount),
  dueDate: check.dueDate,
});

/** The fields every payment confirms: description, cost centre, date (and the favourite, for Pix). */
function ConfirmFields({ flow, check }: { flow: Flow; check: PaymentCheck }) {
  const { form } = flow;
  return (
    <>
      <PaymentDetailsFields
        form={form}
        costCenters={costCentersOf(check)}
        today={todayOf(check)}
        dateLabel={check.type === 'PIX' ? 'Data da transferência' : 'Data do pagamento'}
      />
      {check.type === 'PIX' && !check.isFavorite ? (
        <>
          <form.AppField name="saveFavorite">
            {(field) => <field.CheckboxField label="Salvar nos favoritos" className={styles.checkbox} />}
          </form.AppField>
          {flow.values.saveFavorite ? (
            <form.AppField name="nickname">
              {(field) => <field.TextField label="Apelido" maxLength={PIX_FAVORITE_NICKNAME_MAX_LENGTH} />}
            </form.AppField>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** The body of the drawer for the step it is on (the outcome screens are the drawer's). */
export function PaymentSteps({ flow }: { flow: Flow }) {
  const { state, form, values } = flow;
  const { stage, check } = state;
  if (stage.kind === 'method') return <MethodStep form={form} />;
  if (stage.kind === 'pix') {
    if (stage.step === 'amount') return <PixAmountStep form={form} balanceCents={flow.balanceCents} />;
    if (stage.step === 'key')
      return (
        <PixKeyStep
          form={form}
          favorites={flow.favorites}
          chosenFavoriteId={values.favoriteId}
          phoneAlternative={flow.phoneAlternative}
        />
      );
    if (stage.step === 'loading')
      return (
        <p className={styles.muted} role="status">
          Consultando a chave Pix…
        </p>
      );
    if (!check) return null;
    return (
      <div className={styles.form}>
        <PixRecipientSummary
          recipient={{
            recipientName: check.recipientName,
            recipientDocument: check.recipientDocument ?? '',
            bankIspb: check.bankIspb ?? '',
            pixKey: check.pixKey ?? '',
            amountCents: values.amountCents ?? 0,
          }}
        />
        <ConfirmFields flow={flow} check={check} />
      </div>
    );
  }
  if (stage.kind !== 'bank-slip') return null;
  if (stage.step === 'barcode') return <BarcodeStep form={form} />;
  if (stage.step === 'loading')
    return (
      <p className={styles.muted} role="status">
        Consultando o boleto…
      </p>
    );
  if (!check) return null;
  const slip = bankSlipOf(check);
  if (stage.step === 'review')
    return <BankSlipReview form={form} slip={slip} amountCents={slipAmountCents(check, values)} />;
  return (
    <div className={styles.form}>
      <BankSlipSummary slip={slip} amountCents={slipAmountCents(check, values)} />
      {slip.dueDate && slip.dueDate < todayOf(check) ? (
        <p className={styles.danger}>Boleto vencido em {formatApiDate(slip.dueDate)}.</p>
      ) : null}
      <ConfirmFields flow={flow} check={check} />
    </div>
  );
}
