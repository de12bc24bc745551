import { type DateRange, DateRangePicker, type DateRangePickerProps } from '../date-range-picker';
import { useFieldContext } from './form-context';

/** A range of days on the Portuguese calendar (a filter's period) bound to its form field. */
export function DateRangeField(props: Omit<DateRangePickerProps, 'value' | 'onChange'>) {
  const field = useFieldContext<DateRange>();
  return <DateRangePicker {...props} value={field.state.value} onChange={field.handleChange} />;
}
