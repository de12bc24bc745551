import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submitHandler, useAppForm } from '.';

const TOO_LONG = 'No máximo 10 caracteres';

function Harness({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: { description: '' },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form noValidate onSubmit={submitHandler(form)}>
      <form.AppField
        name="description"
        validators={{ onChange: ({ value }) => (value.length > 10 ? TOO_LONG : undefined) }}
      >
        {(field) => <field.TextAreaField label="Descrição" maxLength={10} />}
      </form.AppField>
      <button type="submit">Salvar</button>
    </form>
  );
}

/** The checkout's notes: no count, a hint instead. */
function Notes() {
  const form = useAppForm({ defaultValues: { notes: 'Revisar' } });
  return (
    <form.AppField name="notes">
      {(field) => (
        <field.TextAreaField
          label="Observações"
          maxLength={500}
          counted={false}
          hint="Só para a sua equipe."
        />
      )}
    </form.AppField>
  );
}

describe('the kit text area field', () => {
  it('counts the characters against the limit, says its message, and sends the text', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const description = screen.getByLabelText('Descrição');
    expect(screen.getByText('0/10')).toBeTruthy();
    fireEvent.change(description, { target: { value: 'Bolos e doces' } });
    expect(screen.getByText('13/10')).toBeTruthy();
    expect(screen.getByText(TOO_LONG)).toBeTruthy();
    expect(description.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(description, { target: { value: 'Bolos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ description: 'Bolos' }));
  });

  it('can go without the count and say a hint instead, read with the text', () => {
    render(<Notes />);
    const notes = screen.getByLabelText('Observações');
    expect(screen.queryByText('7/500')).toBeNull();
    const hint = screen.getByText('Só para a sua equipe.');
    expect(notes.getAttribute('aria-describedby')).toBe(hint.id);
  });
});
