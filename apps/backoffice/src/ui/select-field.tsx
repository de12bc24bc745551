import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { control, errorText, field, hint as hintStyle, label as labelStyle } from './shared.css';

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
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
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
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <span id={hintId} className={hintStyle}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={errorText}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
