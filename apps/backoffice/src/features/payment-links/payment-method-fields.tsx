import { useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { withFieldGroup } from '../../ui/form';
import { DISCOUNT_OF, discountText, type MethodField, NO_METHODS } from './link-form-state';
import * as styles from './links.css';

export type LinkMethod = MethodField;

export const METHOD_LABELS: Record<LinkMethod, { label: string; discountLabel: string }> = {
  creditCard: { label: 'Cartão de Crédito', discountLabel: 'Desconto no cartão (%)' },
  bankSlip: { label: 'Boleto', discountLabel: 'Desconto no boleto (%)' },
  pix: { label: 'Pix', discountLabel: 'Desconto no Pix (%)' },
};

/** A link form's own names for them (the one-off and the subscription kinds use the same). */
export const METHOD_FIELDS = {
  creditCard: 'creditCard',
  bankSlip: 'bankSlip',
  pix: 'pix',
  creditCardDiscount: 'creditCardDiscount',
  bankSlipDiscount: 'bankSlipDiscount',
  pixDiscount: 'pixDiscount',
} as const;

/**
 * 'Métodos de pagamento' of a link form (§4, §5): a checkbox per method offered, and while a method is
 * ticked its percent discount (3 characters, capped at 100). The toggles and discounts are kit fields
 * bound to the form's own fields; what the kind offers (`methods`), what a toggle turns with it
 * (`onToggle`: its discount cleared, the split off) and what follows a method (`extra`: the card's
 * installments, a note) are the kind's.
 */
export const PaymentMethodFields = withFieldGroup({
  defaultValues: NO_METHODS,
  props: {} as {
    methods: readonly LinkMethod[];
    onToggle: (method: LinkMethod, on: boolean) => void;
    /** The missing-method message, shown under the list. */
    error?: string;
    extra?: (method: LinkMethod) => ReactNode;
    /** Shown when no method is offered (e.g. before a plan is chosen). */
    emptyText?: string;
  },
  render: function PaymentMethodGroup({ group, methods, onToggle, error, extra, emptyText }) {
    const checked = useStore(group.store, (state) => state.values);
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Métodos de pagamento</legend>
        {methods.length === 0 && emptyText ? <p className={styles.muted}>{emptyText}</p> : null}
        {methods.map((method) => (
          <div key={method} className={styles.row}>
            <group.AppField name={method} listeners={{ onChange: ({ value }) => onToggle(method, value) }}>
              {(field) => (
                <field.CheckboxField label={METHOD_LABELS[method].label} className={styles.checkbox} />
              )}
            </group.AppField>
            {checked[method] ? (
              <group.AppField name={DISCOUNT_OF[method]}>
                {(field) => (
                  <field.TextField
                    label={METHOD_LABELS[method].discountLabel}
                    inputMode="numeric"
                    maxLength={3}
                    transform={discountText}
                  />
                )}
              </group.AppField>
            ) : null}
            {extra?.(method)}
          </div>
        ))}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  },
});
