import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { control, errorText, field, label as labelStyle } from '../../ui/shared.css';

export type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The first, empty option ('Selecione'), for a choice that has no default. */
  placeholder?: string;
  error?: ReactNode;
};

/** A native select with the kit's field look (the kit has no select yet). */
export function SelectField({ label, options, placeholder, error, id, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
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
        aria-describedby={errorId}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className={errorText}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
