import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DateRange, DateRangePicker, formatRange, nextRange } from './date-range-picker';

describe('nextRange', () => {
  it('starts a range, closes it in either order, and starts again after a full one', () => {
    expect(nextRange({}, '2025-03-10')).toEqual({ from: '2025-03-10' });
    expect(nextRange({ from: '2025-03-10' }, '2025-03-15')).toEqual({ from: '2025-03-10', to: '2025-03-15' });
    expect(nextRange({ from: '2025-03-10' }, '2025-03-02')).toEqual({ from: '2025-03-02', to: '2025-03-10' });
    expect(nextRange({ from: '2025-03-02', to: '2025-03-10' }, '2025-04-01')).toEqual({ from: '2025-04-01' });
  });

  it('shows the range as dd/MM/yyyy', () => {
    expect(formatRange({ from: '2025-03-02', to: '2025-03-10' })).toBe('02/03/2025 a 10/03/2025');
    expect(formatRange({ from: '2025-03-02' })).toBe('02/03/2025 a …');
    expect(formatRange({})).toBe('');
  });
});

function Harness({ onChange }: { onChange: (range: DateRange) => void }) {
  const [range, setRange] = useState<DateRange>({});
  return (
    <DateRangePicker
      today="2025-03-10"
      value={range}
      onChange={(next) => {
        onChange(next);
        setRange(next);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('picks two days from a Portuguese calendar and closes', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /^Período/ }));
    const panel = screen.getByRole('dialog', { name: 'Selecionar período' });
    expect(within(panel).getByText('Março de 2025')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: /, 3 de março/ }));
    await userEvent.click(within(panel).getByRole('button', { name: /, 7 de março/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-03-03', to: '2025-03-07' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Período/ }).textContent).toContain('03/03/2025 a 07/03/2025');
  });
});
