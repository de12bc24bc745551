import { PAYMENT_LINK_LIMITS } from '@balcao/domain/payment-links';
import { withFieldGroup } from '../../ui/form';

/** The fields of a link form that say what it sells (§3 paymentOrder: title, description, value). */
export interface PaymentOrderData {
  title: string;
  description: string;
  valueCents: number | null;
}

/** A link form's own names for them (the one-off and the subscription kinds use the same). */
export const PAYMENT_ORDER_FIELDS = {
  title: 'title',
  description: 'description',
  valueCents: 'valueCents',
} as const;

/**
 * The title, description and value of a one-off or subscription link (§5: title required, description
 * up to 300, the value's 10 characters), kit fields bound to the form's own fields. What the value is
 * (each charge's, with its per-month figure) is the kind's hint.
 */
export const PaymentOrderFields = withFieldGroup({
  defaultValues: { title: '', description: '', valueCents: null } as PaymentOrderData,
  props: {} as { valueHint?: string },
  render: function PaymentOrderGroup({ group, valueHint }) {
    return (
      <>
        <group.AppField name="title">{(field) => <field.TextField label="Título" required />}</group.AppField>
        <group.AppField name="description">
          {(field) => (
            <field.TextAreaField label="Descrição" maxLength={PAYMENT_LINK_LIMITS.description} rows={3} />
          )}
        </group.AppField>
        <group.AppField name="valueCents">
          {(field) => (
            <field.MoneyField
              label="Valor"
              hint={valueHint}
              maxCents={PAYMENT_LINK_LIMITS.valueCents}
              required
            />
          )}
        </group.AppField>
      </>
    );
  },
});
