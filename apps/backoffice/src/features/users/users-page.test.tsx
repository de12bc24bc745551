import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { renderWithApp } from '../../test/render-with-app';
import type { User } from './api';
import { adminSession, aPage, aUser, profilesHandler, USERS_URL } from './users.fixture';
import { UsersPage } from './users-page';

const server = startMswServer();

const USERS: User[] = [
  aUser({ id: 1, email: 'admin@demo.balcao.dev', profile: 'ADMIN', bankingProfile: 'ADMIN' }),
  aUser({ id: 12, email: 'caixa@demo.balcao.dev', status: 'BLOCKED' }),
  aUser({ id: 14, email: 'convidada@demo.balcao.dev', status: 'CREATED' }),
  aUser({ id: 15, email: 'operador@demo.balcao.dev', profile: null, bankingProfile: 'OPERADOR' }),
];

function renderPage({ banking = true, page = 1, onPageChange = vi.fn() } = {}) {
  renderWithApp(<UsersPage page={page} onPageChange={onPageChange} />, {
    session: adminSession(banking),
    path: '/usuarios',
  });
  return { onPageChange };
}

const row = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

describe('UsersPage', () => {
  it('lists the users with profiles and status labels, asking the API for the page', async () => {
    const asked: string[] = [];
    server.use(
      http.get(USERS_URL, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(aPage(USERS, { page: 1, totalElements: 24 }));
      }),
    );
    const { onPageChange } = renderPage({ page: 2 });
    expect(await screen.findByText('caixa@demo.balcao.dev')).toBeTruthy();
    expect(asked).toEqual(['?page=1&size=20&sort=email%2CASC']);
    expect(within(row('admin@demo.balcao.dev')).getAllByText('Administrador')).toHaveLength(2);
    expect(within(row('caixa@demo.balcao.dev')).getByText('BLOQUEADO')).toBeTruthy();
    expect(within(row('operador@demo.balcao.dev')).getByText('—')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Perfil de banking' })).toBeTruthy();
    expect(screen.getByText('Mostrando 21 a 24 de 24 usuários')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('says there is no data, and leaves the banking column out without banking', async () => {
    server.use(http.get(USERS_URL, () => HttpResponse.json(aPage([]))));
    renderPage({ banking: false });
    expect(await screen.findByText('Sem dados de usuários')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Perfil de banking' })).toBeNull();
  });

  it('offers no editing of a pending invitation and no deleting of oneself', async () => {
    server.use(http.get(USERS_URL, () => HttpResponse.json(aPage(USERS))));
    renderPage();
    await screen.findByText('convidada@demo.balcao.dev');
    expect(
      screen.getByRole('button', { name: 'Editar convidada@demo.balcao.dev' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Editar caixa@demo.balcao.dev' }).hasAttribute('disabled'),
    ).toBe(false);
    expect(screen.queryByRole('button', { name: 'Excluir admin@demo.balcao.dev' })).toBeNull();
  });

  it('deletes after confirmation and reloads the list', async () => {
    let users = USERS;
    const deleted: string[] = [];
    server.use(
      http.get(USERS_URL, () => HttpResponse.json(aPage(users))),
      http.delete(/\/core\/sellers\/authenticated\/users\/(\d+)$/, ({ request }) => {
        const id = new URL(request.url).pathname.split('/').pop() ?? '';
        deleted.push(id);
        users = users.filter((user) => String(user.id) !== id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir caixa@demo.balcao.dev' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Tem certeza que deseja excluir esse usuário?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir caixa@demo.balcao.dev' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Usuário excluído com sucesso.')).toBeTruthy();
    expect(deleted).toEqual(['12']);
    await waitFor(() => expect(screen.queryByText('caixa@demo.balcao.dev')).toBeNull());
  });

  it('keeps the confirmation open and shows the error when the delete fails', async () => {
    server.use(
      http.get(USERS_URL, () => HttpResponse.json(aPage(USERS))),
      http.delete(/\/core\/sellers\/authenticated\/users\/\d+$/, () =>
        HttpResponse.json(
          { errors: [{ code: 'OWN_USER', description: 'Você não pode excluir o seu próprio usuário.' }] },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir caixa@demo.balcao.dev' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('OWN_USER - Você não pode excluir o seu próprio usuário.')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('opens the add dialog, and the new user appears once saved', async () => {
    let users = USERS.slice(0, 1);
    server.use(
      profilesHandler(true),
      http.get(USERS_URL, () => HttpResponse.json(aPage(users))),
      http.post(USERS_URL, () => {
        const created = aUser({ id: 40, email: 'nova@loja.com.br', status: 'CREATED' });
        users = [...users, created];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar usuário' }));
    await userEvent.type(screen.getByLabelText('E-mail'), 'nova@loja.com.br');
    await userEvent.selectOptions(screen.getByLabelText('Perfil de adquirência'), 'Vendedor');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário criado com sucesso.')).toBeTruthy();
    expect(await screen.findByText('nova@loja.com.br')).toBeTruthy();
    expect(within(row('nova@loja.com.br')).getByText('CRIADO')).toBeTruthy();
  });
});
