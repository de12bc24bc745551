import type { ApiDate } from '@balcao/domain/dates';
import { costCenterLabel, PAYMENT_DESCRIPTION_MAX_LENGTH } from '@balcao/domain/payables';
import { DatePicker, SelectField, TextField } from '../../../ui';

/** What the payer adds to any payment before confirming it (§3's lookup result, §5). */
export interface PaymentDetails {
  description: string;
  costCenter: string;
  /** 'yyyy-MM-dd'; never before today. */
  date: ApiDate;
}

export type PaymentDetailsErrors = Partial<Record<keyof PaymentDetails, string | null>>;

/** Description (at most 100 characters, counted), cost centre from the flow's list, and the payment date. */
export function PaymentDetailsFields({
  details,
  onChange,
  costCenters,
  today,
  errors,
  dateLabel,
}: {
  details: PaymentDetails;
  onChange(details: PaymentDetails): void;
  costCenters: readonly string[];
  today: ApiDate;
  errors: PaymentDetailsErrors;
  dateLabel: string;
}) {
  const set = <K extends keyof PaymentDetails>(field: K, value: PaymentDetails[K]) =>
    onChange({ ...details, [field]: value });
  return (
    <>
      <TextField
        label="Descrição"
        value={details.description}
        maxLength={PAYMENT_DESCRIPTION_MAX_LENGTH}
        hint={`${details.description.length}/${PAYMENT_DESCRIPTION_MAX_LENGTH}`}
        error={errors.description ?? undefined}
        onChange={(event) => set('description', event.target.value)}
      />
      <SelectField
        label="Centro de custo"
        placeholder="Selecione"
        options={costCenters.map((value) => ({ value, label: costCenterLabel(value) }))}
        value={details.costCenter}
        error={errors.costCenter ?? undefined}
        onChange={(event) => set('costCenter', event.target.value)}
      />
      <DatePicker
        label={dateLabel}
        today={today}
        min={today}
        value={details.date}
        error={errors.date ?? undefined}
        onChange={(value) => set('date', value)}
      />
    </>
  );
}
