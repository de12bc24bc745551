// The SDK against the real sandbox gateway: a seeded sandbox per test file, over HTTP on a free
// port, and clients signed in as the demo merchant's users.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createSandbox,
  DEMO_PASSWORD,
  loadClock,
  openTestDatabase,
  prepareDatabase,
  testFileClockStart,
  testSeedOptions,
} from '@balcao/sandbox';
import { inject } from 'vitest';
import { Balcao, type BalcaoOptions } from '../src';
import './global-setup';

export const ADMIN = 'admin@demo.balcao.dev';
export const MANAGER = 'gerente@demo.balcao.dev';
export const FINANCE = 'financeiro@demo.balcao.dev';
export const SALE = 'vendas@demo.balcao.dev';
export const OPERATOR = 'operador@demo.balcao.dev';
/** The admin of another merchant (Comércio Modelo): its data must never show through the demo's. */
export const OTHER_ADMIN = 'outra@demo.balcao.dev';

export interface RealSandbox {
  url: string;
  /** A client signing in lazily as `email` (the demo password); no retries, so failures are quick. */
  balcao(email?: string, options?: Partial<BalcaoOptions>): Balcao;
  /** The sandbox's time now, by its own clock (the gateway's 'today', never the machine's). */
  now(): Promise<Date>;
  /** Moves the sandbox's clock, so that what it settles later (split, invoices, POS refunds) settles now. */
  advanceClock(seconds: number): Promise<void>;
  /** Sets the sandbox's clock to `instant`; what fell due by then has run when it resolves. */
  moveClockTo(instant: Date): Promise<void>;
  /** The sandbox's database, for a state no demo merchant has (a seller off the provider's PJ account). */
  db: Awaited<ReturnType<typeof openTestDatabase>>;
  close(): Promise<void>;
}

/**
 * `chunkedAnswers`: every answer streamed without Content-Length, as behind a proxy; `publicAppUrl` and
 * `gatewayUrl`: the configured public origins (`PUBLIC_APP_URL`, `GATEWAY_URL`). See SandboxOptions.
 */
export async function startRealSandbox(
  options: { chunkedAnswers?: boolean; publicAppUrl?: string; gatewayUrl?: string } = {},
): Promise<RealSandbox> {
  const snapshot = inject('sdkSandboxSnapshot');
  const db = await openTestDatabase(snapshot ? new Blob([readFileSync(snapshot)]) : undefined);
  await prepareDatabase(db, testSeedOptions());
  // The gateway's clock, not the machine's date: each file starts at the same instant after the seed's.
  await (await loadClock(db)).set(testFileClockStart());
  const app = await createSandbox({ db, refuseUndeclaredErrorCodes: true, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the sandbox has no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    db,
    balcao: (email = ADMIN, options = {}) =>
      new Balcao({
        baseUrl: url,
        credentials: { email, password: DEMO_PASSWORD },
        maxRetries: 0,
        ...options,
      }),
    async now() {
      const clock = (await (await fetch(`${url}/_sandbox/clock`)).json()) as { now: string };
      return new Date(clock.now);
    },
    advanceClock: (seconds) => moveClock(url, { advanceSeconds: seconds }),
    moveClockTo: (instant) => moveClock(url, { now: instant.toISOString() }),
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** The one way these tests move the sandbox clock (`/_sandbox/clock`). */
async function moveClock(url: string, move: { advanceSeconds: number } | { now: string }): Promise<void> {
  const response = await fetch(`${url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(move),
  });
  if (!response.ok) throw new Error(`the sandbox clock answered ${response.status}`);
}

/** What a call rejected with, or a failure of the test if it resolved. */
export async function failureOf(promise: PromiseLike<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** A valid CPF not in the seed: nine digits from `seed`, then the two check digits. */
export function cpf(seed: number): string {
  const digits = String(100_000_000 + (seed % 800_000_000))
    .slice(0, 9)
    .split('')
    .map(Number);
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A São Paulo calendar day, `days` from the sandbox's today (where its clock starts), as the gateway writes dates. */
export function day(days = 0): string {
  const date = new Date(testFileClockStart().getTime() + days * 86_400_000);
  return date.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}

/** The first item of a list, fetching only its first page (`toArray()` would walk them all). */
export async function first<Item>(list: AsyncIterable<Item>): Promise<Item | undefined> {
  for await (const item of list) return item;
  return undefined;
}

/** A local webhook receiver: what it got, in order, and the status it answers (200 unless told). */
export interface WebhookReceiver {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  answer: number;
  close(): void;
}

export async function startReceiver(answer = 200): Promise<WebhookReceiver> {
  const state: WebhookReceiver = { url: '', received: [], answer, close: () => {} };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(state.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  state.close = () => {
    server.closeAllConnections();
    server.close();
  };
  return state;
}
