import type { MaskKind } from '@balcao/domain/forms';
import type { ReactNode } from 'react';
import { MaskedInput, SelectField, TextField } from '../../ui';

/** One field of the wizard: its value, its message (by dot path) and whether the status locks it. */
export interface FieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  mask?: MaskKind;
  maxLength?: number;
  hint?: ReactNode;
  onBlur?: (value: string) => void;
  type?: string;
}

export function WizardField({ mask, onChange, onBlur, value, ...rest }: FieldProps) {
  const blur = onBlur
    ? (event: { currentTarget: HTMLInputElement }) => onBlur(event.currentTarget.value)
    : undefined;
  if (mask) return <MaskedInput {...rest} mask={mask} value={value} onValueChange={onChange} onBlur={blur} />;
  return (
    <TextField {...rest} value={value} onChange={(event) => onChange(event.target.value)} onBlur={blur} />
  );
}

export function WizardSelect({
  label,
  value,
  onChange,
  options,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <SelectField
      label={label}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      disabled={disabled}
    />
  );
}
