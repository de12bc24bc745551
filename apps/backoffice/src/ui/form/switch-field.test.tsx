import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submitHandler, useAppForm } from '.';

function Harness({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: { withdrawal: true, refund: false },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form noValidate onSubmit={submitHandler(form)}>
      <form.AppField name="withdrawal">{(field) => <field.SwitchField label="Transferir" />}</form.AppField>
      <form.AppField name="refund">{(field) => <field.SwitchField label="Estornar" />}</form.AppField>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('the kit switch field', () => {
  it('shows each setting as a switch named by its words and sends what was turned', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const withdrawal = screen.getByRole('switch', { name: 'Transferir' }) as HTMLInputElement;
    const refund = screen.getByRole('switch', { name: 'Estornar' }) as HTMLInputElement;
    expect([withdrawal.checked, refund.checked]).toEqual([true, false]);
    fireEvent.click(withdrawal);
    fireEvent.click(refund);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ withdrawal: false, refund: true }));
  });
});
