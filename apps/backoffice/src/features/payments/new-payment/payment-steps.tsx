import { formatApiDate } from '@balcao/domain/dates';
import { reaisToCents } from '@balcao/domain/money';
import { PIX_FAVORITE_NICKNAME_MAX_LENGTH } from '@balcao/domain/payables';
import { TextField } from '../../../ui';
import type { PaymentCheck } from './api';
import { type BankSlip, BankSlipReview, BankSlipSummary, BarcodeStep } from './bank-slip-steps';
import { type ConfirmState, costCentersOf, slipAmountCents, todayOf } from './confirm-state';
import { MethodStep } from './method-step';
import * as styles from './new-payment.css';
import { PaymentDetailsFields } from './payment-details-fields';
import { PixAmountStep, PixKeyStep, PixRecipientSummary } from './pix-steps';
import type { useNewPayment } from './use-new-payment';

type Flow = ReturnType<typeof useNewPayment>;

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
  const { confirm } = flow.state;
  const set = (next: Partial<ConfirmState>) => flow.patch({ confirm: { ...confirm, ...next } });
  return (
    <>
      <PaymentDetailsFields
        details={confirm.details}
        onChange={(details) => set({ details })}
        costCenters={costCentersOf(check)}
        today={todayOf(check)}
        errors={confirm.errors}
        dateLabel={check.type === 'PIX' ? 'Data da transferência' : 'Data do pagamento'}
      />
      {check.type === 'PIX' && !check.isFavorite ? (
        <>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={confirm.saveFavorite}
              onChange={(event) => set({ saveFavorite: event.target.checked })}
            />
            Salvar nos favoritos
          </label>
          {confirm.saveFavorite ? (
            <TextField
              label="Apelido"
              value={confirm.nickname}
              maxLength={PIX_FAVORITE_NICKNAME_MAX_LENGTH}
              onChange={(event) => set({ nickname: event.target.value })}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** The body of the drawer for the step it is on (the outcome screens are the drawer's). */
export function PaymentSteps({ flow }: { flow: Flow }) {
  const { state } = flow;
  const { stage, check } = state;
  if (stage.kind === 'method')
    return <MethodStep method={state.method} onChange={(method) => flow.patch({ method })} />;
  if (stage.kind === 'pix') {
    if (stage.step === 'amount')
      return (
        <PixAmountStep
          amountCents={state.amountCents}
          onChange={(amountCents) => flow.patch({ amountCents, amountTouched: true })}
          balanceCents={flow.balanceCents}
          error={state.amountTouched ? flow.amountError : null}
        />
      );
    if (stage.step === 'key')
      return (
        <PixKeyStep
          keyText={state.keyText}
          onKeyChange={(keyText) =>
            flow.patch({ keyText, favoriteId: null, usePhone: false, keyError: null })
          }
          error={state.keyError}
          favorites={flow.favorites}
          chosenFavoriteId={state.favoriteId}
          onPickFavorite={(favorite) =>
            flow.patch({ keyText: favorite.pixKey, favoriteId: favorite.id, usePhone: false, keyError: null })
          }
          phoneAlternative={flow.phoneAlternative}
          usePhone={state.usePhone}
          onUsePhone={(usePhone) => flow.patch({ usePhone })}
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
            amountCents: state.amountCents ?? 0,
          }}
        />
        <ConfirmFields flow={flow} check={check} />
      </div>
    );
  }
  if (stage.kind !== 'bank-slip') return null;
  if (stage.step === 'barcode')
    return (
      <BarcodeStep
        value={state.barcode}
        onChange={(barcode) => flow.patch({ barcode, barcodeError: null })}
        error={state.barcodeError}
      />
    );
  if (stage.step === 'loading')
    return (
      <p className={styles.muted} role="status">
        Consultando o boleto…
      </p>
    );
  if (!check) return null;
  const slip = bankSlipOf(check);
  if (stage.step === 'review')
    return (
      <BankSlipReview
        slip={slip}
        amountCents={slipAmountCents(check, state.confirm)}
        onAmountChange={(cents) =>
          flow.patch({ confirm: { ...state.confirm, slipAmountCents: cents, errors: {} } })
        }
        amountError={state.confirm.errors.amount ?? null}
      />
    );
  return (
    <div className={styles.form}>
      <BankSlipSummary slip={slip} amountCents={slipAmountCents(check, state.confirm)} />
      {slip.dueDate && slip.dueDate < todayOf(check) ? (
        <p className={styles.danger}>Boleto vencido em {formatApiDate(slip.dueDate)}.</p>
      ) : null}
      <ConfirmFields flow={flow} check={check} />
    </div>
  );
}
