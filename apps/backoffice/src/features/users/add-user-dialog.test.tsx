import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { renderWithApp } from '../../test/render-with-app';
import { AddUserDialog } from './add-user-dialog';
import { adminSession, aUser, profilesHandler, USERS_URL } from './users.fixture';

const server = startMswServer();

function renderDialog(banking: boolean) {
  const onOpenChange = vi.fn();
  renderWithApp(<AddUserDialog open onOpenChange={onOpenChange} />, {
    session: adminSession(banking),
    path: '/usuarios',
  });
  return { onOpenChange, dialog: () => screen.getByRole('dialog', { name: 'Adicionar usuário' }) };
}

describe('AddUserDialog', () => {
  it('asks for the e-mail and at least one profile, and sends nothing', async () => {
    const create = vi.fn();
    server.use(profilesHandler(true), http.post(USERS_URL, create));
    renderDialog(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo e-mail é obrigatório!')).toBeTruthy();
    expect(screen.getByText('Selecione ao menos um perfil.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Digite um e-mail válido!')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('invites with the chosen profile, shows its permissions, and sends once however often Salvar is clicked', async () => {
    const bodies: unknown[] = [];
    let release: () => void = () => undefined;
    server.use(
      profilesHandler(true),
      http.post(USERS_URL, async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(aUser({ id: 30, email: 'nova@loja.com.br', status: 'CREATED' }), {
          status: 201,
        });
      }),
    );
    const { onOpenChange, dialog } = renderDialog(true);
    await userEvent.type(await screen.findByLabelText('E-mail'), ' nova@loja.com.br ');
    expect(within(dialog()).getByText('Escolha um perfil para ver o que ele permite.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Perfil de adquirência'), 'Vendedor');
    const panel = within(dialog()).getByRole('complementary', { name: 'Permissões do perfil' });
    expect(within(panel).getByText('Adquirência: Vendedor')).toBeTruthy();
    expect(within(panel).getByText('Links, cobranças e clientes; nada além disso.')).toBeTruthy();
    expect(within(panel).getByText('Cobranças')).toBeTruthy();
    expect(within(panel).queryByText('Usuários')).toBeNull();
    // Merchants read profiles and pages, never the role codes behind them.
    expect(panel.textContent).not.toMatch(/SELLER_|Papéis/);

    const salvar = screen.getByRole('button', { name: 'Salvar' });
    await userEvent.click(salvar);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Salvar/ }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Salvar/ }));
    release();
    expect(await screen.findByText('Usuário criado com sucesso.')).toBeTruthy();
    expect(bodies).toEqual([{ email: 'nova@loja.com.br', profile: 'SALE', bankingProfile: null }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers banking profiles only while the banking account is active', async () => {
    server.use(profilesHandler(true));
    renderDialog(true);
    await userEvent.selectOptions(await screen.findByLabelText('Perfil de banking'), 'Operador');
    expect(screen.getByText('Banking: Operador')).toBeTruthy();
  });

  it('hides the banking profile without an active banking account', async () => {
    server.use(profilesHandler(false));
    renderDialog(false);
    expect(await screen.findByLabelText('Perfil de adquirência')).toBeTruthy();
    expect(screen.queryByLabelText('Perfil de banking')).toBeNull();
  });

  it("shows the server's errors as 'code - description', or the area's message, and stays open", async () => {
    server.use(
      profilesHandler(false),
      http.post(USERS_URL, () =>
        HttpResponse.json(
          { errors: [{ code: 'EMAIL_IN_USE', description: 'Já existe um usuário com este e-mail.' }] },
          { status: 409 },
        ),
      ),
    );
    const { onOpenChange } = renderDialog(false);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'vendas@demo.balcao.dev');
    await userEvent.selectOptions(screen.getByLabelText('Perfil de adquirência'), 'Vendedor');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('EMAIL_IN_USE - Já existe um usuário com este e-mail.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();

    server.use(http.post(USERS_URL, () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao criar o usuário.')).toBeTruthy();
  });
});
