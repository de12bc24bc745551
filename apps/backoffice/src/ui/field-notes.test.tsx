import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DatePicker } from './date-picker';
import { describedBy } from './field-notes';
import { SelectField } from './select-field';
import { TextField } from './text-field';

/** The texts a control's aria-describedby names, in its order. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('the notes under a field', () => {
  it('name the caller’s ids first, then the hint, then the error; none when there is nothing to read', () => {
    expect(describedBy({ id: 'f', hint: 'Dica', error: 'Erro' }, 'f-count', undefined)).toBe(
      'f-count f-hint f-error',
    );
    expect(describedBy({ id: 'f', error: 'Erro' })).toBe('f-error');
    expect(describedBy({ id: 'f' }, false)).toBeUndefined();
  });

  it('are read with the control of every field of the kit', () => {
    render(
      <>
        <TextField label="Nome" hint="Como no documento" error="Informe o nome" />
        <SelectField label="Banco" options={[]} hint="O da conta" error="Escolha o banco" />
        <DatePicker
          label="Vencimento"
          value=""
          onChange={() => {}}
          today="2026-12-04"
          hint="Dia útil"
          error="Escolha a data"
        />
      </>,
    );
    expect(description(screen.getByLabelText('Nome'))).toEqual(['Como no documento', 'Informe o nome']);
    expect(description(screen.getByLabelText('Banco'))).toEqual(['O da conta', 'Escolha o banco']);
    expect(description(screen.getByRole('button', { name: /Vencimento/ }))).toEqual([
      'Dia útil',
      'Escolha a data',
    ]);
    expect(screen.getByLabelText('Nome').getAttribute('aria-invalid')).toBe('true');
  });
});
