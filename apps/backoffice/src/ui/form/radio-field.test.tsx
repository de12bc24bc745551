import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { submitHandler, useAppForm } from '.';

const REQUIRED = 'Escolha uma forma de pagamento';

/** Two radio groups of the same field name in two forms: each keeps its own choice. */
function Harness({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: { method: null as 'PIX' | 'BANK_SLIP' | null },
    validators: {
      onSubmit: ({ value }) => (value.method === null ? { fields: { method: REQUIRED } } : undefined),
    },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form noValidate onSubmit={submitHandler(form)}>
      <form.AppField name="method">
        {(field) => (
          <field.RadioField
            legend="Forma de pagamento"
            options={[
              { value: 'BANK_SLIP', label: 'Boleto', hint: 'Pelo código de barras.' },
              { value: 'PIX', label: 'Pix' },
            ]}
          />
        )}
      </form.AppField>
      <button type="submit">Continuar</button>
    </form>
  );
}

describe('the kit radio field', () => {
  it('keeps the choice in the form, says its message on a submit attempt and sends the value', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const group = screen.getByRole('group', { name: 'Forma de pagamento' });
    expect(within(group).getByText('Pelo código de barras.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(within(group).getByText(REQUIRED)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(within(group).getByRole('radio', { name: /Pix/ }));
    expect((within(group).getByRole('radio', { name: /Pix/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ method: 'PIX' }));
    expect(within(group).queryByText(REQUIRED)).toBeNull();
  });

  it('names each group on its own, so two forms on a page never share a choice', () => {
    render(
      <>
        <Harness onSubmit={vi.fn()} />
        <Harness onSubmit={vi.fn()} />
      </>,
    );
    const [first, second] = screen.getAllByRole('group', { name: 'Forma de pagamento' });
    fireEvent.click(within(first!).getByRole('radio', { name: /Pix/ }));
    fireEvent.click(within(second!).getByRole('radio', { name: /Boleto/ }));
    expect((within(first!).getByRole('radio', { name: /Pix/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(second!).getByRole('radio', { name: /Boleto/ }) as HTMLInputElement).checked).toBe(true);
  });
});

/** A choice that asks before it changes: the pick waits for 'Sim', and 'Não' keeps the one there was. */
function AskingHarness({ onChanged }: { onChanged: (value: string) => void }) {
  const form = useAppForm({ defaultValues: { type: 'PERCENTAGE' as 'PERCENTAGE' | 'FIXED' } });
  const [pending, setPending] = useState<(() => void) | null>(null);
  return (
    <form noValidate>
      <form.AppField name="type" listeners={{ onChange: ({ value }) => onChanged(value) }}>
        {(field) => (
          <field.RadioField
            legend="Tipo de taxa"
            look="inline"
            options={[
              { value: 'PERCENTAGE', label: 'Porcentagem' },
              { value: 'FIXED', label: 'Valor fixo' },
            ]}
            onChoose={(_next, choose) => setPending(() => choose)}
          />
        )}
      </form.AppField>
      {pending ? (
        <>
          <button
            type="button"
            onClick={() => {
              pending();
              setPending(null);
            }}
          >
            Sim
          </button>
          <button type="button" onClick={() => setPending(null)}>
            Não
          </button>
        </>
      ) : null}
    </form>
  );
}

describe('the kit radio field that asks before a change', () => {
  it('keeps the choice until the change is confirmed, and changes it once confirmed', () => {
    const onChanged = vi.fn();
    render(<AskingHarness onChanged={onChanged} />);
    const fixed = () => screen.getByRole('radio', { name: 'Valor fixo' }) as HTMLInputElement;
    const percent = () => screen.getByRole('radio', { name: 'Porcentagem' }) as HTMLInputElement;
    fireEvent.click(fixed());
    expect(percent().checked).toBe(true);
    expect(fixed().checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Não' }));
    expect(percent().checked).toBe(true);
    expect(onChanged).not.toHaveBeenCalled();
    fireEvent.click(fixed());
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(fixed().checked).toBe(true);
    expect(onChanged).toHaveBeenCalledWith('FIXED');
  });
});
