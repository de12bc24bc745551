import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, renderWithApp } from '../../test/render-with-app';
import { SubSellerCreatePage } from './sub-seller-create-page';
import { aSubSeller, CEP_URL, COMPANY, COMPANY_URL, SUB_SELLERS_URL } from './sub-sellers.fixture';

const server = startMswServer();

async function renderPage() {
  const rendered = renderWithApp(<SubSellerCreatePage />, { session: demoSession(), path: '/' });
  await screen.findByLabelText('CPF ou CNPJ');
  return rendered;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function enterDocument(document: string) {
  type('CPF ou CNPJ', document);
  fireEvent.blur(screen.getByLabelText('CPF ou CNPJ'));
}

/** Everything a person needs besides the document, with a Pix e-mail key. */
function fillPerson() {
  type('Nome', 'Beatriz Nogueira Alves');
  type('E-mail', 'beatriz@exemplo.com.br');
  type('Celular', '11987650001');
  type('Data de nascimento', '12031991');
  type('CEP', '01310100');
  type('Rua', 'Avenida Paulista');
  type('Número', '1000');
  type('Bairro', 'Bela Vista');
  type('Cidade', 'São Paulo');
  type('Estado (UF)', 'SP');
  type('Taxa (%)', '12,5');
  type('Banco', '341');
  type('Tipo de conta', 'CHECKING_ACCOUNT');
  type('Agência', '1234');
  type('Dígito da agência', '0');
  type('Conta', '654321');
  type('Dígito da conta', '5');
  type('Tipo de chave Pix', 'EMAIL');
  type('Chave Pix', 'beatriz@exemplo.com.br');
}

describe('SubSellerCreatePage', () => {
  it('checks a CPF locally on blur and only then shows the rest of the form', async () => {
    await renderPage();
    expect(screen.queryByLabelText('Nome')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toHaveProperty('disabled', true);
    await enterDocument('529.982.247-26');
    expect(await screen.findByText('Formato de documento incorreto')).toBeTruthy();
    expect(screen.queryByLabelText('Nome')).toBeNull();
    await enterDocument('529.982.247-25');
    expect(await screen.findByLabelText('Nome')).toBeTruthy();
    expect(screen.queryByText('Formato de documento incorreto')).toBeNull();
    expect(screen.queryByLabelText('Nome do responsável')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Dados bancários' })).toBeTruthy();
  });

  it('checks a CNPJ through the company lookup, which fills name and address, and asks for the owner', async () => {
    const asked: string[] = [];
    server.use(
      http.get(COMPANY_URL, ({ params }) => {
        asked.push(String(params.document));
        if (params.document === '19827364000178')
          return HttpResponse.json({ ...COMPANY, cnpj: '19827364000178', status: 'SUSPENSA' });
        if (params.document === COMPANY.cnpj) return HttpResponse.json(COMPANY);
        return HttpResponse.json({ errors: [{ code: 'NOT_FOUND', description: 'x' }] }, { status: 404 });
      }),
    );
    await renderPage();
    await enterDocument('90.281.736/0001-78');
    expect(await screen.findByText('Empresa não encontrada para este CNPJ.')).toBeTruthy();
    await enterDocument('19.827.364/0001-78');
    expect(
      await screen.findByText('A situação cadastral desta empresa é SUSPENSA; não é possível cadastrá-la.'),
    ).toBeTruthy();
    await enterDocument('34.190.875/0001-15');
    expect(await screen.findByLabelText('Razão social')).toHaveProperty('value', COMPANY.companyName);
    expect(asked).toEqual(['90281736000178', '19827364000178', '34190875000115']);
    expect(screen.getByLabelText('Rua')).toHaveProperty('value', 'Rua dos Andradas');
    expect(screen.getByLabelText('CEP')).toHaveProperty('value', '90010-000');
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'contato@oficinasul.com.br');
    expect(screen.getByLabelText('Nome do responsável')).toBeTruthy();
    expect(screen.getByLabelText('Data de abertura')).toBeTruthy();
    expect(screen.getByLabelText('Descrição do negócio')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findAllByText('Preenchimento obrigatório!')).not.toHaveLength(0);
    for (const label of ['Nome do responsável', 'Data de abertura', 'Descrição do negócio', 'Celular']) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
    }
  });

  it('fills the address from the CEP on blur, and says when it does not exist', async () => {
    server.use(
      http.get(CEP_URL, ({ params }) =>
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
    await renderPage();
    await enterDocument('529.982.247-25');
    await screen.findByLabelText('CEP');
    type('CEP', '99999999');
    fireEvent.blur(screen.getByLabelText('CEP'));
    expect(await screen.findByText('Cep inválido.')).toBeTruthy();
    type('CEP', '01310100');
    fireEvent.blur(screen.getByLabelText('CEP'));
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveProperty('value', 'Avenida Paulista'));
    expect(screen.getByLabelText('Cidade')).toHaveProperty('value', 'São Paulo');
    expect(screen.getByLabelText('Estado (UF)')).toHaveProperty('value', 'SP');
    // The lookup's 'complemento' is the CEP's street range, not the seller's: it would print on boletos.
    expect(screen.getByLabelText('Complemento (opcional)')).toHaveProperty('value', '');
    expect(screen.queryByText('Cep inválido.')).toBeNull();
    // A bad CEP after a good one takes the good one's address away instead of leaving it to be saved.
    type('CEP', '99999998');
    fireEvent.blur(screen.getByLabelText('CEP'));
    expect(await screen.findByText('Cep inválido.')).toBeTruthy();
    for (const label of ['Rua', 'Bairro', 'Cidade', 'Estado (UF)']) {
      expect(screen.getByLabelText(label)).toHaveProperty('value', '');
    }
  });

  it('says a field’s message once it is left, not while it is typed (§5)', async () => {
    await renderPage();
    await enterDocument('529.982.247-25');
    await screen.findByLabelText('Nome');
    type('E-mail', 'beatriz@');
    expect(screen.queryByText('formato de email inválido')).toBeNull();
    fireEvent.blur(screen.getByLabelText('E-mail'));
    expect(await screen.findByText('formato de email inválido')).toBeTruthy();
  });

  it('checks the Pix key by its type and caps the percentage at 100 with % on blur', async () => {
    await renderPage();
    await enterDocument('529.982.247-25');
    await screen.findByLabelText('Nome');
    type('Tipo de chave Pix', 'ALLEATORY_KEY');
    type('Chave Pix', 'qualquer-coisa');
    fireEvent.blur(screen.getByLabelText('Chave Pix'));
    expect(await screen.findByText('Chave aleatória incorreta')).toBeTruthy();
    type('Tipo de chave Pix', 'PHONE');
    expect(screen.getByLabelText('Chave Pix')).toHaveProperty('value', '');
    type('Chave Pix', '1132145678');
    expect(await screen.findByText('Formato de telefone inválido')).toBeTruthy();
    type('Taxa (%)', '150');
    expect(screen.getByLabelText('Taxa (%)')).toHaveProperty('value', '100');
    type('Taxa (%)', '7.5');
    fireEvent.blur(screen.getByLabelText('Taxa (%)'));
    expect(screen.getByLabelText('Taxa (%)')).toHaveProperty('value', '7,50%');
  });

  it('creates, then activates, then says the registration is processing; Ok goes to the list', async () => {
    const calls: string[] = [];
    let sent: unknown = null;
    server.use(
      http.post(SUB_SELLERS_URL, async ({ request }) => {
        calls.push('create');
        sent = await request.json();
        return HttpResponse.json(aSubSeller({ id: 21, splitStatus: 'INACTIVE' }), { status: 201 });
      }),
      http.post(`${SUB_SELLERS_URL}/21/split`, () => {
        calls.push('split');
        return HttpResponse.json(aSubSeller({ id: 21, splitStatus: 'PENDING' }), { status: 202 });
      }),
    );
    const { router } = await renderPage();
    await enterDocument('248.438.034-80');
    await screen.findByLabelText('Nome');
    fillPerson();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cadastro de sub-vendedor em processamento!',
    });
    expect(calls).toEqual(['create', 'split']);
    expect(sent).toEqual({
      document: '24843803480',
      name: 'Beatriz Nogueira Alves',
      paymentType: 'PERCENTAGE',
      paymentValue: 12.5,
      description: null,
      openingDate: null,
      owner: { ownerName: null, ownerDocument: null, birthdate: '1991-03-12' },
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
      account: {
        account: {
          bank: '341',
          issuer: '1234',
          issuerDigit: '0',
          number: '654321',
          bankDigit: '5',
          accountType: 'CHECKING_ACCOUNT',
        },
        pixKeyType: 'EMAIL',
        pixKey: 'beatriz@exemplo.com.br',
      },
      contact: { email: 'beatriz@exemplo.com.br', phone: '(11) 98765-0001', alternativeEmail: null },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sub-vendedores'));
    expect(dialog.isConnected).toBe(false);
  });

  it('shows the bank-account dialog when the activation fails after the creation', async () => {
    server.use(
      http.post(SUB_SELLERS_URL, () => HttpResponse.json(aSubSeller({ id: 22 }), { status: 201 })),
      http.post(`${SUB_SELLERS_URL}/22/split`, () =>
        HttpResponse.json({ errors: [{ code: 'BAR-9999', description: 'Erro interno.' }] }, { status: 500 }),
      ),
    );
    await renderPage();
    await enterDocument('248.438.034-80');
    await screen.findByLabelText('Nome');
    fillPerson();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Erro ao validar a conta bancária do sub-vendedor' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Houve um erro ao validar da conta bancária do Sub-vendedor. Por favor, verifique os dados e realize o reenvio do cadastro.',
      ),
    ).toBeTruthy();
  });

  it('shows the server’s errors when the creation is refused', async () => {
    let calls = 0;
    server.use(
      http.post(SUB_SELLERS_URL, () => {
        calls += 1;
        return HttpResponse.json(
          {
            errors: [
              {
                code: 'DUPLICATE_DOCUMENT',
                description: 'Documento: Já existe um sub-vendedor com este documento.',
              },
            ],
          },
          { status: 400 },
        );
      }),
    );
    await renderPage();
    await enterDocument('248.438.034-80');
    await screen.findByLabelText('Nome');
    fillPerson();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(
      await screen.findByText(
        'DUPLICATE_DOCUMENT - Documento: Já existe um sub-vendedor com este documento.',
      ),
    ).toBeTruthy();
    expect(calls).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
