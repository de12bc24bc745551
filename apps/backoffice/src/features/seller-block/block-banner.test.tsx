import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { BlockBanner, forgetClosedBanner } from './block-banner';

const server = startMswServer();

describe('BlockBanner', () => {
  it('shows the blocked-payout banner for the own seller until closed', async () => {
    let asked: string | null = null;
    server.use(
      http.get(`${GATEWAY}/core/sellers-blocked-malga-cerc`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('id_seller');
        return HttpResponse.json({ idSeller: 2, blocked: true, blockReason: 'Cadastro desatualizado' });
      }),
    );
    renderWithApp(<BlockBanner idSeller={2} />, { session: demoSession({ idSeller: 2 }) });
    expect(await screen.findByText('Conta com repasse bloqueado')).toBeTruthy();
    expect(screen.getByText('Entre em contato com o suporte para atualizar seu cadastro.')).toBeTruthy();
    expect(asked).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByText('Conta com repasse bloqueado')).toBeNull();
  });

  afterEach(() => sessionStorage.clear());

  it('stays closed for the session on the next page or load, and shows again after sign-out', async () => {
    const check = vi.fn(() =>
      HttpResponse.json({ idSeller: 2, blocked: true, blockReason: 'Cadastro desatualizado' }),
    );
    server.use(http.get(`${GATEWAY}/core/sellers-blocked-malga-cerc`, check));
    const first = renderWithApp(<BlockBanner idSeller={2} />, { session: demoSession({ idSeller: 2 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar aviso' }));
    first.unmount();
    const second = renderWithApp(<BlockBanner idSeller={2} />, { session: demoSession({ idSeller: 2 }) });
    await waitFor(() => expect(check).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('Conta com repasse bloqueado')).toBeNull();
    second.unmount();
    forgetClosedBanner();
    renderWithApp(<BlockBanner idSeller={2} />, { session: demoSession({ idSeller: 2 }) });
    expect(await screen.findByText('Conta com repasse bloqueado')).toBeTruthy();
  });

  it('shows nothing without a block reason', async () => {
    const check = vi.fn(() => HttpResponse.json({ idSeller: 1, blocked: false, blockReason: null }));
    server.use(http.get(`${GATEWAY}/core/sellers-blocked-malga-cerc`, check));
    renderWithApp(<BlockBanner idSeller={1} />, { session: demoSession() });
    await waitFor(() => expect(check).toHaveBeenCalled());
    expect(screen.queryByText('Conta com repasse bloqueado')).toBeNull();
  });
});
