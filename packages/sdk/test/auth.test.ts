import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AuthenticationError, createMemorySessionStore, type Session } from '../src';
import {
  bearer,
  CORE,
  CREDENTIALS,
  errorBody,
  makeSession,
  makeToken,
  newBalcao,
  REFRESH_URL,
  SIGN_IN_URL,
  server,
  signInAnswers,
  TOGGLES_URL,
  useMockServer,
} from './support';

useMockServer();

function togglesFor(token: string) {
  const seen: (string | null)[] = [];
  server.use(
    http.get(TOGGLES_URL, ({ request }) => {
      seen.push(bearer(request));
      if (bearer(request) !== token)
        return HttpResponse.json(errorBody('UNAUTHORIZED', 'x'), { status: 401 });
      return HttpResponse.json(['view_seller_balance']);
    }),
  );
  return seen;
}

describe('lazy sign-in', () => {
  it('signs in on the first call that needs a session, not before, and sends its token', async () => {
    const session = makeSession();
    const signIn = signInAnswers(session);
    const seen = togglesFor(session.token);
    // Every request goes through the injected fetch: counting there sees a request the moment it is
    // sent. Whatever the client might schedule on creation (a promise, a timer) runs on fake timers.
    const sent: string[] = [];
    vi.useFakeTimers();
    const balcao = newBalcao({
      fetch: (request) => {
        sent.push(new URL(request.url).pathname);
        return globalThis.fetch(request);
      },
    });
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(sent).toEqual([]);

    await expect(balcao.features.list()).resolves.toEqual(['view_seller_balance']);
    expect(signIn.calls).toBe(1);
    expect(signIn.bodies[0]).toEqual({ credentials: CREDENTIALS });
    expect(seen).toEqual([session.token]);
    expect(sent).toEqual(['/core/public/auth/sign-in', '/core/users/feature-toggles']);
  });

  it('makes one sign-in for calls that start together, and none once the session is stored', async () => {
    const session = makeSession();
    const signIn = signInAnswers(session);
    togglesFor(session.token);
    const balcao = newBalcao();
    await Promise.all([balcao.features.list(), balcao.features.list(), balcao.features.list()]);
    await balcao.features.list();
    expect(signIn.calls).toBe(1);
  });

  it('does not sign in for public lookups', async () => {
    const signIn = signInAnswers();
    server.use(
      http.get(`${CORE}/public/postal-codes/:cep/json`, ({ request }) =>
        HttpResponse.json({ cep: '01310-100', uf: 'SP', auth: bearer(request) }),
      ),
    );
    const address = await newBalcao().lookups.postalCode('01310-100');
    expect(address).toMatchObject({ cep: '01310-100', uf: 'SP', auth: null });
    expect(signIn.calls).toBe(0);
  });

  it('starts from a given session without signing in', async () => {
    const session = makeSession();
    const signIn = signInAnswers();
    togglesFor(session.token);
    await newBalcao({ session }).features.list();
    expect(signIn.calls).toBe(0);
  });

  it('rejects with AuthenticationError and the gateway errors when the credentials are refused', async () => {
    server.use(
      http.post(SIGN_IN_URL, () =>
        HttpResponse.json(errorBody('BAR-0001', 'E-mail ou senha inválidos.'), { status: 401 }),
      ),
    );
    const failure = await newBalcao()
      .features.list()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthenticationError);
    expect(failure).toMatchObject({
      status: 401,
      errors: [{ code: 'BAR-0001', description: 'E-mail ou senha inválidos.' }],
    });
  });

  it('signs in again once when the refresh is refused, then resends the call', async () => {
    const stale = makeSession({ token: makeToken(900) });
    const fresh = makeSession();
    const signIn = signInAnswers(fresh);
    server.use(
      http.post(REFRESH_URL, () => HttpResponse.json(errorBody('UNAUTHORIZED', 'x'), { status: 401 })),
    );
    const seen = togglesFor(fresh.token);
    const store = createMemorySessionStore<Session>(stale);

    await expect(newBalcao({ session: store }).features.list()).resolves.toEqual(['view_seller_balance']);
    expect(signIn.calls).toBe(1);
    expect(seen).toEqual([stale.token, fresh.token]);
    expect(store.get()?.token).toBe(fresh.token);
  });

  it('auth.signIn() signs in now and returns the session', async () => {
    const session = makeSession();
    signInAnswers(session);
    const { data, response } = await newBalcao().auth.signIn().withResponse();
    expect(data).toEqual(session);
    expect(response.status).toBe(200);
  });

  it('auth.signIn() without credentials rejects with AuthenticationError', async () => {
    await expect(newBalcao({ credentials: undefined }).auth.signIn()).rejects.toBeInstanceOf(
      AuthenticationError,
    );
  });
});

describe('two-factor sign-in', () => {
  function twoFactorGateway(final: Session) {
    const twoFactorToken = makeToken(300);
    const state = {
      verifies: [] as { code: string | null; loginType: string | null; bearer: string | null }[],
    };
    server.use(
      http.post(SIGN_IN_URL, () =>
        HttpResponse.json(
          makeSession({ roles: ['TWO_FACTOR_AUTH'], token: twoFactorToken, refreshToken: null }),
        ),
      ),
      http.post(`${CORE}/twofactor/verify`, ({ request }) => {
        const url = new URL(request.url);
        state.verifies.push({
          code: url.searchParams.get('code'),
          loginType: url.searchParams.get('loginType'),
          bearer: bearer(request),
        });
        return HttpResponse.json(final);
      }),
    );
    return { ...state, twoFactorToken };
  }

  it('asks totpCode() for the code and verifies it with the two-factor token as bearer', async () => {
    const final = makeSession();
    const gateway = twoFactorGateway(final);
    const seen = togglesFor(final.token);
    let asked = 0;
    const balcao = newBalcao({
      credentials: {
        ...CREDENTIALS,
        totpCode: async () => {
          asked += 1;
          return '123456';
        },
      },
    });

    await expect(balcao.features.list()).resolves.toEqual(['view_seller_balance']);
    expect(asked).toBe(1);
    expect(gateway.verifies).toEqual([{ code: '123456', loginType: 'API', bearer: gateway.twoFactorToken }]);
    expect(seen).toEqual([final.token]);
  });

  it('rejects with AuthenticationError when the user has two factors and no totpCode was given', async () => {
    twoFactorGateway(makeSession());
    const failure = await newBalcao()
      .features.list()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthenticationError);
    expect((failure as Error).message).toMatch(/totpCode/);
  });
});
