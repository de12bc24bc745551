import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { describedBy, FieldNotes } from './field-notes';
import { control, field, label as labelStyle, visuallyHidden } from './shared.css';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'size'> & {
  /** Every input has a label; `hideLabel` keeps it for screen readers only. */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** A validation message; marks the input invalid and is read with it. */
  error?: ReactNode;
};

export function TextField({ label, hideLabel = false, hint, error, id, className, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={[field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? visuallyHidden : labelStyle}>
        {label}
      </label>
      <input
        id={inputId}
        className={control}
        {...rest}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy({ id: inputId, hint, error }, rest['aria-describedby'])}
      />
      <FieldNotes id={inputId} hint={hint} error={error} />
    </div>
  );
}
