import { createClients, createMemorySessionStore } from '@balcao/client';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AppSession } from '../../app/session';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY } from '../../test/render-with-app';
import { signOut } from './api';

const server = startMswServer();

function setup() {
  const store = createMemorySessionStore<AppSession>(demoSession({ refreshToken: 'refresh-de-sair' }));
  const clients = createClients({ baseUrl: GATEWAY, session: store, fetch: (r) => globalThis.fetch(r) });
  const clearLocally = vi.fn(() => store.clear());
  return { store, clients, clearLocally };
}

describe('signOut (Sair)', () => {
  it('ends the session on the gateway with its refresh token, then clears it here', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${GATEWAY}/core/public/auth/sign-out`, async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store, clients, clearLocally } = setup();
    await signOut({ clients, store }, clearLocally);
    expect(sent).toEqual([{ refreshToken: 'refresh-de-sair' }]);
    expect(clearLocally).toHaveBeenCalledOnce();
    expect(store.get()).toBeNull();
  });

  it('clears the session here even when the gateway refuses or cannot be reached', async () => {
    for (const answer of [
      () => HttpResponse.json({ errors: [{ code: 'X', description: 'Erro' }] }, { status: 500 }),
      () => HttpResponse.error(),
    ]) {
      server.use(http.post(`${GATEWAY}/core/public/auth/sign-out`, answer));
      const { store, clients, clearLocally } = setup();
      await signOut({ clients, store }, clearLocally);
      expect(clearLocally).toHaveBeenCalledOnce();
      expect(store.get()).toBeNull();
    }
  });

  it('without a session, calls nothing and still clears', async () => {
    const called = vi.fn();
    server.use(http.post(`${GATEWAY}/core/public/auth/sign-out`, called));
    const { store, clients, clearLocally } = setup();
    store.clear();
    await signOut({ clients, store }, clearLocally);
    expect(called).not.toHaveBeenCalled();
    expect(clearLocally).toHaveBeenCalledOnce();
  });
});
