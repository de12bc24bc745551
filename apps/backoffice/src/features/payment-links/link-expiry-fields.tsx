import { businessToday, formatInBusinessTime } from '@balcao/domain/dates';
import { useStore } from '@tanstack/react-form';
import { withFieldGroup } from '../../ui/form';
import * as styles from './links.css';

/** The fields of a link form that say until when it sells. */
export interface ExpiryFields {
  expires: boolean;
  /** Brasília wall time 'yyyy-MM-ddTHH:mm', or null before a day is picked. */
  timer: string | null;
  /** The typed digits of the paid-uses limit, '' for none. */
  maxPaidUses: string;
}

/** A link form's own names for them (the one-off and the subscription kinds use the same). */
export const EXPIRY_FIELDS = { expires: 'expires', timer: 'timer', maxPaidUses: 'maxPaidUses' } as const;

const digits = (typed: string) => typed.replace(/\D/g, '');

/**
 * Until when a link sells (§4, §5): 'Expira em' once its checkbox is ticked, a day and a 15-minute slot
 * from now on in Brasília time, and the limit of paid uses after which it stops. Kit fields bound to the
 * form's own fields; the limit's words are the kind's (sales or subscriptions). The expiry's messages
 * (required once ticked, in the future) are the form's rules.
 */
export const LinkExpiryFields = withFieldGroup({
  defaultValues: { expires: false, timer: null, maxPaidUses: '' } as ExpiryFields,
  props: {} as { now: Date; paidUses: { label: string; hint: string } },
  render: function LinkExpiryGroup({ group, now, paidUses }) {
    const expires = useStore(group.store, (state) => state.values.expires);
    return (
      <>
        <group.AppField name="expires">
          {(field) => (
            <field.CheckboxField label="Definir data de expiração do link" className={styles.checkbox} />
          )}
        </group.AppField>
        {expires ? (
          <group.AppField name="timer">
            {(field) => (
              <field.ScheduledDateField
                label="Expira em"
                today={businessToday(now)}
                earliestTime={formatInBusinessTime(now, 'HH:mm')}
              />
            )}
          </group.AppField>
        ) : null}
        <group.AppField name="maxPaidUses">
          {(field) => (
            <field.TextField
              label={paidUses.label}
              hint={paidUses.hint}
              inputMode="numeric"
              maxLength={7}
              transform={digits}
            />
          )}
        </group.AppField>
      </>
    );
  },
});
