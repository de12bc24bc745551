// Shared by the SDK's tests: an msw gateway, tokens, sessions and a client wired to them.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { Balcao, type BalcaoOptions, type Session } from '../src';
import { timers } from '../src/core/timers';

export const BASE_URL = 'http://gateway.test';
export const CORE = `${BASE_URL}/core`;
export const SIGN_IN_URL = `${CORE}/public/auth/sign-in`;
export const REFRESH_URL = `${CORE}/public/auth/refresh-token`;
export const TOGGLES_URL = `${CORE}/users/feature-toggles`;
export const CREDENTIALS = { email: 'admin@demo.balcao.dev', password: 'demo12345' };

export const server = setupServer();

export function useMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
}

/** An unsigned JWT whose `exp` is `expiresIn` seconds from now. */
export function makeToken(expiresIn = 900, subject = CREDENTIALS.email): string {
  const exp = Math.floor(Date.now() / 1000) + expiresIn;
  const payload = { sub: subject, iat: exp - 900, exp, jti: crypto.randomUUID() };
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.sig`;
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    email: CREDENTIALS.email,
    roles: ['SELLER_ADMIN'],
    bankingRoles: ['B_SELLER_ADMIN'],
    token: makeToken(),
    refreshToken: `refresh-${crypto.randomUUID()}`,
    idSeller: 7,
    mixedInstallment: false,
    document: '11222333000181',
    isActiveForTax: true,
    bankingType: 'PJ',
    companyName: 'Loja Exemplo Ltda',
    fantasyName: 'Loja Exemplo',
    bankingStatus: 'ACTIVE',
    ...overrides,
  };
}

export function bearer(request: Request): string | null {
  return request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
}

export function errorBody(code: string, description: string) {
  return { errors: [{ code, description }] };
}

/** A client on the msw gateway; msw needs the global fetch looked up at call time. */
export function newBalcao(options: Partial<BalcaoOptions> = {}): Balcao {
  return new Balcao({
    baseUrl: BASE_URL,
    fetch: (request) => globalThis.fetch(request),
    credentials: CREDENTIALS,
    ...options,
  });
}

/** A sign-in that succeeds with `session`, counting the calls and keeping their bodies. */
export function signInAnswers(session: Session = makeSession()) {
  const state = { calls: 0, bodies: [] as unknown[], session };
  server.use(
    http.post(SIGN_IN_URL, async ({ request }) => {
      state.calls += 1;
      state.bodies.push(await request.json());
      return HttpResponse.json(state.session);
    }),
  );
  return state;
}

/** Replaces the waits between retries with a record of them, so retry tests take no time. */
export function recordSleeps(): number[] {
  const delays: number[] = [];
  vi.spyOn(timers, 'sleep').mockImplementation(async (ms) => {
    delays.push(ms);
  });
  return delays;
}
