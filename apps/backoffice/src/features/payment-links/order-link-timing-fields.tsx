import { businessToday, formatInBusinessTime } from '@balcao/domain/dates';
import { DatePicker, ScheduledDatePicker, TextField } from '../../ui';
import type { OrderLinkForm } from './link-form-state';
import * as styles from './links.css';

/** §4 'Scheduled charge warning', in the product's words. */
export const SCHEDULED_WARNING =
  'Mesmo que o cliente pague hoje, a cobrança só será feita na data escolhida.';

export interface TimingFieldsProps {
  form: OrderLinkForm;
  set: <K extends keyof OrderLinkForm>(field: K, value: OrderLinkForm[K]) => void;
  shows: (field: string) => string | undefined;
  now: Date;
}

/**
 * When the one-off link charges and sells (§4, §5): the scheduled charge date with its warning, the boleto
 * and Pix due date (replaced by the scheduled date while it is on), the link's expiry on the 15-minute
 * picker, and the limit of paid sales.
 */
export function OrderLinkTimingFields({ form, set, shows, now }: TimingFieldsProps) {
  const today = businessToday(now);
  return (
    <>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={form.scheduled}
          onChange={(event) => set('scheduled', event.target.checked)}
        />
        Agendar a cobrança
      </label>
      {form.scheduled ? (
        <div>
          <DatePicker
            label="Data da cobrança"
            today={today}
            min={today}
            value={form.scheduledDate}
            onChange={(value) => set('scheduledDate', value)}
            error={shows('scheduledDate')}
          />
          <p className={styles.warning} role="note">
            {SCHEDULED_WARNING}
          </p>
        </div>
      ) : null}
      {(form.bankSlip || form.pix) && !form.scheduled ? (
        <DatePicker
          label="Vencimento do boleto e do Pix (opcional)"
          hint="Sem data, a cobrança vence 3 dias depois da compra."
          today={today}
          min={today}
          clearable
          value={form.dueDate}
          onChange={(value) => set('dueDate', value)}
          error={shows('dueDate')}
        />
      ) : null}
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={form.expires}
          onChange={(event) => set('expires', event.target.checked)}
        />
        Definir data de expiração do link
      </label>
      {form.expires ? (
        <div>
          <ScheduledDatePicker
            label="Expira em"
            value={form.timer}
            onChange={(value) => set('timer', value)}
            today={today}
            earliestTime={formatInBusinessTime(now, 'HH:mm')}
          />
          {shows('timer') ? <p className={styles.error}>{shows('timer')}</p> : null}
        </div>
      ) : null}
      <TextField
        label="Limite de vendas pagas (opcional)"
        hint="Depois desse número de pagamentos o link deixa de aceitar compras."
        inputMode="numeric"
        maxLength={7}
        value={form.maxPaidUses}
        onChange={(event) => set('maxPaidUses', event.target.value.replace(/\D/g, ''))}
        error={shows('maxPaidUses')}
      />
    </>
  );
}
