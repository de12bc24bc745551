import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { availableSlots, minimumDay, ScheduledDatePicker, timeSlots } from './scheduled-date-picker';

describe('time slots', () => {
  it('steps every 15 minutes through the day', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(96);
    expect(slots.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(slots.at(-1)).toBe('23:45');
  });

  it('offers only slots from the current time on today, and all of them on later days', () => {
    expect(availableSlots('2025-03-10', '2025-03-10', '14:07')[0]).toBe('14:15');
    expect(availableSlots('2025-03-10', '2025-03-10', '14:15')[0]).toBe('14:15');
    expect(availableSlots('2025-03-11', '2025-03-10', '14:07')).toHaveLength(96);
    expect(availableSlots('2025-03-10', '2025-03-10')).toHaveLength(96);
  });

  it('moves the minimum day to tomorrow once today has no slot left', () => {
    expect(minimumDay('2025-03-10', '23:40')).toBe('2025-03-10');
    expect(minimumDay('2025-03-10', '23:46')).toBe('2025-03-11');
    expect(minimumDay('2025-12-31', '23:50')).toBe('2026-01-01');
  });
});

function Harness({
  onChange,
  earliestTime,
}: {
  onChange: (v: string | null) => void;
  earliestTime?: string;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ScheduledDatePicker
      value={value}
      today="2025-03-10"
      earliestTime={earliestTime}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: /^Data/ }));
  return screen.getByRole('dialog', { name: 'Selecionar data' });
}

describe('ScheduledDatePicker', () => {
  it('opens on a six-week grid and refuses days before today', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const calendar = await openCalendar();
    expect(within(calendar).getAllByRole('button', { name: /de \d{4}$/ })).toHaveLength(42);
    const yesterday = within(calendar).getByRole('button', { name: 'domingo, 9 de março de 2025' });
    expect(yesterday.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(yesterday);
    expect(onChange).not.toHaveBeenCalled();
    expect(
      within(calendar)
        .getByRole('button', { name: 'segunda-feira, 10 de março de 2025' })
        .getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('chooses a day with the first free slot, shows it as dd/MM/yyyy, and changes the time in steps', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} earliestTime="14:07" />);
    const calendar = await openCalendar();
    await userEvent.click(
      within(calendar).getByRole('button', { name: 'segunda-feira, 10 de março de 2025' }),
    );
    expect(onChange).toHaveBeenLastCalledWith('2025-03-10T14:15');
    expect(screen.getByRole('button', { name: /^Data/ }).textContent).toContain('10/03/2025');

    const time = screen.getByLabelText('Horário') as HTMLSelectElement;
    expect(Array.from(time.options, (o) => o.value).slice(0, 3)).toEqual(['14:15', '14:30', '14:45']);
    await userEvent.selectOptions(time, '16:45');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-10T16:45');
  });

  it('keeps the chosen time when another day is picked', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} earliestTime="14:07" />);
    await userEvent.click(within(await openCalendar()).getByRole('button', { name: /12 de março/ }));
    expect(onChange).toHaveBeenLastCalledWith('2025-03-12T00:00');
    await userEvent.selectOptions(screen.getByLabelText('Horário'), '09:30');
    await userEvent.click(within(await openCalendar()).getByRole('button', { name: /13 de março/ }));
    expect(onChange).toHaveBeenLastCalledWith('2025-03-13T09:30');
  });
});
