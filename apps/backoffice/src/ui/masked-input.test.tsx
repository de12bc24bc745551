import type { MaskKind } from '@balcao/domain/forms';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaskedInput, maskEdit } from './masked-input';

function Harness({ mask, onValueChange }: { mask: MaskKind; onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MaskedInput
      label="Campo"
      mask={mask}
      value={value}
      onValueChange={(next) => {
        onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

async function typeInto(mask: MaskKind, text: string): Promise<HTMLInputElement> {
  render(<Harness mask={mask} />);
  const input = screen.getByLabelText('Campo') as HTMLInputElement;
  await userEvent.type(input, text);
  return input;
}

// Every mask of §5, typed key by key as a person would, including characters the mask must drop.
const cases: Array<[MaskKind, string, string]> = [
  ['cpf', '52998224725', '529.982.247-25'],
  ['cnpj', '11222333000181', '11.222.333/0001-81'],
  ['cpfCnpj', '52998224725', '529.982.247-25'],
  ['cpfCnpj', '11222333000181', '11.222.333/0001-81'],
  ['cep', '01310a100', '01310-100'],
  ['phone', '1133334444', '(11) 3333-4444'],
  ['cellphone', '11987654321', '(11) 98765-4321'],
  // A landline keeps its own form while it is typed, not only after leaving the field.
  ['brPhone', '1133334444', '(11) 3333-4444'],
  ['brPhone', '11987654321', '(11) 98765-4321'],
  ['date', '25122024', '25/12/2024'],
  ['onlyLetters', 'José 2 da Silva!', 'José  da Silva'],
  ['onlyNumbers', 'ab12-34', '1234'],
  ['percentage', '1234', '12,34%'],
  [
    'bankSlip',
    '23793381286000782713695000063305975520000370000',
    '23793.38128 60007.827136 95000.063305 9 75520000370000',
  ],
];

describe('MaskedInput', () => {
  it.each(cases)('masks %s: %s → %s', async (mask, typed, expected) => {
    const input = await typeInto(mask, typed);
    expect(input.value).toBe(expected);
  });

  it('masks currency as cents pushed in from the right', async () => {
    const input = await typeInto('currency', '123456');
    expect(input.value.replace(/\s/g, ' ')).toBe('R$ 1.234,56');
  });

  it('cuts input past the end of the pattern', async () => {
    const input = await typeInto('cep', '0131010099');
    expect(input.value).toBe('01310-100');
  });

  it('reports the masked text to its owner', async () => {
    const onValueChange = vi.fn();
    render(<Harness mask="cpf" onValueChange={onValueChange} />);
    await userEvent.type(screen.getByLabelText('Campo'), '1234');
    expect(onValueChange).toHaveBeenLastCalledWith('123.4');
  });

  it('lets backspace delete digits, even through the % the mask writes', async () => {
    const input = await typeInto('percentage', '1234');
    // The caret after the '%': backspace removes the sign, which the mask would put straight back.
    await userEvent.type(input, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input.value).toBe('1,23%');
    await userEvent.type(input, '{Backspace}');
    expect(input.value).toBe('0,12%');
  });

  it('lets backspace delete a digit with the separator before it', async () => {
    const cpf = await typeInto('cpf', '1234');
    expect(cpf.value).toBe('123.4');
    await userEvent.type(cpf, '{Backspace}');
    expect(cpf.value).toBe('123');
  });

  it('labels the input and suggests a numeric keyboard for digit masks', () => {
    render(<MaskedInput label="CEP" mask="cep" value="" onValueChange={vi.fn()} error="Cep inválido." />);
    const input = screen.getByLabelText('CEP');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Cep inválido.');
  });
});

describe('maskEdit', () => {
  it('keeps the caret after the same digit when the mask inserts separators', () => {
    // '529982247' with a digit typed between 5 and 2: the caret follows the new digit.
    expect(maskEdit('cpf', '529.982.247', '5129.982.247', 2)).toEqual({ value: '512.998.224-7', caret: 2 });
    // Typing the 4th digit makes the mask add a '.', the caret lands after the digit, past the dot.
    expect(maskEdit('cpf', '123', '1234', 4)).toEqual({ value: '123.4', caret: 5 });
  });

  it('removes the digit before the caret when only a literal was deleted', () => {
    expect(maskEdit('percentage', '12,34%', '12,34', 5)).toEqual({ value: '1,23%', caret: 4 });
  });
});
