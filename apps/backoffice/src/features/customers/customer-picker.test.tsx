import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { CustomerSummary } from './api';
import { CustomerPicker, filterCustomers, indexCustomers } from './customer-picker';

const server = startMswServer();

const customer = (i: number, name: string, documentNumber = String(10_000_000_000 + i)): CustomerSummary => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name,
  fantasyName: null,
  document: { documentNumber, documentType: 'CPF', documentNation: 'BR' },
  email: `cliente${i}@exemplo.com.br`,
  countryCode: '55',
  phone: '11987654321',
});

const MANY = Array.from({ length: 10_000 }, (_, i) => customer(i, `Cliente ${String(i).padStart(5, '0')}`));

beforeEach(() => {
  // jsdom has no layout: the virtual list is given the height the browser would give it.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(480);
});

function Harness({ size, onPick }: { size?: number; onPick: (c: CustomerSummary | null) => void }) {
  const [value, setValue] = useState<CustomerSummary | null>(null);
  return (
    <CustomerPicker
      value={value}
      size={size}
      onChange={(picked) => {
        setValue(picked);
        onPick(picked);
      }}
    />
  );
}

describe('filterCustomers', () => {
  it('matches names without accents or case, e-mails, and documents with punctuation', () => {
    const index = indexCustomers([
      customer(1, 'Ângela Araújo', '52998224725'),
      customer(2, 'Bruno Lima', '11144477735'),
    ]);
    expect(filterCustomers(index, 'angela araujo').map((c) => c.name)).toEqual(['Ângela Araújo']);
    expect(filterCustomers(index, '111.444').map((c) => c.name)).toEqual(['Bruno Lima']);
    expect(filterCustomers(index, 'CLIENTE2@').map((c) => c.name)).toEqual(['Bruno Lima']);
    expect(filterCustomers(index, '')).toHaveLength(2);
    expect(filterCustomers(index, 'zz')).toEqual([]);
  });

  // How fast is bench/customer-filter.ts's budget, measured apart; a wall clock here only makes a busy
  // machine fail a correct filter.
  it('finds the right customers among 10,000 as the name is typed', () => {
    const index = indexCustomers(MANY);
    for (const query of ['c', 'cl', 'cli', 'cliente 0', 'cliente 09', 'cliente 099'])
      expect(filterCustomers(index, query).length).toBeGreaterThan(0);
    expect(filterCustomers(index, 'cliente 0999')).toHaveLength(10);
  });
});

describe('CustomerPicker', { timeout: 20_000 }, () => {
  it('loads its size by name when opened, filters as typed, draws only visible rows, picks with Enter', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return HttpResponse.json({
          content: MANY.slice(0, Number(query.get('size'))),
          totalElements: Number(query.get('size')),
          totalPages: 1,
          number: 0,
          size: Number(query.get('size')),
        });
      }),
    );
    const onPick = vi.fn();
    renderWithApp(<Harness size={10_000} onPick={onPick} />, { session: demoSession() });
    const input = await screen.findByRole('combobox', { name: 'Cliente' });
    expect(asked).toHaveLength(0);
    fireEvent.focus(input);
    const listbox = screen.getByRole('listbox', { hidden: true });
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0));
    expect(asked[0]?.get('size')).toBe('10000');
    expect(asked[0]?.get('sort')).toBe('name,ASC');
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeLessThan(30);
    expect(options[0]?.getAttribute('aria-setsize')).toBe('10000');

    fireEvent.change(input, { target: { value: 'cliente 0999' } });
    const narrowed = within(listbox).getAllByRole('option');
    expect(narrowed).toHaveLength(10);
    expect(narrowed[0]?.textContent).toContain('Cliente 09990');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(narrowed[1]?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'Cliente 09991' }));
    expect((input as HTMLInputElement).value).toBe('Cliente 09991');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(asked).toHaveLength(1);
  });

  it('loads 100 by default and asks the server by name when the list was cut at its size', async () => {
    const names: (string | null)[] = [];
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        names.push(query.get('name'));
        expect(query.get('size')).toBe('100');
        const name = query.get('name');
        const content = name ? [customer(9999, 'Zélia Zanetti')] : MANY.slice(0, 100);
        return HttpResponse.json({
          content,
          totalElements: name ? 1 : 10_000,
          totalPages: 1,
          number: 0,
          size: 100,
        });
      }),
    );
    renderWithApp(<Harness onPick={() => undefined} />, { session: demoSession() });
    const input = await screen.findByRole('combobox', { name: 'Cliente' });
    fireEvent.focus(input);
    await waitFor(() => expect(names).toEqual([null]));
    fireEvent.change(input, { target: { value: 'zelia' } });
    expect(await screen.findByText('Sem dados de clientes')).toBeTruthy();
    expect(await screen.findByRole('option', { name: /Zélia Zanetti/ })).toBeTruthy();
    expect(names).toEqual([null, 'zelia']);
  });

  it('offers the add-customer shortcut, which opens the two-step form', async () => {
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients`, () =>
        HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 100 }),
      ),
    );
    renderWithApp(<Harness onPick={() => undefined} />, { session: demoSession() });
    const input = await screen.findByRole('combobox', { name: 'Cliente' });
    fireEvent.focus(input);
    expect(await screen.findByText('Sem dados de clientes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar cliente' });
    expect(within(dialog).getByText('Passo 1 de 2:')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'CPF ou CNPJ' })).toBeTruthy();
  });
});
