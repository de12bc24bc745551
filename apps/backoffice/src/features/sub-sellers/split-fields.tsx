import {
  formatBRL,
  formatSubSellerPaymentValue,
  maskSubSellerPercentage,
  parseBRL,
  parseSubSellerPercentage,
  SUB_SELLER_FIXED_MAX_CENTS,
  SUB_SELLER_PAYMENT_TYPE_LABELS,
  SUB_SELLER_PAYMENT_TYPES,
  type SubSellerPaymentType,
} from '@balcao/domain';
import { useState } from 'react';
import { ConfirmDialog, CurrencyInput, TextField } from '../../ui';
import * as styles from './sub-sellers.css';
import type { SubSellerFormState } from './use-sub-seller-form';

export const FEE_TYPE_CHANGE_QUESTION =
  'Deseja realmente alterar o tipo de tax desse sub-vendedor? Isso afetará links de pagamento futuros.';

/**
 * 'Divisão de valores padrão': a percentage (digits with comma or dot, capped at 100, '%' added on
 * blur) or a fixed amount. On edit, changing the type asks first (§4); confirming clears the value.
 */
export function SplitFields({
  form,
  confirmTypeChange,
}: {
  form: SubSellerFormState;
  confirmTypeChange: boolean;
}) {
  const [pendingType, setPendingType] = useState<SubSellerPaymentType | null>(null);
  const { paymentType, paymentValue } = form.values.general;
  const error = form.errorOf('general.paymentValue');

  function changeType(next: SubSellerPaymentType) {
    if (next === paymentType) return;
    if (confirmTypeChange) {
      setPendingType(next);
      return;
    }
    applyType(next);
  }

  function applyType(next: SubSellerPaymentType) {
    form.set('general', 'paymentType', next);
    form.set('general', 'paymentValue', '');
  }

  return (
    <section className={styles.card} aria-labelledby="sub-seller-split">
      <h2 id="sub-seller-split" className={styles.sectionTitle}>
        Divisão de valores padrão
      </h2>
      <fieldset className={styles.radios}>
        <legend className={styles.legend}>Tipo de taxa</legend>
        {SUB_SELLER_PAYMENT_TYPES.map((type) => (
          <label key={type} className={styles.radio}>
            <input
              type="radio"
              name="paymentType"
              value={type}
              checked={paymentType === type}
              onChange={() => changeType(type)}
            />
            {SUB_SELLER_PAYMENT_TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <div className={styles.grid}>
        {paymentType === 'FIXED' ? (
          <CurrencyInput
            label="Taxa (R$)"
            value={parseBRL(paymentValue)}
            maxCents={SUB_SELLER_FIXED_MAX_CENTS}
            onValueChange={(cents) =>
              form.set('general', 'paymentValue', cents === null ? '' : formatBRL(cents))
            }
            onBlur={() => form.blur('general.paymentValue')}
            error={error}
          />
        ) : (
          <TextField
            label="Taxa (%)"
            inputMode="decimal"
            placeholder="0,00%"
            autoComplete="off"
            value={paymentValue}
            onChange={(event) =>
              form.set('general', 'paymentValue', maskSubSellerPercentage(event.target.value))
            }
            onBlur={() => {
              const value = parseSubSellerPercentage(paymentValue);
              if (value !== null)
                form.set('general', 'paymentValue', formatSubSellerPaymentValue('PERCENTAGE', value));
              form.blur('general.paymentValue');
            }}
            error={error}
          />
        )}
      </div>
      <ConfirmDialog
        open={pendingType !== null}
        onOpenChange={(open) => {
          if (!open) setPendingType(null);
        }}
        title="Alterar tipo de taxa"
        message={FEE_TYPE_CHANGE_QUESTION}
        onConfirm={() => {
          if (pendingType) applyType(pendingType);
        }}
      />
    </section>
  );
}
