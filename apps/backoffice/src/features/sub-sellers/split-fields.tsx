import { formatBRL, parseBRL } from '@balcao/domain/money';
import {
  formatSubSellerPaymentValue,
  maskSubSellerPercentage,
  parseSubSellerPercentage,
  SUB_SELLER_FIXED_MAX_CENTS,
  SUB_SELLER_PAYMENT_TYPE_LABELS,
  SUB_SELLER_PAYMENT_TYPES,
} from '@balcao/domain/sub-sellers';
import { useSelector } from '@tanstack/react-form';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui';
import type { SubSellerForm } from './sub-seller-form';
import * as styles from './sub-sellers.css';

const TYPE_OPTIONS = SUB_SELLER_PAYMENT_TYPES.map((value) => ({
  value,
  label: SUB_SELLER_PAYMENT_TYPE_LABELS[value],
}));

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
  form: SubSellerForm;
  confirmTypeChange: boolean;
}) {
  // The pick waiting for the confirmation, and how to make it.
  const [pending, setPending] = useState<(() => void) | null>(null);
  const paymentType = useSelector(form.api.store, (state) => state.values.general.paymentType);

  return (
    <section className={styles.card} aria-labelledby="sub-seller-split">
      <h2 id="sub-seller-split" className={styles.sectionTitle}>
        Divisão de valores padrão
      </h2>
      <form.api.AppField
        name="general.paymentType"
        // A value typed for the other type means nothing in this one.
        listeners={{ onChange: () => form.api.setFieldValue('general.paymentValue', '') }}
      >
        {(field) => (
          <field.RadioField
            legend="Tipo de taxa"
            look="inline"
            legendClassName={styles.legend}
            options={TYPE_OPTIONS}
            onChoose={confirmTypeChange ? (_next, choose) => setPending(() => choose) : undefined}
          />
        )}
      </form.api.AppField>
      <div className={styles.grid}>
        <form.api.AppField
          name="general.paymentValue"
          listeners={{
            // A percentage is written out on leaving it: '7.5' becomes '7,50%'.
            onBlur: ({ value, fieldApi }) => {
              if (fieldApi.form.getFieldValue('general.paymentType') !== 'PERCENTAGE') return;
              const percent = parseSubSellerPercentage(value);
              if (percent !== null) fieldApi.setValue(formatSubSellerPaymentValue('PERCENTAGE', percent));
            },
          }}
        >
          {(field) =>
            paymentType === 'FIXED' ? (
              <field.MoneyField
                label="Taxa (R$)"
                maxCents={SUB_SELLER_FIXED_MAX_CENTS}
                read={parseBRL}
                write={(cents: number | null) => (cents === null ? '' : formatBRL(cents))}
              />
            ) : (
              <field.TextField
                label="Taxa (%)"
                inputMode="decimal"
                placeholder="0,00%"
                autoComplete="off"
                transform={maskSubSellerPercentage}
              />
            )
          }
        </form.api.AppField>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title="Alterar tipo de taxa"
        message={FEE_TYPE_CHANGE_QUESTION}
        onConfirm={() => pending?.()}
      />
    </section>
  );
}
