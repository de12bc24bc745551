import type { ApiDate } from '@balcao/domain/dates';
import { costCenterLabel, PAYMENT_DESCRIPTION_MAX_LENGTH } from '@balcao/domain/payables';
import type { NewPaymentForm } from './use-new-payment';

/** Description (at most 100 characters, counted), cost centre from the flow's list, and the payment date. */
export function PaymentDetailsFields({
  form,
  costCenters,
  today,
  dateLabel,
}: {
  form: NewPaymentForm;
  costCenters: readonly string[];
  today: ApiDate;
  dateLabel: string;
}) {
  return (
    <>
      <form.AppField name="description">
        {(field) => (
          <field.TextField
            label="Descrição"
            maxLength={PAYMENT_DESCRIPTION_MAX_LENGTH}
            hint={`${field.state.value.length}/${PAYMENT_DESCRIPTION_MAX_LENGTH}`}
          />
        )}
      </form.AppField>
      <form.AppField name="costCenter">
        {(field) => (
          <field.SelectField
            label="Centro de custo"
            placeholder="Selecione"
            options={costCenters.map((value) => ({ value, label: costCenterLabel(value) }))}
          />
        )}
      </form.AppField>
      <form.AppField name="date">
        {(field) => <field.DateField label={dateLabel} today={today} min={today} />}
      </form.AppField>
    </>
  );
}
