import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pickDate } from '../../test/pick-date';
import { submitHandler, useAppForm } from '.';

const REQUIRED = 'Preenchimento obrigatório!';

function Harness({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: { timer: null as string | null },
    validators: {
      onChange: ({ value }) => (value.timer ? undefined : { fields: { timer: REQUIRED } }),
    },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form noValidate onSubmit={submitHandler(form)}>
      <form.AppField name="timer">
        {(field) => <field.ScheduledDateField label="Expira em" today="2026-11-20" earliestTime="09:05" />}
      </form.AppField>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('the kit scheduled date field', () => {
  it('says its message after a send was tried, and keeps the day and the 15-minute slot chosen', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole('group', { name: 'Expira em' })).toBeTruthy();
    expect(screen.queryByText(REQUIRED)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    pickDate('Data', '2026-11-20');
    fireEvent.change(screen.getByLabelText('Horário'), { target: { value: '10:15' } });
    await waitFor(() => expect(screen.queryByText(REQUIRED)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ timer: '2026-11-20T10:15' }));
  });
});
