import { formatBRL } from '@balcao/domain/money';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, renderWithApp } from '../../test/render-with-app';
import { aPage, aSummary, SUB_SELLERS_URL } from './sub-sellers.fixture';
import { SubSellersPage } from './sub-sellers-page';

const server = startMswServer();

const ROWS = [
  aSummary(),
  aSummary({
    id: 8,
    name: 'Livraria Farol Ltda',
    documentType: 'CNPJ',
    document: '52019483000170',
    splitStatus: 'FAILED',
    paymentType: 'FIXED',
    paymentValue: 12.5,
  }),
  aSummary({ id: 9, name: 'Padaria Pão Quente Ltda', splitStatus: 'PENDING' }),
  aSummary({ id: 10, name: 'Rafael Lima Santos', isActive: false }),
];

function renderPage(roles: string[] = ['SELLER_ADMIN'], filter = '', page = 1) {
  const onSearchChange = vi.fn();
  renderWithApp(<SubSellersPage roles={roles} search={{ filter, page }} onSearchChange={onSearchChange} />, {
    session: demoSession(),
  });
  return { onSearchChange };
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('SubSellersPage', () => {
  it('lists the sub-sellers with document, default split, badge and a link to each', async () => {
    const asked: string[] = [];
    server.use(
      http.get(SUB_SELLERS_URL, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(aPage(ROWS, { page: 1, totalElements: 24 }));
      }),
    );
    const { onSearchChange } = renderPage(['SELLER_ADMIN'], 'farol', 2);
    expect(await screen.findByText('Livraria Farol Ltda')).toBeTruthy();
    expect(asked).toEqual(['?page=1&size=20&sort=name%2CASC&filter=farol']);
    expect(screen.getByRole('heading', { name: 'Sub-vendedores' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Novo sub-vendedor' }).getAttribute('href')).toBe(
      '/sub-vendedores/novo',
    );
    expect(within(row('Mariana Costa Ribeiro')).getByText('529.982.247-25')).toBeTruthy();
    expect(within(row('Mariana Costa Ribeiro')).getByText('10,50%')).toBeTruthy();
    expect(within(row('Mariana Costa Ribeiro')).getByText('Ativo')).toBeTruthy();
    expect(within(row('Livraria Farol Ltda')).getByText('52.019.483/0001-70')).toBeTruthy();
    expect(row('Livraria Farol Ltda').textContent).toContain(formatBRL(1250));
    const inactive = within(row('Livraria Farol Ltda')).getByRole('button', { name: 'Cadastro inativo' });
    expect(inactive.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(inactive.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Por favor, verifique os dados e realize o reenvio do cadastro.',
    );
    expect(within(row('Padaria Pão Quente Ltda')).getByText('Em processamento')).toBeTruthy();
    expect(within(row('Rafael Lima Santos')).getByText('Desativado')).toBeTruthy();
    const details = within(row('Livraria Farol Ltda')).getByRole('link', {
      name: 'Ver detalhes de Livraria Farol Ltda',
    });
    expect(details.getAttribute('href')).toBe('/sub-vendedores/8');
    expect(details.textContent).toBe('Ver detalhes');
    await userEvent.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(onSearchChange).toHaveBeenCalledWith({ filter: 'farol', page: 1 });
  });

  it('searches by name, CPF or CNPJ from the first page', async () => {
    server.use(http.get(SUB_SELLERS_URL, () => HttpResponse.json(aPage(ROWS))));
    const { onSearchChange } = renderPage();
    const box = await screen.findByPlaceholderText('Buscar por nome, CPF ou CNPJ');
    fireEvent.change(box, { target: { value: ' 529.982.247-25 ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearchChange).toHaveBeenCalledWith({ filter: '529.982.247-25', page: 1 });
  });

  it('says there is no data', async () => {
    server.use(http.get(SUB_SELLERS_URL, () => HttpResponse.json(aPage([]))));
    renderPage();
    expect(await screen.findByText('Sem dados de sub-vendedores')).toBeTruthy();
  });

  it('shows the data columns only to the roles of §2', async () => {
    server.use(http.get(SUB_SELLERS_URL, () => HttpResponse.json(aPage(ROWS))));
    renderPage(['SELLER_CHARGES']);
    expect(await screen.findByText('Livraria Farol Ltda')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Nome', 'Ações']);
    expect(screen.queryByText('Cadastro inativo')).toBeNull();
  });

  it('shows the columns to SELLER_CONFIG_NF', async () => {
    server.use(http.get(SUB_SELLERS_URL, () => HttpResponse.json(aPage(ROWS))));
    renderPage(['SELLER_CONFIG_NF']);
    expect(await screen.findByText('Livraria Farol Ltda')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Nome', 'CPF/CNPJ', 'Divisão padrão', 'Status', 'Ações']);
  });
});
