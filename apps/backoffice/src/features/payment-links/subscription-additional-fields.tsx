import { PAYMENT_LINK_LIMITS } from '@balcao/domain/payment-links';
import type { LinkAppForm } from './link-form';
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
  values,
}: {
  form: LinkAppForm<SubscriptionLinkForm>;
  values: SubscriptionLinkForm;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Valor adicional (opcional)</legend>
      <form.AppField name="additionalTitle">
        {(field) => <field.TextField label="Título do adicional" placeholder="Taxa de adesão" />}
      </form.AppField>
      <div className={styles.row}>
        <form.AppField name="additionalValueCents">
          {(field) => <field.MoneyField label="Valor adicional" maxCents={PAYMENT_LINK_LIMITS.valueCents} />}
        </form.AppField>
        <form.AppField name="additionalInstallments">
          {(field) => (
            <field.SelectField
              label="Cobranças com o adicional"
              options={INSTALLMENT_OPTIONS}
              parse={Number}
              disabled={values.additionalValueCents === null}
            />
          )}
        </form.AppField>
      </div>
    </fieldset>
  );
}
