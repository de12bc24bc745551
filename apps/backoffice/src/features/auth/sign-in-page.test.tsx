import type { Session } from '@balcao/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AppSession } from '../../app/session';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { reloadPendingFeatures } from './api';
import { SignInPage } from './sign-in-page';

const server = startMswServer();

/** The sign-in answer as the gateway sends it: every field of the contract's Session. */
const session: Session = {
  email: 'admin@demo.balcao.dev',
  roles: ['SELLER_ADMIN', 'SELLER_DASHBOARD'],
  bankingRoles: ['B_SELLER_ADMIN'],
  token: 'a.eyJleHAiOjQxMDI0NDQ4MDB9.b',
  refreshToken: 'r1',
  idSeller: 1,
  mixedInstallment: false,
  document: '11222333000181',
  isActiveForTax: true,
  bankingType: 'PJ',
  companyName: 'Loja Exemplo Ltda',
  fantasyName: 'Loja Exemplo',
  bankingStatus: 'ACTIVE',
};

async function fill(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('SignInPage', () => {
  it('shows the required-field messages and sends nothing', async () => {
    const signIn = vi.fn();
    server.use(http.post(`${GATEWAY}/core/public/auth/sign-in`, signIn));
    renderWithApp(<SignInPage onSignedIn={vi.fn()} />, { path: '/login' });
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail é um campo obrigatório.')).toBeTruthy();
    expect(screen.getByText('Senha é um campo obrigatório.')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('stores the session with the derived features and reports it', async () => {
    let sentBody: unknown;
    server.use(
      http.post(`${GATEWAY}/core/public/auth/sign-in`, async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json(session);
      }),
      http.get(`${GATEWAY}/core/users/feature-toggles`, () =>
        HttpResponse.json(['view_seller_payment_link', 'disable_paymentlink', 'view_create_banking_account']),
      ),
    );
    const onSignedIn = vi.fn();
    const { store } = renderWithApp(<SignInPage onSignedIn={onSignedIn} />, { path: '/login' });
    await fill('E-mail', ' admin@demo.balcao.dev ');
    await fill('Senha', 'demo12345');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(sentBody).toMatchObject({
      credentials: { email: 'admin@demo.balcao.dev', password: 'demo12345' },
    });
    // §4.2: disable_paymentlink removes view_seller_payment_link; a banking admin loses view_create_banking_account.
    expect(store.get()?.features).toEqual(['disable_paymentlink']);
    expect(store.get()?.bankingStatus).toBe('ACTIVE');
  });

  it('sends once for two clicks on Entrar while the first is on its way', async () => {
    const signIn = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json(session);
    });
    server.use(
      http.post(`${GATEWAY}/core/public/auth/sign-in`, signIn),
      http.get(`${GATEWAY}/core/users/feature-toggles`, () => HttpResponse.json([])),
    );
    const onSignedIn = vi.fn();
    renderWithApp(<SignInPage onSignedIn={onSignedIn} />, { path: '/login' });
    await fill('E-mail', 'admin@demo.balcao.dev');
    await fill('Senha', 'demo12345');
    const entrar = screen.getByRole('button', { name: 'Entrar' });
    fireEvent.click(entrar);
    fireEvent.click(entrar);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(signIn).toHaveBeenCalledOnce();
  });

  it('lets the user in when the toggles fail, and the next private page loads them', async () => {
    let togglesUp = false;
    server.use(
      http.post(`${GATEWAY}/core/public/auth/sign-in`, () => HttpResponse.json(session)),
      http.get(`${GATEWAY}/core/users/feature-toggles`, () =>
        togglesUp
          ? HttpResponse.json(['disable_paymentlink'])
          : HttpResponse.json({ errors: [{ code: 'BAR-9999', description: 'x' }] }, { status: 503 }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onSignedIn = vi.fn();
    const { store, services } = renderWithApp(<SignInPage onSignedIn={onSignedIn} />, { path: '/login' });
    await fill('E-mail', 'admin@demo.balcao.dev');
    await fill('Senha', 'demo12345');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(store.get()).toMatchObject({ features: [], featuresPending: true });

    await reloadPendingFeatures(services.clients, store);
    expect(store.get()?.featuresPending).toBe(true);
    togglesUp = true;
    await reloadPendingFeatures(services.clients, store);
    expect(store.get()?.features).toEqual(['disable_paymentlink']);
    expect(store.get()).not.toHaveProperty('featuresPending');
  });

  it('completes a session an older build stored without any features, at the next private page', async () => {
    server.use(
      http.get(`${GATEWAY}/core/users/feature-toggles`, () => HttpResponse.json(['view_fast_payment_link'])),
    );
    const { features: _none, ...older } = demoSession();
    const { store, services } = renderWithApp(<p>Início</p>, { session: older as AppSession });
    await screen.findByText('Início');
    await reloadPendingFeatures(services.clients, store);
    expect(store.get()?.features).toEqual(['view_fast_payment_link']);
    // Complete now: the next page asks nothing.
    server.use(http.get(`${GATEWAY}/core/users/feature-toggles`, () => HttpResponse.error()));
    await reloadPendingFeatures(services.clients, store);
    expect(store.get()?.features).toEqual(['view_fast_payment_link']);
  });

  it('asks for the two-factor code and keeps Entrar disabled below 6 characters', async () => {
    let verifyAuthorization: string | null = null;
    server.use(
      http.post(`${GATEWAY}/core/public/auth/sign-in`, () =>
        HttpResponse.json({
          ...session,
          roles: ['TWO_FACTOR_AUTH'],
          bankingRoles: [],
          token: 'two-factor-token',
          refreshToken: null,
        }),
      ),
      http.post(`${GATEWAY}/core/twofactor/verify`, ({ request }) => {
        verifyAuthorization = request.headers.get('authorization');
        expect(new URL(request.url).searchParams.get('code')).toBe('123456');
        return HttpResponse.json(session);
      }),
      http.get(`${GATEWAY}/core/users/feature-toggles`, () => HttpResponse.json([])),
    );
    const onSignedIn = vi.fn();
    const { store } = renderWithApp(<SignInPage onSignedIn={onSignedIn} />, { path: '/login' });
    await fill('E-mail', 'seguro@demo.balcao.dev');
    await fill('Senha', 'demo12345');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const code = await screen.findByLabelText('Código');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(store.get()).toBeNull();
    fireEvent.change(code, { target: { value: '12345' } });
    const enter = screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement;
    expect(enter.disabled).toBe(true);
    fireEvent.change(code, { target: { value: '123456' } });
    expect(enter.disabled).toBe(false);
    fireEvent.click(enter);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(verifyAuthorization).toBe('Bearer two-factor-token');
  });

  it('shows BAR-9999 as "Erro ao realizar login" and other errors as code - description', async () => {
    server.use(
      http.post(`${GATEWAY}/core/public/auth/sign-in`, () =>
        HttpResponse.json(
          {
            errors: [
              { code: 'BAR-9999', description: 'x' },
              { code: 'BAR-0001', description: 'E-mail ou senha inválidos.' },
            ],
          },
          { status: 401 },
        ),
      ),
    );
    renderWithApp(<SignInPage onSignedIn={vi.fn()} />, { path: '/login' });
    await fill('E-mail', 'admin@demo.balcao.dev');
    await fill('Senha', 'errada123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByText('Erro ao realizar login')).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText('BAR-0001 - E-mail ou senha inválidos.')).toBeTruthy();
  });
});
