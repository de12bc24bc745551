import { formatBRL } from '@balcao/domain/money';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CurrencyInput, centsFromInput } from './currency-input';

function Harness({
  initial = null,
  onValueChange,
}: {
  initial?: number | null;
  onValueChange: (c: number | null) => void;
}) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <CurrencyInput
      label="Valor"
      value={cents}
      maxCents={99_999_99}
      onValueChange={(next) => {
        onValueChange(next);
        setCents(next);
      }}
    />
  );
}

describe('centsFromInput', () => {
  it('reads every digit as cents, pushing in from the right', () => {
    expect(centsFromInput('1', null, 10_000)).toBe(1);
    expect(centsFromInput(`${formatBRL(1)}2`, 1, 10_000)).toBe(12);
    expect(centsFromInput(`${formatBRL(12)}3`, 12, 10_000)).toBe(123);
  });

  it('drops the last digit on backspace and empties a field left with zeros', () => {
    expect(centsFromInput(formatBRL(123).slice(0, -1), 123, 10_000)).toBe(12);
    expect(centsFromInput(formatBRL(1).slice(0, -1), 1, 10_000)).toBeNull();
    expect(centsFromInput('', 5, 10_000)).toBeNull();
  });

  it('keeps the previous amount when the new one passes the maximum', () => {
    expect(centsFromInput('100001', 10_000, 100_000)).toBe(10_000);
    expect(centsFromInput('100000', 10_000, 100_000)).toBe(100_000);
  });
});

describe('CurrencyInput', () => {
  it('reports integer cents as digits are typed and shows them in reais', async () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    await userEvent.type(input, '12345');
    expect(onValueChange.mock.calls.map(([cents]) => cents)).toEqual([1, 12, 123, 1234, 12345]);
    expect(input.value).toBe(formatBRL(12345));
  });

  it('ignores letters and deletes digit by digit down to empty', async () => {
    const onValueChange = vi.fn();
    render(<Harness initial={105} onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    expect(input.value).toBe(formatBRL(105));
    await userEvent.type(input, 'x');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(onValueChange.mock.calls.map(([cents]) => cents)).toEqual([10, 1, null]);
    expect(input.value).toBe('');
  });

  it('refuses digits beyond the maximum', async () => {
    const onValueChange = vi.fn();
    render(<Harness initial={99_999_99} onValueChange={onValueChange} />);
    await userEvent.type(screen.getByLabelText('Valor'), '9');
    expect(onValueChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Valor') as HTMLInputElement).value).toBe(formatBRL(99_999_99));
  });
});
