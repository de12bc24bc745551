import { readFileSync } from 'node:fs';
import {
  type ApiError,
  type BalcaoClients,
  type core,
  createClients,
  createMemorySessionStore,
  isApiError,
  type payment,
  type Session,
  type SessionStore,
} from '@balcao/client';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect, inject } from 'vitest';
import './test-global-setup';
import { DEMO_DOMAIN, DEMO_PASSWORD } from '../seed/constants';
import type { OutboxEmail } from './areas/shared/outbox';
import { loadClock, type SandboxClock } from './clock';
import type { Db } from './db/db';
import { openTestDatabase } from './db/test-database';
import { createSandbox, type SandboxOptions } from './server';
import type { ArmedFault } from './simulator/faults';
import { prepareDatabase } from './start';
import { testFileClockStart } from './test-clock';
import { testSeedOptions } from './test-seed';

/** The demo users most tests act as. */
export const ADMIN = `admin@${DEMO_DOMAIN}`;
export const OTHER_ADMIN = `outra@${DEMO_DOMAIN}`;
export const OPERATOR = `operador@${DEMO_DOMAIN}`;

/** The descriptions of an error answer's items, in order: what the screens show. */
export const descriptions = (error: Pick<ApiError, 'errors'>) => error.errors.map((item) => item.description);

/** The ApiError a call of `clients()` was refused with; fails the test when the call succeeded. */
export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('A chamada devia ter sido recusada.');
}

/**
 * A `fetch` that hands the request to `app.inject`: the app's own clients then reach the sandbox without a
 * socket, through the same validation, handlers and serialisation as over the network.
 */
export function injectFetch(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as NonNullable<InjectOptions['method']>,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
        headers.append(name, String(one));
    }
    const bodiless = [204, 205, 304].includes(response.statusCode) || request.method === 'HEAD';
    return new Response(bodiless ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

/** An answer of `s.call`: the body parsed when it is JSON, the text otherwise, read through the readers below. */
export interface RawAnswer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

/** The contract's error body (`Errors` of every gateway): `{ errors: [{ code, description }], message? }`. */
export type ErrorBody = core.components['schemas']['Errors'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isErrorBody(body: unknown): body is ErrorBody {
  return (
    isRecord(body) &&
    Array.isArray(body.errors) &&
    body.errors.every(
      (item) => isRecord(item) && typeof item.code === 'string' && typeof item.description === 'string',
    ) &&
    (body.message === undefined || typeof body.message === 'string')
  );
}

/** A raw answer's body as the contract's error body; fails the test when it is not that shape. */
export function errorBody(answer: Pick<RawAnswer, 'body'>): ErrorBody {
  if (isErrorBody(answer.body)) return answer.body;
  throw new Error(`A resposta devia ser o corpo de erro do contrato: ${JSON.stringify(answer.body)}`);
}

/**
 * A raw answer's JSON body as `T`, a type of the contract (or of the sandbox route that answered it):
 * fails the test when the body is not JSON at all. The shape itself is what the test's assertions check.
 */
export function jsonBody<T>(answer: Pick<RawAnswer, 'body'>): T {
  if (typeof answer.body === 'object' && answer.body !== null) return answer.body as T;
  throw new Error(`A resposta devia ser JSON: ${JSON.stringify(answer.body)}`);
}

/** A raw answer's body as text (a CSV, an HTML page); fails the test when it was parsed as JSON. */
export function textBody(answer: Pick<RawAnswer, 'body'>): string {
  if (typeof answer.body === 'string') return answer.body;
  throw new Error(`A resposta devia ser texto: ${JSON.stringify(answer.body)}`);
}

export interface TestSandbox {
  app: FastifyInstance;
  db: Db;
  /** The sandbox clock; moving it runs the jobs that became due, as `POST /_sandbox/clock` does. */
  clock: SandboxClock;
  /** `app.inject` with JSON parsed. */
  call(options: InjectOptions): Promise<RawAnswer>;
  /** Signs a demo user in through the signed-out client and returns the contract's session (not cached). */
  signIn(email: string, password?: string): Promise<Session>;
  /** Authorization header for a demo user (cached per e-mail). */
  bearer(email: string): Promise<{ authorization: string }>;
  /**
   * The app's clients (`createClients` of @balcao/client) over `app.inject`, signed in as a demo user
   * (cached per e-mail), or signed out with `null`: paths, queries and bodies typed from the contract, the
   * session refreshed as the app does when the clock moves, and a failure rejected with its `ApiError`
   * (`status`, `errors`, `body`).
   */
  clients(email: string | null): Promise<BalcaoClients>;
  close(): Promise<void>;
}

/** What every test sandbox runs with: a fixed signing key, and no ticking (jobs run when a test moves the clock). */
const TEST_SANDBOX = { jwtSecret: 'segredo-de-teste', schedulerIntervalMs: 0 } as const;

async function startOn(db: Db, options: Partial<SandboxOptions>) {
  // A copy is found migrated and seeded, so this only checks; without a copy it migrates and seeds.
  await prepareDatabase(db, testSeedOptions());
  const clock = await loadClock(db, options.realNow);
  // Every file starts at the same instant after the seed's, whatever the machine's date and however long
  // the run has taken so far.
  await clock.set(testFileClockStart());
  // No ticking in tests: jobs run when the test moves the clock, so each test sees one order of events.
  const app = await createSandbox({
    db,
    clock,
    ...TEST_SANDBOX,
    refuseUndeclaredErrorCodes: true,
    ...options,
  });
  await app.ready();
  return { app, clock };
}

/**
 * Another process on a test sandbox's database: a sandbox of its own over `db` (the same database, or a
 * wrapper of it), with its own clock in memory and nothing ticking. For the `*.postgres.test.ts` that
 * prove what one process's write does to another's next request.
 */
export async function createSecondProcess(db: Db): Promise<FastifyInstance> {
  const app = await createSandbox({ db, clock: await loadClock(db), ...TEST_SANDBOX });
  await app.ready();
  return app;
}

/** A demo user's access token, signed in on `app` (a second process); fails the test unless it signs in. */
export async function signInOn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/core/public/auth/sign-in',
    payload: { credentials: { email, password: DEMO_PASSWORD } },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

/**
 * One seeded sandbox per test file, over a fresh database: an in-memory PGlite copied from the run's
 * seeded snapshot, or on the server named by `DATABASE_URL` a copy of the run's seeded template database.
 */
export async function createTestSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const snapshot = inject('pgliteSnapshot');
  const db = await openTestDatabase(
    snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
    inject('postgresTemplate') || undefined,
  );
  const { app, clock } = await startOn(db, options).catch(async (error: unknown) => {
    // Closed here, since the file never gets a sandbox to close: a copy or a schema would stay on the server.
    await db.close().catch(() => undefined);
    throw error;
  });
  const drained =
    <A extends unknown[]>(move: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      await move(...args);
      await app.scheduler.drain();
    };
  const movingClock: SandboxClock = {
    ...clock,
    set: drained(clock.set),
    advance: drained(clock.advance),
    reset: drained(clock.reset),
  };
  const call: TestSandbox['call'] = async (injectOptions) => {
    const response = await app.inject(injectOptions);
    const type = String(response.headers['content-type'] ?? '');
    const body = type.includes('json') && response.body ? JSON.parse(response.body) : response.body;
    return { status: response.statusCode, body, headers: response.headers };
  };
  const fetch = injectFetch(app);
  // No timeout: a loaded machine must not turn a slow answer into a failed test.
  const clientsWith = (session: SessionStore) =>
    createClients({ baseUrl: 'http://sandbox.test', session, fetch, timeoutMs: 0 });
  const signedOut = clientsWith(createMemorySessionStore());
  const signIn = async (email: string, password = DEMO_PASSWORD): Promise<Session> => {
    const { data } = await signedOut.core.POST('/public/auth/sign-in', {
      body: { credentials: { email, password } },
    });
    return data!;
  };
  const tokens = new Map<string, string>();
  const clientsByEmail = new Map<string | null, BalcaoClients>();
  const clientsOf = async (email: string | null) => {
    if (email === null) return signedOut;
    const store = createMemorySessionStore(await signIn(email));
    // The test acts as the user it chose until it signs them out: a refused role (403), which ends the
    // session in the app, must not turn the test's next calls into 401s.
    return clientsWith({ ...store, clear() {} });
  };
  return {
    app,
    db,
    clock: movingClock,
    call,
    signIn,
    async bearer(email) {
      if (!tokens.has(email)) tokens.set(email, (await signIn(email)).token);
      return { authorization: `Bearer ${tokens.get(email)}` };
    },
    async clients(email) {
      const known = clientsByEmail.get(email);
      if (known) return known;
      const made = await clientsOf(email);
      clientsByEmail.set(email, made);
      return made;
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A charge as GET /payment/charges/{id} answers it, and as the sandbox's actions on a charge do. */
export type Charge = payment.components['schemas']['Charge'];

// What the sandbox's own routes answer, for the tests of areas that read them (areas import no simulator).
export type { AppConfig } from './simulator/app-routes';
export type { SandboxClockView } from './simulator/clock-routes';
export type { SandboxCdi } from './simulator/treasury-routes';

/** What `GET /_sandbox/outbox?format=json` answers: the messages sent, newest first. */
export interface SandboxOutbox {
  emails: OutboxEmail[];
}

/** What `GET /_sandbox/faults` answers: the faults armed. */
export interface SandboxFaults {
  faults: ArmedFault[];
}

/**
 * A sandbox action on a charge (`POST /_sandbox/charges/{id}/{action}`: pay, dispute, chargeback…): the
 * sandbox's own route, outside the contracts, so through `s.call`.
 */
export const sandboxCharge = (s: TestSandbox, id: string, action: string, payload?: object) =>
  s.call({ method: 'POST', url: `/_sandbox/charges/${id}/${action}`, ...(payload ? { payload } : {}) });

/**
 * `s.call` as a demo user (its cached bearer): for what the typed clients cannot send or show, such as
 * hostile bodies and queries outside the contract, or the 204 the clients read as a 200 with `{}`.
 */
export async function callAs(s: TestSandbox, email: string, options: InjectOptions) {
  return s.call({ ...options, headers: { ...(options.headers ?? {}), ...(await s.bearer(email)) } });
}

/**
 * The status a call of `clients()` was answered with, accepted or refused: for the checks of who may
 * call that only look at the status (a list of roles, two calls racing for one balance).
 */
export async function statusOf(call: Promise<{ response: Response }>): Promise<number> {
  try {
    return (await call).response.status;
  } catch (error) {
    if (isApiError(error)) return error.status;
    throw error;
  }
}

/** The options of a call sent with a chosen Idempotency-Key (the client picks a fresh one otherwise). */
export const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/**
 * The options of a call made with a bearer of the test's choosing (an API key, a session the test holds
 * apart from `clients()`): the client leaves an Authorization the caller set alone.
 */
export const asBearer = (token: string, idempotencyKey?: string) => ({
  headers: {
    Authorization: `Bearer ${token}`,
    ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
  },
});

/**
 * The clients of a demo user signed in anew, not cached: for a test that moves the clock past the refresh
 * token's life (30 days), which no refresh survives, and signs in again as the app's user would.
 */
export async function freshClients(s: TestSandbox, email: string): Promise<BalcaoClients> {
  const session = createMemorySessionStore(await s.signIn(email));
  return createClients({ baseUrl: 'http://sandbox.test', session, fetch: injectFetch(s.app), timeoutMs: 0 });
}
