import { type DateRange, DateRangePicker, type DateRangePickerProps } from '../date-range-picker';
import * as styles from './date-range-field.css';
import { useFieldContext } from './form-context';
import { useShownError } from './speaks';

/**
 * A range of days on the Portuguese calendar (a filter's or a report's period) bound to its form field;
 * its message, once it speaks, is an alert under the picker.
 */
export function DateRangeField(props: Omit<DateRangePickerProps, 'value' | 'onChange'>) {
  const field = useFieldContext<DateRange>();
  const error = useShownError<DateRange>();
  return (
    <>
      <DateRangePicker {...props} value={field.state.value} onChange={field.handleChange} />
      {error ? (
        <p role="alert" className={styles.message}>
          {error}
        </p>
      ) : null}
    </>
  );
}
