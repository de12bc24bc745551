import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import './test-global-setup';
import { DEMO_PASSWORD } from '../seed/constants';
import { loadClock, type SandboxClock } from './clock';
import type { Db } from './db/db';
import { openTestDatabase } from './db/test-database';
import { createSandbox, type SandboxOptions } from './server';
import { prepareDatabase } from './start';
import { testClockStart, testFileClockStart } from './test-clock';

// Tests read answers of many shapes and assert on them; a loose type keeps them short.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Json = any;

export interface TestSandbox {
  app: FastifyInstance;
  db: Db;
  /** The sandbox clock; moving it runs the jobs that became due, as `POST /_sandbox/clock` does. */
  clock: SandboxClock;
  /** `app.inject` with JSON parsed. */
  call(options: InjectOptions): Promise<{ status: number; body: Json; headers: Record<string, unknown> }>;
  /** Signs a demo user in and returns the session. */
  signIn(email: string, password?: string): Promise<Json>;
  /** Authorization header for a demo user (cached per e-mail). */
  bearer(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

async function startOn(db: Db, options: Partial<SandboxOptions>) {
  // A copy is found migrated and seeded, so this only checks; without a copy it migrates and seeds.
  await prepareDatabase(db, { clockAt: testClockStart() });
  const clock = await loadClock(db, options.realNow);
  // Every file starts at the same instant after the seed's, whatever the machine's date and however long
  // the run has taken so far.
  await clock.set(testFileClockStart());
  // No ticking in tests: jobs run when the test moves the clock, so each test sees one order of events.
  const app = await createSandbox({
    db,
    clock,
    jwtSecret: 'segredo-de-teste',
    schedulerIntervalMs: 0,
    refuseUndeclaredErrorCodes: true,
    ...options,
  });
  await app.ready();
  return { app, clock };
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
  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const response = await call({
      method: 'POST',
      url: '/core/public/auth/sign-in',
      payload: { credentials: { email, password } },
    });
    if (response.status !== 200)
      throw new Error(`sign-in ${email}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const tokens = new Map<string, string>();
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
    async close() {
      await app.close();
      await db.close();
    },
  };
}
