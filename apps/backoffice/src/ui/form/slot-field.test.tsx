import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submitHandler, useAppForm } from '.';

const REQUIRED = 'Preenchimento obrigatório!';

/** A control the form does not know, as a route lends one (the customers feature's picker). */
function LentPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(id: string): void;
  error?: string;
}) {
  return (
    <div>
      <input aria-label="Cliente" value={value} onChange={(event) => onChange(event.target.value)} />
      {error ? <span>{error}</span> : null}
    </div>
  );
}

function Harness({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: { customerId: '' },
    validators: {
      onSubmit: ({ value }) => (value.customerId ? undefined : { fields: { customerId: REQUIRED } }),
    },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form noValidate onSubmit={submitHandler(form)}>
      <form.AppField name="customerId">{(field) => <field.SlotField render={LentPicker} />}</form.AppField>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('the kit slot field', () => {
  it('binds a lent control to its field: its value, its message once sent, and what it picks', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.queryByText(REQUIRED)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Cliente'), { target: { value: 'c-1' } });
    expect((screen.getByLabelText('Cliente') as HTMLInputElement).value).toBe('c-1');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ customerId: 'c-1' }));
  });
});
