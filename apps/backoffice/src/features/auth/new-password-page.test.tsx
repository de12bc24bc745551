import { COMMON_PASSWORD_MESSAGE } from '@balcao/domain/access';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { GATEWAY, renderWithApp } from '../../test/render-with-app';
import { NEW_PASSWORD_SAVED } from './messages';
import { NewPasswordPage } from './new-password-page';

const server = startMswServer();

async function fill(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('NewPasswordPage', () => {
  it('refuses a common password with the domain rule’s message, and sends nothing', async () => {
    const set = vi.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(http.patch(`${GATEWAY}/core/public/password-tokens/:token`, set));
    renderWithApp(<NewPasswordPage token={'a'.repeat(64)} onDone={vi.fn()} />, { path: '/redefinir-senha' });
    await fill('Nova senha', '12345678');
    await fill('Confirme sua senha', '12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeTruthy();
    expect(set).not.toHaveBeenCalled();
  });

  it('says when the confirmation differs, then sends the new password', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${GATEWAY}/core/public/password-tokens/:token`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithApp(<NewPasswordPage token={'a'.repeat(64)} onDone={vi.fn()} />, { path: '/redefinir-senha' });
    await fill('Nova senha', 'Balcao#2026x');
    await fill('Confirme sua senha', 'Balcao#2026y');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('As senhas precisam ser iguais')).toBeTruthy();
    expect(bodies).toEqual([]);
    await fill('Confirme sua senha', 'Balcao#2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(NEW_PASSWORD_SAVED)).toBeTruthy();
    expect(bodies).toEqual([{ newPassword: 'Balcao#2026x' }]);
  });
});
