import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { TermsGate } from './terms-gate';

const server = startMswServer();
const pending = {
  accepted: false,
  version: '2026-07',
  title: 'Termos de uso Balcão',
  url: 'https://balcao.dev/termos',
  acceptedAt: null,
};

describe('TermsGate', () => {
  it('lets a SELLER_ADMIN accept, then closes', async () => {
    let accepted = false;
    server.use(
      http.get(`${GATEWAY}/core/sellers/user-terms/current`, () => HttpResponse.json(pending)),
      http.patch(`${GATEWAY}/core/sellers/user-terms/current`, () => {
        accepted = true;
        return HttpResponse.json({ ...pending, accepted: true, acceptedAt: '2026-11-22T10:00:00Z' });
      }),
    );
    renderWithApp(<TermsGate roles={['SELLER_ADMIN']} onSignOut={vi.fn()} />, { session: demoSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'Li e aceito os termos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(accepted).toBe(true);
  });

  it('offers only Sair to anyone else, and cannot be dismissed', async () => {
    server.use(http.get(`${GATEWAY}/core/sellers/user-terms/current`, () => HttpResponse.json(pending)));
    const onSignOut = vi.fn();
    renderWithApp(<TermsGate roles={['SELLER_CHARGES']} onSignOut={onSignOut} />, { session: demoSession() });
    const dialog = await screen.findByRole('dialog', { name: 'Atualizamos nossos termos de uso' });
    expect(screen.queryByRole('button', { name: 'Li e aceito os termos' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('shows nothing once accepted', async () => {
    const read = vi.fn(() =>
      HttpResponse.json({ ...pending, accepted: true, acceptedAt: '2026-11-01T00:00:00Z' }),
    );
    server.use(http.get(`${GATEWAY}/core/sellers/user-terms/current`, read));
    renderWithApp(<TermsGate roles={['SELLER_ADMIN']} onSignOut={vi.fn()} />, { session: demoSession() });
    await waitFor(() => expect(read).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
