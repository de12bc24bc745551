import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countries, findCountry } from './countries';
import { CountryPicker } from './country-picker';

describe('countries', () => {
  it('puts Brazil +55 first and the rest in Portuguese alphabetical order', () => {
    const list = countries();
    expect(list[0]).toEqual({ code: 'BR', name: 'Brasil', dialCode: '55' });
    const rest = list.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(findCountry('pt')).toEqual({ code: 'PT', name: 'Portugal', dialCode: '351' });
    expect(findCountry('DE')?.name).toBe('Alemanha');
    expect(new Set(list.map((country) => country.code)).size).toBe(list.length);
  });
});

describe('CountryPicker', () => {
  it('defaults to Brazil and reports the country chosen', async () => {
    const onChange = vi.fn();
    render(<CountryPicker onChange={onChange} />);
    const select = screen.getByLabelText('País') as HTMLSelectElement;
    expect(select.value).toBe('BR');
    expect(select.options[0]?.textContent).toBe('Brasil (+55)');
    await userEvent.selectOptions(select, 'AR');
    expect(onChange).toHaveBeenCalledWith({ code: 'AR', name: 'Argentina', dialCode: '54' });
  });

  it('can hide the dialling codes', () => {
    render(<CountryPicker value="pt" showDialCode={false} onChange={vi.fn()} label="Nacionalidade" />);
    const select = screen.getByLabelText('Nacionalidade') as HTMLSelectElement;
    expect(select.value).toBe('PT');
    expect(select.selectedOptions[0]?.textContent).toBe('Portugal');
  });
});
