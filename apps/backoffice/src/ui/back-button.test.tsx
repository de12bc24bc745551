import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackButton, parentPath } from './back-button';

describe('parentPath', () => {
  it('drops the last segment', () => {
    expect(parentPath('/cobrancas/abc-123')).toBe('/cobrancas');
    expect(parentPath('/cartao/faturas/7')).toBe('/cartao/faturas');
    expect(parentPath('/cobrancas')).toBe('/');
    expect(parentPath('/')).toBe('/');
  });

  it('ignores trailing slashes, the query and the hash', () => {
    expect(parentPath('/clientes/42/')).toBe('/clientes');
    expect(parentPath('/clientes/42?aba=recebiveis#topo')).toBe('/clientes');
  });
});

describe('BackButton', () => {
  it('goes to the parent of the current path', async () => {
    const navigate = vi.fn();
    render(<BackButton pathname="/sub-vendedores/9" navigate={navigate} />);
    const link = screen.getByRole('link', { name: 'Voltar' });
    expect(link.getAttribute('href')).toBe('/sub-vendedores');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/sub-vendedores');
  });

  it('goes where `to` says, with its own label', async () => {
    const navigate = vi.fn();
    render(<BackButton to="/cartao" pathname="/cartao/5" label="Gerenciar cartões" navigate={navigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Gerenciar cartões' }));
    expect(navigate).toHaveBeenCalledWith('/cartao');
  });

  it('reads the browser location when no pathname is given', () => {
    window.history.pushState({}, '', '/recorrencias/77');
    render(<BackButton />);
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/recorrencias');
    window.history.pushState({}, '', '/');
  });
});
