import type { ReactNode } from 'react';
import * as styles from './form.css';
import { useFieldContext } from './form-context';

export interface CheckboxGroupFieldProps<V extends string> {
  legend: ReactNode;
  options: readonly { value: V; label: ReactNode }[];
  /** The fieldset's and the legend's look where the form lays them out its own way. */
  className?: string;
  legendClassName?: string;
}

/**
 * Several of a few choices as checkboxes in a fieldset, bound to an array field; the array keeps the
 * options' order, whatever order they were ticked in.
 */
export function CheckboxGroupField<V extends string>({
  legend,
  options,
  className,
  legendClassName,
}: CheckboxGroupFieldProps<V>) {
  const field = useFieldContext<readonly V[]>();
  const ticked = field.state.value;
  const toggle = (value: V, on: boolean) =>
    field.handleChange(
      options.map((option) => option.value).filter((v) => (v === value ? on : ticked.includes(v))),
    );
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.checkbox}>
          <input
            type="checkbox"
            checked={ticked.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={field.handleBlur}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
