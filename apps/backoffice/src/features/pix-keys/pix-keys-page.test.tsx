import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Route } from '../../routes/_app.dados-conta';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, loaderOf, renderWithApp } from '../../test/render-with-app';
import { expectRouteError, unavailable } from '../../test/route-error';
import type { PixKey } from './api';
import { PixKeysPage } from './pix-keys-page';

const server = startMswServer();
const CHECKING = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const INVESTMENT = '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';
const CHALLENGE = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const aKey = (n: number, overrides: Partial<PixKey> = {}): PixKey => ({
  id: `0b7c2d4e-1f3a-4b5c-8d6e-${String(n).padStart(12, '0')}`,
  key: `chave${n}@lojaexemplo.com.br`,
  keyType: 'email',
  accountId: CHECKING,
  accountType: 'CHECKING',
  createdAt: '2026-11-20T15:00:00Z',
  ...overrides,
});

/** The bank account and its keys behind the page; records what each write sent. */
function gateway({
  status = 'ACTIVE',
  checking = [aKey(1, { key: '11222333000181', keyType: 'cnpj' })],
  investment = [] as PixKey[],
} = {}) {
  const state = { posts: [] as unknown[], confirms: [] as unknown[], deletes: [] as string[] };
  server.use(
    http.get(`${GATEWAY}/banking/accounts`, () =>
      HttpResponse.json({
        status,
        debitAccountId: status === 'ACTIVE' ? CHECKING : null,
        investmentAccountId: status === 'ACTIVE' ? INVESTMENT : null,
        agency: '0001',
        accountNumber: status === 'ACTIVE' ? '100001-2' : null,
      }),
    ),
    http.get(`${GATEWAY}/banking/key/:id`, ({ params }) =>
      HttpResponse.json(params.id === CHECKING ? checking : investment),
    ),
    http.post(`${GATEWAY}/banking/key`, async ({ request }) => {
      const body = (await request.json()) as { keyType: string; key?: string };
      state.posts.push(body);
      if (body.key === 'contato@lojaexemplo.com.br')
        return HttpResponse.json(
          {
            errors: [
              { code: 'PIX_KEY_ALREADY_REGISTERED', description: 'Esta chave Pix já está cadastrada.' },
            ],
          },
          { status: 409 },
        );
      if (body.keyType === 'phone')
        return HttpResponse.json(
          {
            status: 'AWAITING_CONFIRMATION',
            keyValue: null,
            pixKey: null,
            challenge: {
              id: CHALLENGE,
              key: `+${body.key}`,
              keyType: 'phone',
              accountId: CHECKING,
              expiresAt: '2026-11-20T15:10:00Z',
            },
          },
          { status: 201 },
        );
      const pixKey = aKey(9, {
        key: body.key ?? 'c0ffee00-0000-4000-8000-000000000000',
        keyType: body.keyType as PixKey['keyType'],
      });
      return HttpResponse.json(
        { status: 'REGISTERED', keyValue: pixKey.key, pixKey, challenge: null },
        { status: 201 },
      );
    }),
    http.post(`${GATEWAY}/banking/key/confirmation/:id`, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      state.confirms.push(body);
      if (body.code !== '482915')
        return HttpResponse.json(
          { errors: [{ code: 'INVALID_CODE', description: 'Código inválido' }] },
          { status: 400 },
        );
      const pixKey = aKey(10, { key: '+5511987654321', keyType: 'phone' });
      return HttpResponse.json(
        { status: 'REGISTERED', keyValue: pixKey.key, pixKey, challenge: null },
        { status: 201 },
      );
    }),
    http.delete(`${GATEWAY}/banking/key/:id`, ({ params, request }) => {
      state.deletes.push(`${params.id}?${new URL(request.url).searchParams}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

const session = (bankingRoles = ['B_SELLER_ADMIN']) =>
  demoSession({ bankingRoles, roles: ['SELLER_ADMIN', ...bankingRoles], document: '11222333000181' });

const renderPage = () =>
  renderWithApp(<PixKeysPage />, { session: session(), path: '/dados-conta', loader: loaderOf(Route) });

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Nova Chave Pix' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Nova Chave Pix' }) };
}

describe('/dados-conta', () => {
  it("shows a failed read of the account as the route's error state, and reads again on request", async () => {
    gateway();
    let fail = true;
    server.use(http.get(`${GATEWAY}/banking/accounts`, () => (fail ? unavailable('BNK-500') : undefined)));
    renderPage();
    await expectRouteError('BNK-500');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Dados bancários' })).toBeTruthy();
  });

  it("reads the keys of both accounts in the route's loader: a failed read is the route's error state", async () => {
    gateway();
    let fail = true;
    server.use(
      http.get(`${GATEWAY}/banking/key/:id`, ({ params }) =>
        fail && params.id === INVESTMENT ? unavailable('BNK-500') : undefined,
      ),
    );
    renderPage();
    await expectRouteError('BNK-500');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma chave cadastrada.')).toBeTruthy();
  });

  it("says 'Conta não configurada.' when the account is not active", async () => {
    gateway({ status: 'PENDING' });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Conta não configurada.');
    expect(screen.queryByRole('button', { name: 'Nova Chave Pix' })).toBeNull();
  });

  it('shows the agency and the checking account number', async () => {
    gateway();
    renderPage();
    const account = await screen.findByRole('region', { name: 'Dados bancários' });
    expect(within(account).getByText('Agência').nextElementSibling?.textContent).toBe('0001');
    expect(within(account).getByText('Conta').nextElementSibling?.textContent).toBe('100001-2');
  });

  it("shows the default agency and '—' for the number of an account not open yet (§9)", async () => {
    gateway({ status: 'PENDING' });
    renderPage();
    const account = await screen.findByRole('region', { name: 'Dados bancários' });
    expect(within(account).getByText('Agência').nextElementSibling?.textContent).toBe('0001');
    expect(within(account).getByText('Conta').nextElementSibling?.textContent).toBe('—');
  });

  it('groups the keys by account and disables Nova Chave Pix when both accounts hold 20', async () => {
    const full = (accountId: string, accountType: PixKey['accountType'], from: number) =>
      Array.from({ length: 20 }, (_, i) => aKey(from + i, { accountId, accountType }));
    gateway({ checking: full(CHECKING, 'CHECKING', 100), investment: full(INVESTMENT, 'INVESTMENT', 200) });
    renderPage();
    const checking = await screen.findByRole('list', { name: 'Chaves da Conta corrente' });
    expect(within(checking).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('heading', { name: 'Conta investimento' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Nova Chave Pix' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });

  it('offers only the account with room when the other holds 20 keys', async () => {
    gateway({ checking: Array.from({ length: 20 }, (_, i) => aKey(i)) });
    renderPage();
    const { dialog } = await openDialog();
    const options = within(within(dialog).getByLabelText('Conta')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Conta investimento']);
  });

  it('registers a phone key through the SMS code: Cadastrar, a wrong code stays, then Confirmar', async () => {
    const state = gateway();
    renderPage();
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText('Tipo de chave'), 'phone');
    expect((within(dialog).getByRole('button', { name: 'Cadastrar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.type(within(dialog).getByLabelText('Celular'), '11987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(state.posts).toEqual([{ accountId: CHECKING, keyType: 'phone', key: '5511987654321' }]);
    const code = await within(dialog).findByLabelText('Código');
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Código inválido')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '482915');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Chave Pix cadastrada com sucesso!')).toBeTruthy();
    expect(within(dialog).getByText('Celular: +55 (11) 98765-4321')).toBeTruthy();
    expect(state.confirms).toHaveLength(2);
  });

  it('refuses an invalid e-mail at the form, prefills the CNPJ, and shows the server refusal in the error state', async () => {
    const state = gateway();
    renderPage();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('E-mail'), 'loja@');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(within(dialog).getByText('Digite um e-mail válido!')).toBeTruthy();
    expect(state.posts).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Tipo de chave'), 'cnpj');
    expect((within(dialog).getByLabelText('CNPJ') as HTMLInputElement).value).toBe('11.222.333/0001-81');
    expect(within(dialog).getByLabelText('CNPJ').hasAttribute('readonly')).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Tipo de chave'), 'email');
    await user.type(within(dialog).getByLabelText('E-mail'), 'contato@lojaexemplo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Houve um erro na criação da sua Chave Pix.');
    expect(alert.textContent).toContain('Esta chave Pix já está cadastrada.');
  });

  it("deletes a key after the confirmation, and hides 'Copiar chave' from the provider's staff", async () => {
    const state = gateway();
    renderWithApp(<PixKeysPage />, {
      session: session(['SELLER_BACKOFFICE']),
      path: '/dados-conta',
      loader: loaderOf(Route),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ações da chave CNPJ 11.222.333/0001-81' }));
    expect(screen.queryByRole('button', { name: 'Copiar chave' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Excluir chave' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Tem certeza que deseja excluir essa chave?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Chave pix deletada com sucesso.')).toBeTruthy();
    expect(state.deletes).toEqual([`${aKey(1).id}?keyType=cnpj`]);
  });
});
