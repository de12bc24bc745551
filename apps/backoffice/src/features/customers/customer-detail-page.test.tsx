import { formatBRL } from '@balcao/domain/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { Customer } from './api';
import { CustomerDetailPage } from './customer-detail-page';

const server = startMswServer();
const ID = '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c';

const stored = (): Customer => ({
  id: ID,
  name: 'Oficina Sul Serviços Automotivos Ltda',
  fantasyName: 'Oficina Sul',
  document: { documentNumber: '34190875000115', documentType: 'CNPJ', documentNation: 'BR' },
  email: 'contato@oficinasul.com.br',
  alternativeEmail: null,
  countryCode: '55',
  phone: '51932217788',
  address: {
    zipCode: '90010-000',
    street: 'Rua dos Andradas',
    number: '1234',
    complement: null,
    district: 'Centro Histórico',
    city: 'Porto Alegre',
    state: 'RS',
    country: 'BR',
  },
  createdAt: '2026-11-20T14:30:00Z',
  updatedAt: '2026-11-20T14:30:00Z',
});

const chargesAsked: URLSearchParams[] = [];
const charge = {
  uuid: 'c0000000-0000-4000-8000-000100000001',
  title: 'Revisão completa',
  customerName: 'Oficina Sul Serviços Automotivos Ltda',
  customerDocument: '34190875000115',
  customerEmail: 'contato@oficinasul.com.br',
  status: 'PAID',
  paymentMethod: 'PIX',
  installments: 1,
  expirationDate: '2026-10-20',
  paidDate: '2026-10-19',
  value: 1490.5,
  valuePerMonth: 1490.5,
  paymentLink: null,
  origin: 'PAYMENT_LINK',
};

function serve(customer: Customer, sent: { put?: unknown; patch?: unknown }) {
  let current = customer;
  chargesAsked.length = 0;
  server.use(
    http.get(`${GATEWAY}/payment/charges`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      chargesAsked.push(query);
      const content = query.get('chargeFilterConfig') === 'ALL' ? [charge] : [];
      return HttpResponse.json({
        content,
        totalElements: content.length,
        totalPages: 1,
        number: 0,
        size: 10,
      });
    }),
    http.get(`${GATEWAY}/payment/subscriptions`, () =>
      HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10000 }),
    ),
    http.get(`${GATEWAY}/payment/seller-clients/${ID}`, () => HttpResponse.json(current)),
    http.put(`${GATEWAY}/payment/seller-clients/${ID}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      sent.put = body;
      current = {
        ...current,
        phone: String(body.phone).replace(/\D/g, ''),
        updatedAt: '2026-11-21T10:00:00Z',
      };
      return HttpResponse.json(current);
    }),
    http.patch(`${GATEWAY}/payment/seller-clients/${ID}/address`, async ({ request }) => {
      const body = (await request.json()) as Customer['address'];
      sent.patch = body;
      current = { ...current, address: body, updatedAt: '2026-11-21T11:00:00Z' };
      return HttpResponse.json(current);
    }),
  );
}

async function renderPage() {
  renderWithApp(<CustomerDetailPage id={ID} />, { session: demoSession() });
  await screen.findByRole('heading', { name: 'Oficina Sul Serviços Automotivos Ltda', level: 1 });
  const identification = screen.getByRole('region', { name: 'Identificação e contato' });
  const address = screen.getByRole('region', { name: 'Endereço' });
  return { identification, address, user: userEvent.setup() };
}

const input = (region: HTMLElement, name: string) =>
  within(region).getByRole('textbox', { name }) as HTMLInputElement;

describe('CustomerDetailPage', { timeout: 20_000 }, () => {
  it('shows the document read-only and saves the phone after the before/after review', async () => {
    const sent: { put?: unknown } = {};
    serve(stored(), sent);
    const { identification } = await renderPage();
    expect(input(identification, 'Documento').value).toBe('34.190.875/0001-15');
    expect(input(identification, 'Documento').readOnly).toBe(true);
    expect(input(identification, 'Telefone').value).toBe('(51) 93221-7788');
    const save = within(identification).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(input(identification, 'Telefone'), { target: { value: '51998765432' } });
    fireEvent.click(save);
    const dialog = await screen.findByRole('alertdialog', { name: 'Revise as alterações' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toBe('Telefone(51) 93221-7788(51) 99876-5432');
    expect(sent.put).toBeUndefined();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Cliente editado com sucesso!')).toBeTruthy();
    expect(sent.put).toEqual({
      document: { documentNumber: '34190875000115', documentType: 'CNPJ', documentNation: 'BR' },
      name: 'Oficina Sul Serviços Automotivos Ltda',
      fantasyName: 'Oficina Sul',
      email: 'contato@oficinasul.com.br',
      alternativeEmail: null,
      countryCode: '55',
      phone: '(51) 99876-5432',
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const after = screen.getByRole('region', { name: 'Identificação e contato' });
    expect(input(after, 'Telefone').value).toBe('(51) 99876-5432');
    expect((within(after).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the review closed while a field is invalid, and Cancelar discards the edits', async () => {
    serve(stored(), {});
    const { identification } = await renderPage();
    fireEvent.change(input(identification, 'E-mail'), { target: { value: 'contato@' } });
    fireEvent.click(within(identification).getByRole('button', { name: 'Salvar' }));
    expect(within(identification).getByText('Digite um e-mail válido!')).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: 'Revise as alterações' })).toBeNull();

    fireEvent.click(within(identification).getByRole('button', { name: 'Cancelar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    expect(within(confirm).getByText('Todas as alterações serão perdidas')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(input(identification, 'E-mail').value).toBe('contato@oficinasul.com.br'));
  });

  it('patches the address on its own, upper-casing the state', async () => {
    const sent: { patch?: unknown; put?: unknown } = {};
    serve(stored(), sent);
    server.use(
      http.get(`${GATEWAY}/core/public/postal-codes/:cep/json`, () =>
        HttpResponse.json({
          cep: '20040-020',
          logradouro: 'Praça Floriano',
          complemento: 'lado ímpar',
          bairro: 'Centro',
          localidade: 'Rio de Janeiro',
          uf: 'RJ',
        }),
      ),
    );
    const { address, identification, user } = await renderPage();
    fireEvent.change(input(identification, 'Nome fantasia (opcional)'), { target: { value: 'Sul' } });
    await user.clear(input(address, 'CEP'));
    await user.type(input(address, 'CEP'), '20040020');
    await waitFor(() => expect(input(address, 'Rua').value).toBe('Praça Floriano'));
    expect(input(address, 'Rua').readOnly).toBe(true);
    fireEvent.change(input(address, 'Número'), { target: { value: '51' } });
    fireEvent.click(within(address).getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revise as alterações' });
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['Campo', 'CEP', 'Rua', 'Número', 'Bairro', 'Cidade', 'Estado']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Endereço editado com sucesso!')).toBeTruthy();
    expect(sent.patch).toEqual({
      zipCode: '20040-020',
      street: 'Praça Floriano',
      number: '51',
      // The lookup's 'lado ímpar' is the CEP's side of the street, never the customer's complement.
      complement: null,
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
      country: 'BR',
    });
    expect(sent.put).toBeUndefined();
    // The other section keeps what was being typed.
    expect(
      input(screen.getByRole('region', { name: 'Identificação e contato' }), 'Nome fantasia (opcional)')
        .value,
    ).toBe('Sul');
  });

  it('shows only the description of a failed edit and keeps the dialog open', async () => {
    serve(stored(), {});
    server.use(
      http.put(`${GATEWAY}/payment/seller-clients/${ID}`, () =>
        HttpResponse.json(
          { errors: [{ code: 'VALIDATION', description: 'Telefone: Formato de telefone inválido' }] },
          { status: 400 },
        ),
      ),
    );
    const { identification } = await renderPage();
    fireEvent.change(input(identification, 'Nome'), { target: { value: 'Oficina Sul' } });
    fireEvent.click(within(identification).getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revise as alterações' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Telefone: Formato de telefone inválido')).toBeTruthy();
    expect(screen.queryByText(/VALIDATION/)).toBeNull();
    expect(screen.getByRole('alertdialog', { name: 'Revise as alterações' })).toBeTruthy();
  });

  it('lists the customer’s charges under Recebíveis, Histórico and Agendados', async () => {
    serve(stored(), {});
    await renderPage();
    // Assinaturas is the first tab; Recebíveis opens beside it.
    const tab = screen.getByRole('tab', { name: 'Recebíveis' });
    expect(tab.getAttribute('aria-selected')).toBe('false');
    expect(chargesAsked).toHaveLength(0);
    fireEvent.click(tab);
    const receivables = await screen.findByRole('region', { name: 'Recebíveis' });
    const link = await within(receivables).findByRole('link', { name: 'Revisão completa' });
    expect(link.getAttribute('href')).toBe(`/cobrancas/${charge.uuid}`);
    expect(within(receivables).getByText('20/10/2026')).toBeTruthy();
    // Compared through the same helper: 'R$' is followed by a non-breaking space.
    expect(within(receivables).getByText(formatBRL(149050), { normalizer: (text) => text })).toBeTruthy();
    expect(Object.fromEntries(chargesAsked[0] ?? [])).toMatchObject({
      customerDocument: '34190875000115',
      chargeFilterConfig: 'ALL',
      page: '0',
      size: '10',
    });
    fireEvent.click(within(receivables).getByRole('tab', { name: 'Agendados' }));
    // Until Agendados answers, Histórico's rows never stand in for it (with links to the scheduled page).
    expect(within(receivables).queryByRole('link', { name: 'Revisão completa' })).toBeNull();
    expect(await within(receivables).findByText('Sem dados de cobranças')).toBeTruthy();
    expect(chargesAsked.at(-1)?.get('chargeFilterConfig')).toBe('SCHEDULED');
    expect(within(receivables).getByRole('tab', { name: 'Agendados' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('hides Recebíveis from a user without a charges role, and does not load charges', async () => {
    serve(stored(), {});
    renderWithApp(<CustomerDetailPage id={ID} />, {
      session: demoSession({ roles: ['SELLER_CLIENTS'] }),
    });
    await screen.findByRole('heading', { name: 'Oficina Sul Serviços Automotivos Ltda', level: 1 });
    expect(screen.queryByRole('region', { name: 'Recebíveis' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(chargesAsked).toHaveLength(0);
  });

  it('says so when the customer does not exist (or is another seller’s)', async () => {
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients/${ID}`, () =>
        HttpResponse.json(
          { errors: [{ code: 'NOT_FOUND', description: 'Cliente não encontrado.' }] },
          { status: 404 },
        ),
      ),
    );
    renderWithApp(<CustomerDetailPage id={ID} />, { session: demoSession() });
    expect(await screen.findByRole('heading', { name: 'Cliente não encontrado.' })).toBeTruthy();
  });
});
