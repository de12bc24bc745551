import { applyMask, type MaskKind } from '@balcao/domain/forms';
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

const SIGNIFICANT = /[0-9A-Za-z\p{L}]/u;

/** How many letters and digits stand before `position`: the caret's place, whatever the mask adds. */
export function significantBefore(text: string, position: number): number {
  let count = 0;
  for (const character of text.slice(0, position)) if (SIGNIFICANT.test(character)) count++;
  return count;
}

/** The position right after the `count`-th letter or digit of `text`. */
export function positionAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (SIGNIFICANT.test(text.charAt(i)) && ++seen === count) return i + 1;
  }
  return text.length;
}

/** The position before the last `count` letters or digits of `text` (after the last one for 0). */
export function positionBeforeLast(text: string, count: number): number {
  let seen = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (!SIGNIFICANT.test(text.charAt(i))) continue;
    if (seen === count) return i + 1;
    seen++;
  }
  return 0;
}

/**
 * Where the caret goes after masking. Amount masks grow from the right, so the caret keeps its
 * distance from the end; filter masks only drop characters, so masking the text before the caret
 * says where it lands; pattern masks keep the number of letters and digits before it.
 */
function caretAfterMask(kind: MaskKind, raw: string, caret: number, value: string): number {
  if (kind === 'currency' || kind === 'percentage') {
    return positionBeforeLast(value, significantBefore(raw, raw.length) - significantBefore(raw, caret));
  }
  if (kind === 'onlyLetters' || kind === 'onlyNumbers') return applyMask(kind, raw.slice(0, caret)).length;
  return positionAfter(value, significantBefore(raw, caret));
}

/**
 * The masked value after an edit. When a deletion removed only a character the mask writes by
 * itself (the '%' of a percentage), the mask would put it straight back; the digit before the caret
 * goes instead, so backspace always makes progress.
 */
export function maskEdit(
  kind: MaskKind,
  previous: string,
  raw: string,
  caret: number,
): { value: string; caret: number } {
  let text = raw;
  let position = caret;
  let value = applyMask(kind, text);
  if (value === previous && raw.length < previous.length) {
    for (let i = Math.min(position, text.length) - 1; i >= 0; i--) {
      if (SIGNIFICANT.test(text.charAt(i))) {
        text = text.slice(0, i) + text.slice(i + 1);
        position = i;
        break;
      }
    }
    value = applyMask(kind, text);
  }
  return { value, caret: caretAfterMask(kind, text, position, value) };
}

const numericKinds: ReadonlySet<MaskKind> = new Set([
  'cpf',
  'cep',
  'phone',
  'cellphone',
  'brPhone',
  'currency',
  'percentage',
  'date',
  'bankSlip',
  'onlyNumbers',
]);

const placeholders: Partial<Record<MaskKind, string>> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  cep: '00000-000',
  phone: '(00) 0000-0000',
  cellphone: '(00) 00000-0000',
  brPhone: '(00) 00000-0000',
  date: 'dd/mm/aaaa',
};

export type MaskedInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> & {
  mask: MaskKind;
  /** The masked text, as shown. */
  value: string;
  onValueChange: (masked: string) => void;
};

/** A text field whose content always goes through the domain's mask of that kind. */
export function MaskedInput({ mask, value, onValueChange, ref, ...rest }: MaskedInputProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null || !input.current || document.activeElement !== input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const edit = maskEdit(mask, value, raw, event.target.selectionStart ?? raw.length);
    caret.current = edit.value === value ? null : edit.caret;
    onValueChange(edit.value);
  }

  return (
    <TextField
      inputMode={numericKinds.has(mask) ? 'numeric' : 'text'}
      placeholder={placeholders[mask]}
      autoComplete="off"
      {...rest}
      ref={(element) => {
        input.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      value={value}
      onChange={onChange}
    />
  );
}
