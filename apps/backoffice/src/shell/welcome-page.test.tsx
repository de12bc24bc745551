import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession, renderWithApp } from '../test/render-with-app';
import { WelcomePage } from './welcome-page';

describe('WelcomePage', () => {
  it('tells a user with no page what to do, never that the banking screens are missing (issue 26)', async () => {
    renderWithApp(<WelcomePage />, { session: demoSession({ roles: [] }) });
    const section = await screen.findByRole('region', { name: 'Olá, Loja Exemplo!' });
    expect(section.textContent).toContain('Peça ao administrador da sua conta o perfil de que você precisa');
    expect(section.textContent).not.toContain('ainda não estão disponíveis');
  });
});
