import { addDays, businessToday } from '@balcao/domain/dates';
import { LINK_SCHEDULE_MAX_DAYS } from '@balcao/domain/payment-links';
import { EXPIRY_FIELDS, LinkExpiryFields } from './link-expiry-fields';
import type { LinkAppForm } from './link-form';
import type { OrderLinkForm } from './link-form-state';
import * as styles from './links.css';

/** §4 'Scheduled charge warning', in the product's words. */
export const SCHEDULED_WARNING =
  'Mesmo que o cliente pague hoje, a cobrança só será feita na data escolhida.';

/** A one-off link stops accepting purchases after this many paid ones. */
const PAID_SALES = {
  label: 'Limite de vendas pagas (opcional)',
  hint: 'Depois desse número de pagamentos o link deixa de aceitar compras.',
};

export interface TimingFieldsProps {
  form: LinkAppForm<OrderLinkForm>;
  values: OrderLinkForm;
  now: Date;
}

/**
 * When the one-off link charges and sells (§4, §5): the scheduled charge date with its warning, the boleto
 * and Pix due date (replaced by the scheduled date while it is on), the link's expiry on the 15-minute
 * picker, and the limit of paid sales.
 */
export function OrderLinkTimingFields({ form, values, now }: TimingFieldsProps) {
  const today = businessToday(now);
  return (
    <>
      <form.AppField name="scheduled">
        {(field) => <field.CheckboxField label="Agendar a cobrança" className={styles.checkbox} />}
      </form.AppField>
      {values.scheduled ? (
        <div>
          <form.AppField name="scheduledDate">
            {(field) => (
              <field.DateField
                label="Data da cobrança"
                today={today}
                min={today}
                max={addDays(today, LINK_SCHEDULE_MAX_DAYS)}
              />
            )}
          </form.AppField>
          <p className={styles.warning} role="note">
            {SCHEDULED_WARNING}
          </p>
        </div>
      ) : null}
      {(values.bankSlip || values.pix) && !values.scheduled ? (
        <form.AppField name="dueDate">
          {(field) => (
            <field.DateField
              label="Vencimento do boleto e do Pix (opcional)"
              hint="Sem data, a cobrança vence 3 dias depois da compra."
              today={today}
              min={today}
              clearable
            />
          )}
        </form.AppField>
      ) : null}
      <LinkExpiryFields form={form} fields={EXPIRY_FIELDS} now={now} paidUses={PAID_SALES} />
    </>
  );
}
