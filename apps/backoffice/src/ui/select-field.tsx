import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { describedBy, FieldNotes } from './field-notes';
import { control, field, label as labelStyle } from './shared.css';

export type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The first, empty option ('Selecione'), for a choice that has no default. */
  placeholder?: string;
  hint?: ReactNode;
  /** A validation message; marks the select invalid and is read with it. */
  error?: ReactNode;
};

/** A native select with the kit's field look: label, optional hint and error, like TextField. */
export function SelectField({ label, options, placeholder, hint, error, id, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={field}>
      <label htmlFor={selectId} className={labelStyle}>
        {label}
      </label>
      <select
        id={selectId}
        className={control}
        {...rest}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id: selectId, hint, error })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={selectId} hint={hint} error={error} />
    </div>
  );
}
