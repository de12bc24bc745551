import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, renderWithApp } from '../../test/render-with-app';
import type { SubSeller } from './api';
import { SubSellerDetailPage } from './sub-seller-detail-page';
import { aSubSeller, SUB_SELLERS_URL } from './sub-sellers.fixture';

const server = startMswServer();
const URL = `${SUB_SELLERS_URL}/7`;

async function renderPage(subSeller: SubSeller) {
  server.use(http.get(URL, () => HttpResponse.json(subSeller)));
  const rendered = renderWithApp(<SubSellerDetailPage id={7} />, { session: demoSession(), path: '/' });
  await screen.findByRole('heading', { name: subSeller.name, level: 1 });
  return rendered;
}

/** Records the order of the save's requests and answers each with the sub-seller. */
function recordSave(after: SubSeller, failOn?: string) {
  const calls: { path: string; body: unknown }[] = [];
  const answer =
    (path: string) =>
    async ({ request }: { request: Request }) => {
      calls.push({ path, body: request.method === 'PATCH' ? await request.json() : null });
      if (path === failOn)
        return HttpResponse.json({ errors: [{ code: 'VALIDATION', description: 'x' }] }, { status: 400 });
      return HttpResponse.json(path === 'split' ? { ...after, splitStatus: 'PENDING' } : after, {
        status: path === 'split' ? 202 : 200,
      });
    };
  server.use(
    http.patch(URL, answer('general')),
    http.patch(`${URL}/address`, answer('address')),
    http.patch(`${URL}/accounts`, answer('accounts')),
    http.patch(`${URL}/contacts`, answer('contacts')),
    http.post(`${URL}/split`, answer('split')),
  );
  return calls;
}

const edit = () => fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
const conclude = () => fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));

describe('SubSellerDetailPage', () => {
  it('shows general data, address, default split and bank data, with the badge and no hint when active', async () => {
    await renderPage(aSubSeller());
    expect(screen.getByText('Ativo')).toBeTruthy();
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByText('10,50%')).toBeTruthy();
    expect(screen.getByText('341 - Itaú Unibanco')).toBeTruthy();
    expect(screen.getByText('Telefone: (11) 98765-4321')).toBeTruthy();
    expect(screen.getByText('Validada')).toBeTruthy();
    expect(screen.queryByText(/Revise os dados/)).toBeNull();
  });

  it('hints at sending the registration again when the split status is INACTIVE', async () => {
    await renderPage(aSubSeller({ splitStatus: 'INACTIVE' }));
    // The registration's badge never reads as the switch: 'Desativar' beside it is not a contradiction.
    expect(screen.getByRole('button', { name: 'Cadastro inativo' })).toBeTruthy();
    expect(screen.queryByText('Inativo', { exact: true })).toBeNull();
    expect(screen.getByRole('button', { name: 'Desativar' })).toBeTruthy();
    expect(
      screen.getByText(/Revise os dados e atualize o cadastro para tentar registrá-la novamente/),
    ).toBeTruthy();
  });

  it('asks before changing the fee type: cancel keeps it, confirm clears the value', async () => {
    await renderPage(aSubSeller());
    edit();
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Taxa (%)')).toHaveProperty('value', '10,50%');
    fireEvent.click(screen.getByLabelText('Valor fixo'));
    const question =
      'Deseja realmente alterar o tipo de tax desse sub-vendedor? Isso afetará links de pagamento futuros.';
    expect(await screen.findByText(question)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(screen.getByLabelText('Percentual')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Taxa (%)')).toHaveProperty('value', '10,50%');
    fireEvent.click(screen.getByLabelText('Valor fixo'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByLabelText('Valor fixo')).toHaveProperty('checked', true));
    expect(screen.getByLabelText('Taxa (R$)')).toHaveProperty('value', '');
  });

  it('saves with the four updates in order, then sends the registration when it is INACTIVE', async () => {
    const before = aSubSeller({ splitStatus: 'INACTIVE' });
    const calls = recordSave(before);
    await renderPage(before);
    edit();
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('E-mail alternativo (opcional)'), {
      target: { value: 'financeiro@exemplo.com.br' },
    });
    conclude();
    const dialog = await screen.findByRole('alertdialog', { name: 'Dados alterados com sucesso!' });
    expect(
      within(dialog).getByText('Você já pode vincular esse sub-vendedor aos seus links de pagamento.'),
    ).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['general', 'address', 'accounts', 'contacts', 'split']);
    expect(calls[0]?.body).toMatchObject({ paymentType: 'PERCENTAGE', paymentValue: 10.5 });
    expect(calls[1]?.body).toMatchObject({ number: '2000' });
    expect(calls[2]?.body).toMatchObject({ pixKeyType: 'PHONE', pixKey: '(11) 98765-4321' });
    expect(calls[3]?.body).toEqual({
      email: 'mariana@exemplo.com.br',
      phone: '(11) 98765-4321',
      alternativeEmail: 'financeiro@exemplo.com.br',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeTruthy();
  });

  it('does not send the registration again when it is already validated', async () => {
    const calls = recordSave(aSubSeller());
    await renderPage(aSubSeller());
    edit();
    conclude();
    await screen.findByRole('alertdialog', { name: 'Dados alterados com sucesso!' });
    expect(calls.map((call) => call.path)).toEqual(['general', 'address', 'accounts', 'contacts']);
  });

  it('keeps a bad form from being sent', async () => {
    const calls = recordSave(aSubSeller());
    await renderPage(aSubSeller());
    edit();
    fireEvent.change(screen.getByLabelText('Agência'), { target: { value: '12' } });
    conclude();
    expect(await screen.findByText('A agência deve ter no mínimo 3 números.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it.each([
    [
      'address',
      'Erro ao atualizar cadastro do sub-vendedor',
      'Houve um erro no cadastramento da conta do Sub-vendedor. Por favor, verifique os dados e realize o reenvio do cadastro.',
      ['general', 'address'],
    ],
    [
      'split',
      'Erro ao validar a conta bancária do sub-vendedor',
      'Houve um erro ao validar da conta bancária do Sub-vendedor. Por favor, verifique os dados e realize o reenvio do cadastro.',
      ['general', 'address', 'accounts', 'contacts', 'split'],
    ],
  ])(
    'names the failure of %s in its dialog; Ok goes to the list',
    async (failOn, title, message, expected) => {
      const before = aSubSeller({ splitStatus: 'FAILED' });
      const calls = recordSave(before, failOn);
      const { router } = await renderPage(before);
      edit();
      conclude();
      const dialog = await screen.findByRole('alertdialog', { name: title });
      expect(within(dialog).getByText(message)).toBeTruthy();
      expect(calls.map((call) => call.path)).toEqual(expected);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/sub-vendedores'));
    },
  );

  it('deactivates after a confirmation and goes to the list', async () => {
    const asked: string[] = [];
    server.use(
      http.patch(`${URL}/active`, ({ request }) => {
        asked.push(new globalThis.URL(request.url).search);
        return HttpResponse.json(aSubSeller({ isActive: false }));
      }),
    );
    const { router } = await renderPage(aSubSeller());
    fireEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deseja desativar este sub-vendedor?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sub-vendedores'));
    expect(asked).toEqual(['?active=false']);
    expect(screen.getByText('Sub-vendedor desativado com sucesso!')).toBeTruthy();
  });

  it('offers to activate a deactivated sub-seller', async () => {
    await renderPage(aSubSeller({ isActive: false }));
    expect(screen.getByText('Desativado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ativar' })).toBeTruthy();
  });

  it('says when the sub-seller does not exist', async () => {
    server.use(
      http.get(URL, () =>
        HttpResponse.json(
          { errors: [{ code: 'NOT_FOUND', description: 'Sub-vendedor não encontrado.' }] },
          { status: 404 },
        ),
      ),
    );
    renderWithApp(<SubSellerDetailPage id={7} />, { session: demoSession(), path: '/' });
    expect(await screen.findByText('Sub-vendedor não encontrado.')).toBeTruthy();
  });
});
