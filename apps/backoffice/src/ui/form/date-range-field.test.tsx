import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DateRange } from '../date-range-picker';
import { submitHandler, useAppForm } from '.';

const NO_END = 'Por Favor, selecione uma data final.';

function Harness({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: { due: {} as DateRange },
    validators: {
      onSubmit: ({ value }) => (value.due.from && !value.due.to ? { fields: { due: NO_END } } : undefined),
    },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form noValidate onSubmit={submitHandler(form)}>
      <form.AppField name="due">
        {(field) => <field.DateRangeField label="Data de vencimento" today="2025-03-10" />}
      </form.AppField>
      <button type="submit">Filtrar</button>
    </form>
  );
}

describe('the kit date range field', () => {
  it('keeps the two days picked on the calendar in the form and sends them', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: /^Data de vencimento/ }));
    const calendar = screen.getByRole('dialog', { name: 'Selecionar data de vencimento' });
    await userEvent.click(within(calendar).getByRole('button', { name: /, 3 de março/ }));
    await userEvent.click(within(calendar).getByRole('button', { name: /, 7 de março/ }));
    expect(screen.getByRole('button', { name: /^Data de vencimento/ }).textContent).toContain(
      '03/03/2025 a 07/03/2025',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ due: { from: '2025-03-03', to: '2025-03-07' } }),
    );
  });

  it('says its message as an alert under the picker once a send is tried, until the range changes', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: /^Data de vencimento/ }));
    const calendar = screen.getByRole('dialog', { name: 'Selecionar data de vencimento' });
    await userEvent.click(within(calendar).getByRole('button', { name: /, 3 de março/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NO_END);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /^Data de vencimento/ }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Selecionar data de vencimento' })).getByRole('button', {
        name: /, 7 de março/,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
