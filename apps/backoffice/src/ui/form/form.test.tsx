import { formatDocument } from '@balcao/domain/documents';
import { VALIDATION_MESSAGES } from '@balcao/domain/forms';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { pickDate } from '../../test/pick-date';
import { useAppForm } from '.';

const titleSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(VALIDATION_MESSAGES.required));

/** A form of every kit field; the title validated by a valibot schema, the value required to send. */
function Harness({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: {
      title: '',
      valueCents: null as number | null,
      kind: 'A',
      due: '' as string,
      accepted: false,
      phone: '',
    },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.AppField name="title" validators={{ onChange: titleSchema, onBlur: titleSchema }}>
        {(field) => <field.TextField label="Título" />}
      </form.AppField>
      <form.AppField name="valueCents">{(field) => <field.MoneyField label="Valor" />}</form.AppField>
      <form.AppField name="kind">
        {(field) => (
          <field.SelectField
            label="Tipo"
            options={[
              { value: 'A', label: 'Um' },
              { value: 'B', label: 'Dois' },
            ]}
          />
        )}
      </form.AppField>
      <form.AppField name="due">
        {(field) => <field.DateField label="Vencimento" today="2026-12-04" min="2026-12-04" />}
      </form.AppField>
      <form.AppField name="accepted">{(field) => <field.CheckboxField label="Aceito" />}</form.AppField>
      <form.AppField name="phone">
        {(field) => <field.MaskedField label="Celular" mask="cellphone" inputMode="numeric" />}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.valueCents}>
        {(valueCents) => (
          <form.AppForm>
            <form.SubmitButton action="enviar" missing={valueCents === null ? ['valor'] : []}>
              Enviar
            </form.SubmitButton>
          </form.AppForm>
        )}
      </form.Subscribe>
    </form>
  );
}

describe('the form kit', () => {
  it("keeps a field's message until it is left, then shows it and marks the input invalid", async () => {
    render(<Harness onSubmit={vi.fn()} />);
    const title = screen.getByLabelText('Título');
    expect(screen.queryByText(VALIDATION_MESSAGES.required)).toBeNull();
    fireEvent.blur(title);
    expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(title, { target: { value: 'Camiseta' } });
    fireEvent.blur(title);
    await waitFor(() => expect(screen.queryByText(VALIDATION_MESSAGES.required)).toBeNull());
  });

  it('says beside a disabled submit what is missing, and sends once it is filled', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const send = screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const hint = screen.getByText('Para enviar, falta: valor.');
    expect(send.getAttribute('aria-describedby')).toBe(hint.id);
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Camiseta' } });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'B' } });
    pickDate('Vencimento', '2026-12-10');
    fireEvent.click(screen.getByLabelText('Aceito'));
    fireEvent.change(screen.getByLabelText('Celular'), { target: { value: '11987654321' } });
    expect(screen.queryByText(/falta/)).toBeNull();
    fireEvent.click(send);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Camiseta',
        valueCents: 1234,
        kind: 'B',
        due: '2026-12-10',
        accepted: true,
        phone: '(11) 98765-4321',
      }),
    );
  });

  it('shows every message on a submit attempt, even of fields never touched', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

function ReadHarness() {
  const form = useAppForm({ defaultValues: { document: '52998224725' } });
  return (
    <form.AppField name="document">
      {(field) => <field.TextField label="Documento" readOnly read={formatDocument} />}
    </form.AppField>
  );
}

describe('the kit text field that shows its value otherwise', () => {
  it('shows what read makes of the value the form keeps (a document written out)', () => {
    render(<ReadHarness />);
    expect((screen.getByLabelText('Documento') as HTMLInputElement).value).toBe('529.982.247-25');
  });
});
