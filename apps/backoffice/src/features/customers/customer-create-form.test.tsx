import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { CustomerCreateForm } from './customer-create-form';
import { COMPANY_NOT_FOUND_NOTE } from './customer-form';

const server = startMswServer();

const COMPANY = {
  cnpj: '34190875000115',
  companyName: 'Oficina Sul Serviços Automotivos Ltda',
  fantasyName: 'Oficina Sul',
  email: 'contato@oficinasul.com.br',
  phone: '5132217788',
  status: 'ATIVA',
  address: {
    zipCode: '90010-000',
    street: 'Rua dos Andradas',
    number: '1234',
    complement: null,
    district: 'Centro Histórico',
    city: 'Porto Alegre',
    state: 'RS',
  },
};

function savedCustomer(body: Record<string, unknown>) {
  return {
    id: '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c',
    name: body.name,
    fantasyName: body.fantasyName ?? null,
    document: { documentNumber: '52998224725', documentType: 'CPF', documentNation: 'BR' },
    email: body.email,
    alternativeEmail: null,
    countryCode: '55',
    phone: '11987654321',
    address: {
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    },
    createdAt: '2026-11-20T14:30:00Z',
    updatedAt: '2026-11-20T14:30:00Z',
  };
}

async function renderForm() {
  const onCreated = vi.fn();
  const onCancel = vi.fn();
  const { router } = renderWithApp(<CustomerCreateForm onCreated={onCreated} onCancel={onCancel} />, {
    session: demoSession(),
  });
  await screen.findByRole('textbox', { name: 'CPF ou CNPJ' });
  return { onCreated, onCancel, router, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** Fills a field in one change, for the fields a test is not about. */
const fill = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

function fillStepOne() {
  fill('CPF ou CNPJ', '52998224725');
  fill('Nome', 'Maria Souza');
  fillContact();
}

function fillContact() {
  fill('E-mail', 'maria@exemplo.com.br');
  fill('Telefone', '11987654321');
}

// Typing goes key by key through the masks; on a busy machine that takes seconds.
describe('CustomerCreateForm', { timeout: 20_000 }, () => {
  it('keeps step 1 until its fields are valid, with the documents’ messages', async () => {
    const { user } = await renderForm();
    expect(screen.getByText('Passo 1 de 2:')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByText('Inclua um CNPJ ou CPF válido')).toBeTruthy();
    expect(screen.getAllByText('Preenchimento obrigatório!')).toHaveLength(2);
    expect(screen.getByText('O campo e-mail é obrigatório!')).toBeTruthy();
    fill('CPF ou CNPJ', '123.456.789-00');
    expect(field('CPF ou CNPJ').getAttribute('aria-invalid')).toBe('true');
    await user.clear(field('CPF ou CNPJ'));
    await user.type(field('CPF ou CNPJ'), '52998224725');
    expect(field('CPF ou CNPJ').value).toBe('529.982.247-25');
    expect(screen.queryByText('Inclua um CNPJ ou CPF válido')).toBeNull();
    fill('Nome', 'Maria Souza');
    fill('E-mail', 'maria@');
    expect(screen.getByText('Digite um e-mail válido!')).toBeTruthy();
    fill('E-mail', 'maria@exemplo.com.br');
    await user.type(field('Telefone'), '11987654321');
    expect(field('Telefone').value).toBe('(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByText('Passo 2 de 2:')).toBeTruthy();
    expect(field('Rua')).toBeTruthy();
  });

  it('prefills name, fantasy name and address from the company of a valid CNPJ', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${GATEWAY}/core/public/companies/:document`, ({ params }) => {
        asked.push(String(params.document));
        return HttpResponse.json(COMPANY);
      }),
    );
    const { user } = await renderForm();
    await user.type(field('CPF ou CNPJ'), '34.190.875/0001-1');
    expect(asked).toEqual([]);
    await user.type(field('CPF ou CNPJ'), '5');
    await waitFor(() => expect(field('Nome').value).toBe('Oficina Sul Serviços Automotivos Ltda'), {
      timeout: 4_000,
    });
    expect(asked).toEqual(['34190875000115']);
    expect(field('Nome fantasia (opcional)').value).toBe('Oficina Sul');
    fillContact();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(field('CEP').value).toBe('90010-000');
    expect(field('Rua').value).toBe('Rua dos Andradas');
    expect(field('Número').value).toBe('1234');
    expect(field('Bairro').value).toBe('Centro Histórico');
    expect(field('Estado').value).toBe('RS');
  });

  it('looks the CEP up at 9 characters and locks what it filled; a failed lookup says Cep inválido.', async () => {
    server.use(
      http.get(`${GATEWAY}/core/public/postal-codes/:cep/json`, ({ params }) =>
        params.cep === '01310-100'
          ? HttpResponse.json({
              cep: '01310-100',
              logradouro: 'Avenida Paulista',
              complemento: 'de 612 a 1510 - lado par',
              bairro: 'Bela Vista',
              localidade: 'São Paulo',
              uf: 'SP',
            })
          : HttpResponse.json({ erro: true }),
      ),
    );
    const { user } = await renderForm();
    fillStepOne();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.type(field('CEP'), '0131010');
    expect(field('Rua').readOnly).toBe(false);
    await user.type(field('CEP'), '0');
    await waitFor(() => expect(field('Rua').value).toBe('Avenida Paulista'));
    for (const name of ['Rua', 'Bairro', 'Cidade', 'Estado']) expect(field(name).readOnly, name).toBe(true);
    expect(field('Número').readOnly).toBe(false);
    // The lookup's 'complemento' is the CEP's street range, never the customer's own complement.
    expect(field('Complemento (opcional)').value).toBe('');

    await user.clear(field('CEP'));
    expect(field('Rua').readOnly).toBe(false);
    await user.type(field('CEP'), '99999999');
    expect(await screen.findByText('Cep inválido.')).toBeTruthy();
    expect(field('Rua').readOnly).toBe(false);
    // The good CEP's street, district, city and state went with it: nothing stale left to save.
    for (const name of ['Rua', 'Bairro', 'Cidade', 'Estado']) expect(field(name).value, name).toBe('');
  });

  it('says so when a valid CNPJ is unknown to the company lookup', async () => {
    server.use(
      http.get(`${GATEWAY}/core/public/companies/:document`, () =>
        HttpResponse.json(
          { errors: [{ code: 'NOT_FOUND', description: 'Empresa não encontrada para este CNPJ.' }] },
          { status: 404 },
        ),
      ),
    );
    const { user } = await renderForm();
    await user.type(field('CPF ou CNPJ'), '34.190.875/0001-15');
    expect(await screen.findByText(COMPANY_NOT_FOUND_NOTE)).toBeTruthy();
    expect(field('Nome').value).toBe('');
  });

  it('saves with “use my address” without an address, then reports success', async () => {
    let sent: Record<string, unknown> | undefined;
    let posts = 0;
    server.use(
      http.post(`${GATEWAY}/payment/seller-clients`, async ({ request }) => {
        posts += 1;
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(savedCustomer(sent), { status: 201 });
      }),
    );
    const { user, onCreated } = await renderForm();
    fillStepOne();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getAllByText('Preenchimento obrigatório!').length).toBeGreaterThan(0);
    expect(sent).toBeUndefined();
    await user.click(screen.getByRole('checkbox', { name: 'Usar o meu endereço' }));
    expect(screen.queryByRole('textbox', { name: 'Rua' })).toBeNull();
    const save = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('Cliente cadastrado com sucesso!')).toBeTruthy();
    expect(sent).toEqual({
      name: 'Maria Souza',
      fantasyName: null,
      document: { documentNumber: '529.982.247-25', documentNation: 'BR' },
      email: 'maria@exemplo.com.br',
      alternativeEmail: null,
      countryCode: '55',
      phone: '(11) 98765-4321',
      useSellerAddress: true,
    });
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(posts).toBe(1);
  });

  it('says a document is already a customer at step 1, before the address is asked', async () => {
    const searched: (string | null)[] = [];
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients`, ({ request }) => {
        const document = new URL(request.url).searchParams.get('document');
        searched.push(document);
        const maria = {
          id: '5c000000-0000-4000-8000-000000000001',
          name: 'Maria Souza',
          fantasyName: null,
          document: { documentNumber: '529.982.247-25', documentNation: 'BR' },
          email: 'maria@exemplo.com.br',
          countryCode: '55',
          phone: '11987654321',
        };
        const content = document === '52998224725' ? [maria] : [];
        return HttpResponse.json({
          content,
          totalElements: content.length,
          totalPages: 1,
          number: 0,
          size: 5,
        });
      }),
    );
    const { user } = await renderForm();
    fillStepOne();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Já existe um cliente com este documento.')).toBeTruthy();
    expect(screen.getByText('Passo 1 de 2:')).toBeTruthy();
    expect(field('CPF ou CNPJ').getAttribute('aria-invalid')).toBe('true');
    expect(searched).toContain('52998224725');
    // Another document is free: the message goes and 'Próximo' leads on to the address.
    await user.clear(field('CPF ou CNPJ'));
    await user.type(field('CPF ou CNPJ'), '11144477735');
    await waitFor(() => expect(screen.queryByText('Já existe um cliente com este documento.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Passo 2 de 2:')).toBeTruthy();
  });

  it('asks before a half-filled customer is lost to a menu click, back or a reload', async () => {
    const { router } = await renderForm();
    // Nothing typed: nothing to lose, so no question.
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);
    fill('Nome', 'Maria Souza');
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);
    void router.navigate({ to: '/cobrancas' });
    const ask = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(field('Nome').value).toBe('Maria Souza');
    void router.navigate({ to: '/cobrancas' });
    const again = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cobrancas'));
  });

  it('shows each server error as code - description and stays on the form', async () => {
    server.use(
      http.post(`${GATEWAY}/payment/seller-clients`, () =>
        HttpResponse.json(
          {
            errors: [{ code: 'DUPLICATE_DOCUMENT', description: 'Já existe um cliente com este documento.' }],
            message: 'Já existe um cliente com este documento.',
          },
          { status: 400 },
        ),
      ),
    );
    const { user, onCreated } = await renderForm();
    fillStepOne();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Usar o meu endereço' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('DUPLICATE_DOCUMENT - Já existe um cliente com este documento.'),
    ).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByText('Passo 2 de 2:')).toBeTruthy();
  });
});
