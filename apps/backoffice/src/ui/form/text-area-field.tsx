import { type ReactNode, useId } from 'react';
import { control, errorText, field as fieldStyle, hint, label as labelStyle } from '../shared.css';
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
  const describedBy = [counted && `${id}-count`, hintText && `${id}-hint`, error && `${id}-error`];
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
        aria-describedby={describedBy.filter(Boolean).join(' ') || undefined}
      />
      {counted ? (
        <span id={`${id}-count`} className={hint}>
          {value.length}/{maxLength}
        </span>
      ) : null}
      {hintText ? (
        <span id={`${id}-hint`} className={hint}>
          {hintText}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={errorText}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
