import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Calendar } from './calendar';
import { addMonths, CALENDAR_WEEKS, calendarGrid, dayLabel, monthTitle, weekday } from './calendar-grid';

describe('calendarGrid', () => {
  it('always has six weeks of days, starting on a Sunday', () => {
    for (const month of ['2025-02', '2026-02', '2025-03', '2024-12', '2025-08', '2021-02']) {
      const days = calendarGrid(month);
      expect(days).toHaveLength(CALENDAR_WEEKS * 7);
      expect(weekday(days[0]!)).toBe(0);
      expect(days).toContain(`${month}-01`);
      expect(days.every((day, i) => i === 0 || day > days[i - 1]!)).toBe(true);
    }
  });

  it('starts on the Sunday before the 1st, or on the 1st when it is a Sunday', () => {
    // 1 March 2025 is a Saturday; 1 June 2025 is a Sunday.
    expect(calendarGrid('2025-03')[0]).toBe('2025-02-23');
    expect(calendarGrid('2025-03')[41]).toBe('2025-04-05');
    expect(calendarGrid('2025-06')[0]).toBe('2025-06-01');
    expect(calendarGrid('2025-06')[41]).toBe('2025-07-12');
  });

  it('names months and days in Portuguese', () => {
    expect(monthTitle('2025-03')).toBe('Março de 2025');
    expect(dayLabel('2025-03-10')).toBe('segunda-feira, 10 de março de 2025');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
  });
});

function Harness({ onSelect, min }: { onSelect: (day: string) => void; min?: string }) {
  const [month, setMonth] = useState('2025-03');
  const [selected, setSelected] = useState<string>();
  return (
    <Calendar
      month={month}
      onMonthChange={setMonth}
      selected={selected}
      onSelect={(day) => {
        setSelected(day);
        onSelect(day);
      }}
      min={min}
      today="2025-03-10"
    />
  );
}

describe('Calendar', () => {
  it('shows Portuguese weekday headers and 42 day buttons, today marked', () => {
    render(<Harness onSelect={vi.fn()} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'dom',
      'seg',
      'ter',
      'qua',
      'qui',
      'sex',
      'sáb',
    ]);
    expect(screen.getAllByRole('button', { name: /de \d{4}$/ })).toHaveLength(42);
    expect(
      screen.getByRole('button', { name: 'segunda-feira, 10 de março de 2025' }).getAttribute('aria-current'),
    ).toBe('date');
  });

  it('selects a day and refuses days before the minimum', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} min="2025-03-10" />);
    const before = screen.getByRole('button', { name: 'domingo, 9 de março de 2025' });
    expect(before.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(before);
    expect(onSelect).not.toHaveBeenCalled();
    const day = screen.getByRole('button', { name: 'sexta-feira, 14 de março de 2025' });
    await userEvent.click(day);
    expect(onSelect).toHaveBeenCalledWith('2025-03-14');
    expect(day.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Mês anterior' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes month with its buttons and with the arrow keys', async () => {
    render(<Harness onSelect={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByText('Abril de 2025')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(screen.getByText('Março de 2025')).toBeTruthy();

    // Today is focusable; 3 weeks down from 10 March is 31 March, one more crosses into April.
    screen.getByRole('button', { name: 'segunda-feira, 10 de março de 2025' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.getAttribute('data-day')).toBe('2025-03-31');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Abril de 2025')).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-day')).toBe('2025-04-01');
  });
});
