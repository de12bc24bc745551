import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submitHandler, useAppForm } from '.';

const DOMAINS = [
  { value: 'CHARGE', label: 'Cobranças' },
  { value: 'SUBSCRIPTION', label: 'Assinaturas' },
  { value: 'ORDER', label: 'Cobrança Pontual' },
] as const;

function Harness({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: { domains: ['CHARGE'] as ('CHARGE' | 'SUBSCRIPTION' | 'ORDER')[] },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form noValidate onSubmit={submitHandler(form)}>
      <form.AppField name="domains">
        {(field) => <field.CheckboxGroupField legend="Domínios" options={DOMAINS} />}
      </form.AppField>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('the kit checkbox group field', () => {
  it('keeps the ticked choices in the options’ order and sends them', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const group = screen.getByRole('group', { name: 'Domínios' });
    expect((within(group).getByLabelText('Cobranças') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByLabelText('Cobrança Pontual'));
    fireEvent.click(within(group).getByLabelText('Assinaturas'));
    fireEvent.click(within(group).getByLabelText('Cobranças'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ domains: ['SUBSCRIPTION', 'ORDER'] }));
  });
});
