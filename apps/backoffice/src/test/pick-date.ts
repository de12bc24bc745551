import { fireEvent, screen, within } from '@testing-library/react';
import { dayLabel } from '../ui/calendar-grid';

const triggerOf = (label: string) =>
  screen.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')} `) });

/**
 * Opens the calendar of the DatePicker labelled `label` and moves month by month towards `day`
 * ('yyyy-MM-dd') as a user does; the day's button, or null when the calendar will not go there.
 */
function openOn(label: string, day: string): HTMLElement | null {
  fireEvent.click(triggerOf(label));
  const panel = screen.getByRole('dialog', { name: `Selecionar ${label.toLowerCase()}` });
  const name = dayLabel(day);
  for (let moves = 0; moves < 24; moves++) {
    const found = within(panel).queryByRole('button', { name });
    if (found) return found;
    const first =
      within(panel)
        .getAllByRole('button', { name: /de \d{4}$/ })[0]
        ?.getAttribute('data-day') ?? '';
    const move = within(panel).getByRole('button', { name: day < first ? 'Mês anterior' : 'Próximo mês' });
    if ((move as HTMLButtonElement).disabled) return null;
    fireEvent.click(move);
  }
  return null;
}

/** Chooses `day` in the DatePicker labelled `label`, as a user does. */
export function pickDate(label: string, day: string) {
  const button = openOn(label, day);
  if (!button) throw new Error(`${day} fora do calendário de ${label}`);
  fireEvent.click(button);
}

/** Whether `day` can be chosen in the DatePicker labelled `label` (its calendar is opened and closed). */
export function canPickDate(label: string, day: string): boolean {
  const button = openOn(label, day);
  const allowed = button !== null && button.getAttribute('aria-disabled') !== 'true';
  fireEvent.click(triggerOf(label));
  return allowed;
}

/** The date a DatePicker shows, 'dd/mm/aaaa' when none. */
export const shownDate = (label: string) => triggerOf(label).textContent;
