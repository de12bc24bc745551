import { type ReactNode, useId } from 'react';
import { describedBy, FieldNotes } from '../field-notes';
import { control, field as fieldStyle, hint, label as labelStyle } from '../shared.css';
import { useFieldContext } from './form-context';
import { useShownError } from './speaks';
import * as styles from './text-area-field.css';

export interface TextAreaFieldProps {
  label: ReactNode;
  /** The most characters it takes; the count against it is shown under the text. */
  maxLength: number;
  rows?: number;
  /** Whether the count shows; a text whose screen never showed one (the checkout's) goes without. */
  counted?: boolean;
  /** A line under the text, read with it. */
  hint?: ReactNode;
  /** Where the form lays the field out (a whole row of a grid). */
  className?: string;
}

/** A text of a few lines (a description) bound to its form field, with its count of characters. */
export function TextAreaField({
  label,
  maxLength,
  rows,
  counted = true,
  hint: hintText,
  className,
}: TextAreaFieldProps) {
  const field = useFieldContext<string>();
  const error = useShownError<string>();
  const id = useId();
  const { value } = field.state;
  return (
    <div className={[fieldStyle, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${control} ${styles.textarea}`}
        value={value}
        maxLength={maxLength}
        rows={rows}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint: hintText, error }, counted && `${id}-count`)}
      />
      {counted ? (
        <span id={`${id}-count`} className={hint}>
          {value.length}/{maxLength}
        </span>
      ) : null}
      <FieldNotes id={id} hint={hintText} error={error} />
    </div>
  );
}
