import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const options = [
  { value: 'ADMIN', label: 'Administrador' },
  { value: 'SALE', label: 'Vendedor' },
];

describe('SelectField', () => {
  it('is labelled, offers the placeholder first and reports the choice', () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Perfil" options={options} placeholder="Selecione" value="" onChange={onChange} />,
    );
    const select = screen.getByLabelText('Perfil') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Selecione',
      'Administrador',
      'Vendedor',
    ]);
    fireEvent.change(select, { target: { value: 'SALE' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('reads its hint and error with it and marks itself invalid', () => {
    render(
      <SelectField
        label="Perfil"
        options={options}
        hint="Define as permissões"
        error="Selecione ao menos um perfil."
      />,
    );
    const select = screen.getByLabelText('Perfil');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = (select.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Define as permissões', 'Selecione ao menos um perfil.']);
  });
});
