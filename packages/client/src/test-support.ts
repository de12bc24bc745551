// Shared by the client's tests; not exported from the package.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type CreateClientsOptions, createClients } from './create-clients';
import { type Gateway, type GatewayCall, type GatewayMethod, requestSender } from './gateway-call';
import { createMemorySessionStore, type Session } from './session-store';

export const BASE_URL = 'http://gateway.test';
export const CORE = `${BASE_URL}/core`;
export const PAYMENT = `${BASE_URL}/payment`;
export const REFRESH_URL = `${CORE}/public/auth/refresh-token`;

export const server = setupServer();

export function useMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/**
 * An unsigned JWT whose `exp` is `expiresIn` seconds from now (and `iat` 15 minutes before `exp`); `nowMs`
 * is the issuer's clock, for a gateway whose clock is not the machine's.
 */
export function makeToken(expiresIn: number, subject = 'admin@demo.balcao.dev', nowMs = Date.now()): string {
  const now = Math.floor(nowMs / 1000);
  const exp = now + expiresIn;
  const payload = { sub: subject, iat: exp - 900, exp, jti: crypto.randomUUID() };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.sig`;
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    email: 'admin@demo.balcao.dev',
    roles: ['SELLER_ADMIN'],
    bankingRoles: ['B_SELLER_ADMIN'],
    token: makeToken(900),
    refreshToken: 'refresh-1',
    idSeller: 1,
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

/** Clients over a memory store, with msw-friendly fetch and a recorded onSessionEnd. */
export function setup<S extends Session = Session>(
  initial: S | null = makeSession() as S,
  options: Partial<CreateClientsOptions<S>> = {},
) {
  const session = createMemorySessionStore<S>(initial);
  const sessionEnds: string[] = [];
  const clients = createClients<S>({
    baseUrl: BASE_URL,
    session,
    fetch: (request) => globalThis.fetch(request),
    onSessionEnd: (reason) => sessionEnds.push(reason),
    ...options,
  });
  return { ...clients, session, sessionEnds };
}

/**
 * The two ways a call is sent, both under the same session rules: the typed clients (openapi-fetch and
 * its middleware, the app's way) and the gateway call that builds its request once (the SDK's way).
 */
export const WAYS = ['the typed client', 'the gateway call'] as const;
export type Way = (typeof WAYS)[number];

/**
 * A gateway's calls sent the `way` asked, as the loose view below. The gateway call sends with the global
 * fetch looked up at call time, or with `fetch` given a Request, as the SDK does with a caller's fetch.
 */
export function callsVia(
  way: Way,
  clients: { call: GatewayCall },
  typed: unknown,
  gateway: Gateway,
  fetch?: (request: Request) => Promise<Response>,
): LooseClient {
  if (way === 'the typed client') return loose(typed);
  const sendRequest = requestSender(fetch);
  const send =
    (method: GatewayMethod) =>
    (path: string, init: LooseInit = {}) =>
      clients.call(gateway, method, path, { ...init, send: sendRequest });
  return { GET: send('GET'), POST: send('POST') };
}

/** `setup`, with the core gateway's calls sent the `way` asked. */
export function setupVia<S extends Session = Session>(
  way: Way,
  initial: S | null = makeSession() as S,
  options: Partial<CreateClientsOptions<S>> = {},
) {
  const clients = setup(initial, options);
  return { ...clients, core: callsVia(way, clients, clients.core, 'core') };
}

/** The banking and payment documents have no paths yet; tests call them through this loose view. */
export interface LooseClient {
  GET(path: string, init?: LooseInit): Promise<{ data?: unknown; response: Response }>;
  POST(path: string, init?: LooseInit): Promise<{ data?: unknown; response: Response }>;
}
interface LooseInit {
  parseAs?: 'json' | 'arrayBuffer';
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}
export const loose = (client: unknown) => client as LooseClient;

/** Resolves when `count` callers have arrived: lets a handler hold its answer until a burst is complete. */
export function barrier(count: number) {
  let arrived = 0;
  const all = deferred();
  return {
    arrive() {
      arrived += 1;
      if (arrived >= count) all.resolve();
      return all.promise;
    },
  };
}

/** A promise with its resolve beside it (Promise.withResolvers needs Node 22). */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
