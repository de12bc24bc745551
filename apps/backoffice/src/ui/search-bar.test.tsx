import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar';

const fields = [
  { value: 'customerName', label: 'Cliente' },
  { value: 'customerDocument', label: 'CPF/CNPJ' },
  { value: 'customerEmail', label: 'Email' },
];

describe('SearchBar', () => {
  it('searches by the chosen field with Buscar', async () => {
    const onSearch = vi.fn();
    render(<SearchBar fields={fields} onSearch={onSearch} onClear={vi.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText('Buscar por'), 'customerEmail');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Email' }), '  ana@exemplo.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ field: 'customerEmail', term: 'ana@exemplo.com' });
  });

  it('searches on Enter too', async () => {
    const onSearch = vi.fn();
    render(<SearchBar fields={fields} onSearch={onSearch} onClear={vi.fn()} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cliente' }), 'Ana{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ field: 'customerName', term: 'Ana' });
  });

  it('clears everything with Limpar', async () => {
    const onClear = vi.fn();
    render(
      <SearchBar
        fields={fields}
        value={{ field: 'customerDocument', term: '123' }}
        onSearch={vi.fn()}
        onClear={onClear}
      />,
    );
    expect((screen.getByRole('searchbox', { name: 'CPF/CNPJ' }) as HTMLInputElement).value).toBe('123');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Buscar por') as HTMLSelectElement).value).toBe('customerName');
    expect((screen.getByRole('searchbox', { name: 'Cliente' }) as HTMLInputElement).value).toBe('');
  });

  it('adds a period chosen on the Portuguese calendar', async () => {
    const onSearch = vi.fn();
    render(
      <SearchBar fields={fields} onSearch={onSearch} onClear={vi.fn()} dateRange={{ today: '2025-03-10' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Período/ }));
    const panel = screen.getByRole('dialog', { name: 'Selecionar período' });
    await userEvent.click(within(panel).getByRole('button', { name: /, 1 de março/ }));
    await userEvent.click(within(panel).getByRole('button', { name: /, 10 de março/ }));
    expect(screen.getByRole('button', { name: /^Período/ }).textContent).toContain('01/03/2025 a 10/03/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({
      field: 'customerName',
      term: '',
      from: '2025-03-01',
      to: '2025-03-10',
    });
  });

  it('hides the field selector when there is only one field', () => {
    render(<SearchBar fields={[{ value: 'name', label: 'Nome' }]} onSearch={vi.fn()} onClear={vi.fn()} />);
    expect(screen.queryByLabelText('Buscar por')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Nome' })).toBeTruthy();
  });
});
