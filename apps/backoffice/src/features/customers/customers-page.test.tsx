import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { CustomerListFilters } from './api';
import { CustomersPage } from './customers-page';

const server = startMswServer();

const row = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Cliente ${i}`,
  fantasyName: null,
  document: { documentNumber: '52998224725', documentType: 'CPF', documentNation: 'BR' },
  email: `cliente${i}@exemplo.com.br`,
  countryCode: '55',
  phone: i % 2 ? '1133334444' : '11987654321',
});

describe('CustomersPage', { timeout: 20_000 }, () => {
  it('asks page, size 20, name order and the chosen field; shows name, email and phone', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          content: [row(1), row(2)],
          totalElements: 42,
          totalPages: 3,
          number: 1,
          size: 20,
        });
      }),
    );
    const onSearchChange = vi.fn();
    const search: CustomerListFilters = { field: 'email', term: 'gmail', page: 2 };
    renderWithApp(<CustomersPage search={search} onSearchChange={onSearchChange} />, {
      session: demoSession(),
    });
    const table = await screen.findByRole('table');
    await within(table).findByRole('link', { name: 'Cliente 1' });
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      page: '1',
      size: '20',
      sort: 'name,ASC',
      email: 'gmail',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Email', 'Telefone']);
    expect(within(table).getByText('(11) 3333-4444')).toBeTruthy();
    expect(within(table).getByText('(11) 98765-4321')).toBeTruthy();
    expect(screen.getByText('Mostrando 21 a 40 de 42 clientes')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Email' }) as HTMLInputElement).value).toBe('gmail');

    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ field: 'email', term: 'gmail', page: 3 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Buscar por' }), { target: { value: 'document' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Documento' }), {
      target: { value: ' 529.982 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ field: 'document', term: '529.982', page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ field: 'name', term: '', page: 1 });
    expect(screen.getByRole('link', { name: 'Adicionar cliente' }).getAttribute('href')).toBe(
      '/clientes/adicionar-cliente',
    );
  });

  it('says Sem dados de clientes when nothing matches', async () => {
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients`, () =>
        HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 }),
      ),
    );
    renderWithApp(
      <CustomersPage search={{ field: 'name', term: 'zz', page: 1 }} onSearchChange={() => undefined} />,
      {
        session: demoSession(),
      },
    );
    const table = await screen.findByRole('table', { name: 'Clientes' });
    expect(within(table).getByText('Sem dados de clientes')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  });
});
