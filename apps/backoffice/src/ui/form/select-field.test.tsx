import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submitHandler, useAppForm } from '.';

function Harness({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: { installments: 1 },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form noValidate onSubmit={submitHandler(form)}>
      <form.AppField name="installments">
        {(field) => (
          <field.SelectField
            label="Cobranças"
            parse={Number}
            options={[
              { value: '1', label: 'Na primeira' },
              { value: '2', label: 'Nas 2 primeiras' },
            ]}
          />
        )}
      </form.AppField>
      <button type="submit">Salvar</button>
    </form>
  );
}

function Overridden({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: { payer: 'SELLER' },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form noValidate onSubmit={submitHandler(form)}>
      <form.AppField name="payer">
        {(field) => (
          <field.SelectField
            label="Quem paga"
            read={() => 'BUYER'}
            disabled
            options={[
              { value: 'SELLER', label: 'Vendedor' },
              { value: 'BUYER', label: 'Cliente' },
            ]}
          />
        )}
      </form.AppField>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('the kit select field', () => {
  it('keeps a number when the field holds one, read from the option by parse', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const select = screen.getByLabelText('Cobranças') as HTMLSelectElement;
    expect(select.value).toBe('1');
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ installments: 2 }));
  });

  it('shows what read says while keeping its own value (a choice overridden by another field)', async () => {
    const onSubmit = vi.fn();
    render(<Overridden onSubmit={onSubmit} />);
    expect((screen.getByLabelText('Quem paga') as HTMLSelectElement).value).toBe('BUYER');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ payer: 'SELLER' }));
  });
});
