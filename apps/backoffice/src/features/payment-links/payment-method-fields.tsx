import type { ReactNode } from 'react';
import * as styles from './links.css';

export type LinkMethod = 'creditCard' | 'bankSlip' | 'pix';

export const METHOD_LABELS: Record<LinkMethod, { label: string; discountLabel: string }> = {
  creditCard: { label: 'Cartão de Crédito', discountLabel: 'Desconto no cartão (%)' },
  bankSlip: { label: 'Boleto', discountLabel: 'Desconto no boleto (%)' },
  pix: { label: 'Pix', discountLabel: 'Desconto no Pix (%)' },
};

/**
 * 'Métodos de pagamento' of a link form (§4, §5): a checkbox per method offered, and while a method is
 * ticked its percent discount; what follows a method (the card's installments, a note) comes from
 * `extra`. The toggle and the discount are kit fields the kind binds to its own form by name
 * (`form.AppField`); the kind clears a discount when its method is unticked.
 */
export function PaymentMethodFields(props: {
  methods: readonly LinkMethod[];
  checked: Record<LinkMethod, boolean>;
  toggle: (method: LinkMethod) => ReactNode;
  discount: (method: LinkMethod) => ReactNode;
  /** The missing-method message, shown under the list. */
  error?: string;
  extra?: (method: LinkMethod) => ReactNode;
  /** Shown when no method is offered (e.g. before a plan is chosen). */
  emptyText?: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Métodos de pagamento</legend>
      {props.methods.length === 0 && props.emptyText ? (
        <p className={styles.muted}>{props.emptyText}</p>
      ) : null}
      {props.methods.map((method) => (
        <div key={method} className={styles.row}>
          {props.toggle(method)}
          {props.checked[method] ? props.discount(method) : null}
          {props.extra?.(method)}
        </div>
      ))}
      {props.error ? (
        <p className={styles.error} role="alert">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
