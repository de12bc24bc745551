import { VALIDATION_MESSAGES } from '@balcao/domain/forms';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { submitHandler, useAppForm } from '.';
import { FieldsSpeak } from './speaks';

const nameSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(VALIDATION_MESSAGES.required));

function Harness({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: { name: 'Ana' },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <FieldsSpeak when="left">
      <form noValidate onSubmit={submitHandler(form)}>
        <form.AppField name="name" validators={{ onChange: nameSchema, onSubmit: nameSchema }}>
          {(field) => <field.TextField label="Nome" />}
        </form.AppField>
        <button type="submit">Salvar</button>
      </form>
    </FieldsSpeak>
  );
}

describe('fields that speak once left', () => {
  it('keep the message while the field is being typed in, and say it once it is left', () => {
    render(<Harness onSubmit={vi.fn()} />);
    const name = screen.getByLabelText('Nome');
    fireEvent.change(name, { target: { value: '' } });
    expect(screen.queryByText(VALIDATION_MESSAGES.required)).toBeNull();
    fireEvent.blur(name);
    expect(screen.getByText(VALIDATION_MESSAGES.required)).toBeTruthy();
  });

  it('all speak on a submit attempt', () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText(VALIDATION_MESSAGES.required)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

function SectionHarness() {
  const form = useAppForm({ defaultValues: { name: '', city: '' } });
  return (
    <FieldsSpeak when="validated">
      <form.AppField name="name">{(field) => <field.TextField label="Nome" />}</form.AppField>
      <form.AppField name="city">{(field) => <field.TextField label="Cidade" />}</form.AppField>
      <button
        type="button"
        onClick={() =>
          form.setFieldMeta('city', (meta) => ({
            ...meta,
            errorMap: { onChange: VALIDATION_MESSAGES.required },
          }))
        }
      >
        Próximo
      </button>
    </FieldsSpeak>
  );
}

describe('fields whose form decides when they speak', () => {
  it('say a message as soon as the form has one, even on a field never touched', () => {
    render(<SectionHarness />);
    expect(screen.queryByText(VALIDATION_MESSAGES.required)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByText(VALIDATION_MESSAGES.required)).toBeTruthy();
    expect(screen.getByLabelText('Cidade').getAttribute('aria-invalid')).toBe('true');
  });
});

/** A field whose own check speaks on leaving it (a lookup's answer): the form's rules wait for a send. */
function SentHarness() {
  const form = useAppForm({ defaultValues: { document: '' } });
  const [answer, setAnswer] = useState<string | undefined>(undefined);
  return (
    <FieldsSpeak when="sent">
      <form noValidate onSubmit={submitHandler(form)}>
        <form.AppField
          name="document"
          validators={{ onChange: nameSchema, onSubmit: nameSchema }}
          listeners={{
            onChange: () => setAnswer(undefined),
            onBlur: ({ value }) => setAnswer(value === '1' ? 'Documento não encontrado' : undefined),
          }}
        >
          {(field) => <field.MaskedField mask="onlyNumbers" label="Documento" lookupError={answer} />}
        </form.AppField>
        <button type="submit">Salvar</button>
      </form>
    </FieldsSpeak>
  );
}

describe('fields that speak once sent', () => {
  it("say the form's message only after a send, and the lookup's answer as soon as it comes", () => {
    render(<SentHarness />);
    const document = screen.getByLabelText('Documento');
    fireEvent.change(document, { target: { value: '1' } });
    fireEvent.change(document, { target: { value: '' } });
    fireEvent.blur(document);
    expect(screen.queryByText(VALIDATION_MESSAGES.required)).toBeNull();
    fireEvent.change(document, { target: { value: '1' } });
    fireEvent.blur(document);
    expect(screen.getByText('Documento não encontrado')).toBeTruthy();
    fireEvent.change(document, { target: { value: '12' } });
    expect(screen.queryByText('Documento não encontrado')).toBeNull();
    fireEvent.change(document, { target: { value: '' } });
    expect(screen.queryByText(VALIDATION_MESSAGES.required)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText(VALIDATION_MESSAGES.required)).toBeTruthy();
  });
});
