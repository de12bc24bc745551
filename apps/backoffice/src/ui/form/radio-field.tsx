import { type ReactNode, useId } from 'react';
import { choice, choiceList, choiceText, muted } from '../page.css';
import { errorText } from '../shared.css';
import * as styles from './form.css';
import { useFieldContext } from './form-context';
import { useShownError } from './speaks';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A line under the label, on the bordered rows. */
  hint?: ReactNode;
}

export interface RadioFieldProps<V extends string> {
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  /** Bordered rows, one a choice (a payment method), or compact labels in a line (CPF or celular). */
  look?: 'rows' | 'inline';
  legendClassName?: string;
  /**
   * A pick goes through this first, which makes it with `choose` now or later (after a confirmation,
   * the sub-seller's fee type on edit); until then the choice on screen stays the field's.
   */
  onChoose?: (next: V, choose: () => void) => void;
}

/**
 * One of a few choices as radios in a fieldset, bound to its form field (null until one is picked).
 * The radios share a name of their own, so two forms on one page never share a group.
 */
export function RadioField<V extends string>({
  legend,
  options,
  look = 'rows',
  legendClassName,
  onChoose,
}: RadioFieldProps<V>) {
  const field = useFieldContext<V | null>();
  const error = useShownError<V | null>();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={choiceList} aria-describedby={error ? errorId : undefined}>
      <legend className={legendClassName ?? muted}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={look === 'rows' ? choice : styles.checkbox}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={field.state.value === option.value}
            onChange={() => {
              const choose = () => field.handleChange(option.value);
              if (onChoose) onChoose(option.value, choose);
              else choose();
            }}
            onBlur={field.handleBlur}
          />
          {option.hint === undefined ? (
            option.label
          ) : (
            <span className={choiceText}>
              <strong>{option.label}</strong>
              <span className={muted}>{option.hint}</span>
            </span>
          )}
        </label>
      ))}
      {error ? (
        <span id={errorId} className={errorText}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
