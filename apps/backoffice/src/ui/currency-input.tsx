import { formatBRL, maskCurrency, parseBRL } from '@balcao/domain/money';
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * What the field holds after an edit, in integer cents: every digit typed pushes in from the right
 * ('1', '12', '123' → 1, 12, 123 cents = R$ 1,23), backspace drops the last digit, and a field
 * left with no digit but zeros is empty (null), so backspace can clear it. An amount above
 * `maxCents` keeps the previous value.
 */
export function centsFromInput(raw: string, previous: number | null, maxCents: number): number | null {
  const masked = maskCurrency(raw.replace(/\D/g, '').replace(/^0+/, ''));
  if (masked === '') return null;
  const cents = parseBRL(masked);
  if (cents === null || cents > maxCents) return previous;
  return cents;
}

/** R$ 999.999.999,99: eleven digits, enough for any amount the forms take. */
export const DEFAULT_MAX_CENTS = 99_999_999_999;

export type CurrencyInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue' | 'type'> & {
  /** Integer cents, or null for an empty field. */
  value: number | null;
  onValueChange: (cents: number | null) => void;
  maxCents?: number;
};

export function CurrencyInput({
  value,
  onValueChange,
  maxCents = DEFAULT_MAX_CENTS,
  ref,
  ...rest
}: CurrencyInputProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const text = value === null ? '' : formatBRL(value);

  // Digits always enter at the right, so the caret belongs at the end.
  useLayoutEffect(() => {
    const element = input.current;
    if (element && document.activeElement === element) element.setSelectionRange(text.length, text.length);
  }, [text]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const next = centsFromInput(event.target.value, value, maxCents);
    if (next !== value) onValueChange(next);
  }

  return (
    <TextField
      inputMode="numeric"
      placeholder="R$ 0,00"
      autoComplete="off"
      {...rest}
      ref={(element) => {
        input.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      value={text}
      onChange={onChange}
    />
  );
}
