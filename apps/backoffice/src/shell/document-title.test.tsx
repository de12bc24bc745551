import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession, renderWithApp } from '../test/render-with-app';
import { DocumentTitle, documentTitleFor } from './document-title';

describe('the browser tab', () => {
  it('names each page from the route table, then the product', () => {
    expect(documentTitleFor('/cobrancas')).toBe('Cobranças · Balcão');
    expect(documentTitleFor('/cobrancas/abc')).toBe('Detalhes da cobrança · Balcão');
    expect(documentTitleFor('/login')).toBe('Entrar · Balcão');
    expect(documentTitleFor('/nada-aqui')).toBe('Página não encontrada · Balcão');
  });

  it('follows the router’s location', async () => {
    renderWithApp(
      <>
        <DocumentTitle />
        <p>Página</p>
      </>,
      { session: demoSession(), path: '/cartao/7' },
    );
    await screen.findByText('Página');
    await waitFor(() => expect(document.title).toBe('Cartão · Balcão'));
  });
});
