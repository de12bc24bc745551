import type { ReactNode } from 'react';
import { CurrencyInput, type CurrencyInputProps } from '../currency-input';
import { DatePicker, type DatePickerProps } from '../date-picker';
import { MaskedInput, type MaskedInputProps } from '../masked-input';
import { SelectField as SelectInput, type SelectFieldProps as SelectInputProps } from '../select-field';
import { TextField as TextInput, type TextFieldProps as TextInputProps } from '../text-field';
import * as styles from './form.css';
import { useFieldContext } from './form-context';
import { useShownError } from './speaks';

type Bound<P, Drop extends string> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error' | Drop>;

/**
 * What a lookup outside the form's rules answered about the value (an unknown CEP, a company the
 * registry refuses): said as soon as it comes, when the field's own message is not being said.
 */
type LookupAnswer = { lookupError?: string | null };

export type TextFieldProps = Bound<TextInputProps, 'defaultValue'> &
  LookupAnswer & {
    /** Filters what was typed before the form keeps it (digits only, a capped percent). */
    transform?: (typed: string) => string;
    /** Shows the value otherwise than the form keeps it (a document kept as digits, written out). */
    read?: (value: string) => string;
  };

/** A text input bound to its form field: the value, change, blur and the first error once it speaks. */
export function TextField({ transform, read, lookupError, ...props }: TextFieldProps) {
  const field = useFieldContext<string>();
  const error = useShownError<string>();
  return (
    <TextInput
      {...props}
      value={read ? read(field.state.value) : field.state.value}
      onChange={(event) => field.handleChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={field.handleBlur}
      error={error ?? lookupError ?? undefined}
    />
  );
}

/**
 * A currency input in integer cents (null while empty) bound to its form field; `read` and `write`
 * translate for a field that keeps the amount otherwise (as the text the gateway takes).
 */
export function MoneyField<V = number | null>({
  read,
  write,
  ...props
}: Bound<CurrencyInputProps, 'onValueChange'> & {
  read?: (value: V) => number | null;
  write?: (cents: number | null) => V;
}) {
  const field = useFieldContext<V>();
  const error = useShownError<V>();
  return (
    <CurrencyInput
      {...props}
      value={read ? read(field.state.value) : (field.state.value as number | null)}
      onValueChange={(cents) => field.handleChange(write ? write(cents) : (cents as V))}
      onBlur={field.handleBlur}
      error={error}
    />
  );
}

/** A text field through the domain's mask of its kind (phone, CPF, CEP), bound to its form field. */
export function MaskedField({
  lookupError,
  ...props
}: Bound<MaskedInputProps, 'onValueChange'> & LookupAnswer) {
  const field = useFieldContext<string>();
  const error = useShownError<string>();
  return (
    <MaskedInput
      {...props}
      value={field.state.value}
      onValueChange={field.handleChange}
      onBlur={field.handleBlur}
      error={error ?? lookupError ?? undefined}
    />
  );
}

/**
 * A native select bound to its form field; the options' values are the field's values, or read by
 * `parse` when the field keeps something else than the text (a count as a number, or an id that is null
 * until one is picked, shown by `read` as the placeholder's ''). `read` also shows another
 * option than the field keeps, for a choice another field overrides (the field keeps the user's own).
 */
export function SelectField<V extends string | number | null>({
  parse,
  read,
  ...props
}: Bound<SelectInputProps, 'defaultValue'> & { parse?: (text: string) => V; read?: (value: V) => string }) {
  const field = useFieldContext<V>();
  const error = useShownError<V>();
  return (
    <SelectInput
      {...props}
      value={read ? read(field.state.value) : String(field.state.value)}
      onChange={(event) => field.handleChange(parse ? parse(event.target.value) : (event.target.value as V))}
      onBlur={field.handleBlur}
      error={error}
    />
  );
}

/** One day on the Portuguese calendar (never the browser's date input) bound to its form field. */
export function DateField(props: Bound<DatePickerProps, never>) {
  const field = useFieldContext<DatePickerProps['value']>();
  const error = useShownError<DatePickerProps['value']>();
  return <DatePicker {...props} value={field.state.value} onChange={field.handleChange} error={error} />;
}

/** A labelled checkbox bound to a boolean field. */
export function CheckboxField({
  label,
  disabled,
  className,
}: {
  label: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  const field = useFieldContext<boolean>();
  return (
    <label className={className ?? styles.checkbox}>
      <input
        type="checkbox"
        checked={field.state.value}
        disabled={disabled}
        onChange={(event) => field.handleChange(event.target.checked)}
        onBlur={field.handleBlur}
      />
      {label}
    </label>
  );
}
