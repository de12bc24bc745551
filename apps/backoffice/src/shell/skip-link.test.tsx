import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession, renderWithApp } from '../test/render-with-app';
import { AppLayout } from './app-layout';

describe("the skip link 'Pular para o conteúdo'", () => {
  it('is the first stop of the keyboard and moves the focus past the menu onto the page', async () => {
    renderWithApp(
      <AppLayout>
        <h1>Cobranças</h1>
      </AppLayout>,
      { session: demoSession(), path: '/cobrancas' },
    );
    await screen.findByRole('heading', { name: 'Cobranças', level: 1 });
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    const focusable = document.querySelectorAll('a[href], button:not([disabled]), input, select, textarea');
    expect(focusable[0]).toBe(skip);
    skip.focus();
    fireEvent.click(skip);
    const main = screen.getByRole('main');
    expect(document.activeElement).toBe(main);
    expect(main.contains(screen.getByRole('heading', { name: 'Cobranças', level: 1 }))).toBe(true);
  });
});
