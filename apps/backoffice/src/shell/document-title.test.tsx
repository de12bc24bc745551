import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession, renderWithApp } from '../test/render-with-app';
import { DocumentTitle } from './document-title';

describe('the browser tab', () => {
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
