import {
  ScheduledDatePicker,
  type ScheduledDatePickerProps,
  type ScheduledDateTime,
} from '../scheduled-date-picker';
import * as styles from './form.css';
import { useFieldContext } from './form-context';
import { useShownError } from './speaks';

/**
 * A day and a 15-minute slot in business time (the link's expiry, §4) bound to its form field, its
 * message under the picker once the field speaks.
 */
export function ScheduledDateField(props: Omit<ScheduledDatePickerProps, 'value' | 'onChange'>) {
  const field = useFieldContext<ScheduledDateTime | null>();
  const error = useShownError<ScheduledDateTime | null>();
  return (
    <div>
      <ScheduledDatePicker {...props} value={field.state.value} onChange={field.handleChange} />
      {error ? <p className={styles.error}>{error}</p> : null}
    </div>
  );
}
