import { PAYMENT_LINK_LIMITS } from '@balcao/domain/payment-links';
import { CurrencyInput, SelectField, TextField } from '../../ui';
import * as styles from './links.css';
import { ADDITIONAL_INSTALLMENTS_MAX, type SubscriptionLinkForm } from './subscription-link-state';

const INSTALLMENT_OPTIONS = Array.from({ length: ADDITIONAL_INSTALLMENTS_MAX }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? 'Na primeira cobrança' : `Nas ${i + 1} primeiras cobranças`,
}));

/**
 * The subscription's additional value (§3 additionalValue, additionalTitle, additionalInstallments;
 * §5: title up to 60, value input 10 characters; §9: installments default 1): an amount such as an
 * adhesion fee added to each of the first charges.
 */
export function SubscriptionAdditionalFields({
  form,
  set,
  shows,
}: {
  form: SubscriptionLinkForm;
  set: <K extends keyof SubscriptionLinkForm>(field: K, value: SubscriptionLinkForm[K]) => void;
  shows: (field: string) => string | undefined;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Valor adicional (opcional)</legend>
      <TextField
        label="Título do adicional"
        placeholder="Taxa de adesão"
        value={form.additionalTitle}
        onChange={(event) => set('additionalTitle', event.target.value)}
        error={shows('additionalTitle')}
      />
      <div className={styles.row}>
        <CurrencyInput
          label="Valor adicional"
          value={form.additionalValueCents}
          onValueChange={(cents) => set('additionalValueCents', cents)}
          maxCents={PAYMENT_LINK_LIMITS.valueCents}
          error={shows('additionalValueCents')}
        />
        <SelectField
          label="Cobranças com o adicional"
          options={INSTALLMENT_OPTIONS}
          value={String(form.additionalInstallments)}
          disabled={form.additionalValueCents === null}
          onChange={(event) => set('additionalInstallments', Number(event.target.value))}
        />
      </div>
    </fieldset>
  );
}
