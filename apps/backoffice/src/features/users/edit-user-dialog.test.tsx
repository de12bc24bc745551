import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { renderWithApp } from '../../test/render-with-app';
import type { User } from './api';
import { EditUserDialog } from './edit-user-dialog';
import { adminSession, aUser, profilesHandler, USERS_URL } from './users.fixture';

const server = startMswServer();

function renderDialog(user: User, banking: boolean, stored: User = user) {
  const patches: unknown[] = [];
  server.use(
    profilesHandler(banking),
    http.get(`${USERS_URL}/${user.id}`, () => HttpResponse.json(stored)),
    http.patch(`${USERS_URL}/${user.id}`, async ({ request }) => {
      const changes = (await request.json()) as Partial<User>;
      patches.push(changes);
      return HttpResponse.json({ ...stored, ...changes });
    }),
  );
  const onClose = vi.fn();
  renderWithApp(<EditUserDialog user={user} onClose={onClose} />, {
    session: adminSession(banking),
    path: '/usuarios',
  });
  return { onClose, patches };
}

describe('EditUserDialog', () => {
  it('reads the user again, then saves profile, banking profile and status', async () => {
    const user = aUser({ profile: 'SUPERVISOR', bankingProfile: 'OPERADOR' });
    const { onClose, patches } = renderDialog(user, true);
    const profile = await screen.findByLabelText('Perfil de adquirência');
    expect((profile as HTMLSelectElement).value).toBe('SUPERVISOR');
    expect((screen.getByLabelText('Perfil de banking') as HTMLSelectElement).value).toBe('OPERADOR');
    expect(screen.getByText('vendas@demo.balcao.dev')).toBeTruthy();
    expect(screen.getByText('Adquirência: Supervisor')).toBeTruthy();
    await userEvent.selectOptions(profile, 'Vendedor');
    expect(screen.getByText('Adquirência: Vendedor')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Perfil de banking'), 'Nenhum');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'BLOQUEADO');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário atualizado com sucesso.')).toBeTruthy();
    expect(patches).toEqual([{ profile: 'SALE', bankingProfile: null, status: 'BLOCKED' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("leaves the banking profile alone when the session's banking account is inactive", async () => {
    const user = aUser({ profile: 'FINANCE', bankingProfile: 'FINANCEIRO' });
    const { patches } = renderDialog(user, false);
    await screen.findByLabelText('Perfil de adquirência');
    expect(screen.queryByLabelText('Perfil de banking')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'INATIVO');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(patches).toEqual([{ profile: 'FINANCE', status: 'INACTIVE' }]));
  });

  it('keeps at least one profile and shows update failures', async () => {
    const user = aUser();
    const { patches } = renderDialog(user, false);
    await userEvent.selectOptions(await screen.findByLabelText('Perfil de adquirência'), 'Nenhum');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione ao menos um perfil.')).toBeTruthy();
    expect(patches).toEqual([]);

    server.use(http.patch(`${USERS_URL}/${user.id}`, () => new HttpResponse('falhou', { status: 502 })));
    await userEvent.selectOptions(screen.getByLabelText('Perfil de adquirência'), 'Gerente');
    expect(screen.queryByText('Selecione ao menos um perfil.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar o usuário.')).toBeTruthy();
  });

  it('does not let the signed-in user change their own status', async () => {
    renderDialog(aUser({ id: 1, email: 'admin@demo.balcao.dev', profile: 'ADMIN' }), false);
    const status = await screen.findByLabelText('Status');
    expect(status.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Você não pode alterar o status do seu próprio usuário.')).toBeTruthy();
  });

  it('shows no form for a user whose invitation is pending', async () => {
    const invited = aUser({ status: 'CREATED' });
    renderDialog(invited, false);
    expect(await screen.findByText('Usuário com convite pendente não pode ser editado.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});
