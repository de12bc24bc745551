import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/constants';
import { DEMO_STAFF_USERS } from '../seed/users';
import { PASSWORD_COST } from './areas/auth/passwords';
import { dumpDatabase } from './db/db';
import { listMigrations, migrate } from './db/migrate';
import { prepareDatabase, type RunningSandbox, startSandbox } from './start';
import { testClockStart } from './test-clock';

let sandbox: RunningSandbox;
const databaseUrl = process.env.DATABASE_URL;
beforeAll(async () => {
  // No host: the default must be this computer only.
  sandbox = await startSandbox({
    port: 0,
    clockAt: testClockStart(),
    ...(databaseUrl ? { databaseUrl, schema: `t_${randomBytes(6).toString('hex')}` } : { inMemory: true }),
  });
});
afterAll(async () => {
  if (process.env.DATABASE_URL)
    await sandbox?.db.exec(`DROP SCHEMA IF EXISTS ${await currentSchema()} CASCADE`);
  await sandbox?.close();
});

async function currentSchema(): Promise<string> {
  const [row] = await sandbox.db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return row!.schema;
}

/** The sandbox clock as its operator route tells it, in milliseconds. */
const clockOf = async (url: string) =>
  Date.parse(((await (await fetch(`${url}/_sandbox/clock`)).json()) as { now: string }).now);

const unread = async () =>
  (
    await sandbox.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE notified_at IS NULL',
    )
  )[0]!.n;

describe('startSandbox', () => {
  it('listens on a free port of 127.0.0.1 only, seeded on first start', async () => {
    expect(sandbox.seeded).toBe(true);
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.app.server.address()).toMatchObject({ address: '127.0.0.1', family: 'IPv4' });
    const response = await fetch(`${sandbox.url}/core/public/postal-codes/01001-000/json`);
    expect(response.status).toBe(200);
    expect((await response.json()).logradouro).toBe('Praça da Sé');
  });

  it("hashes the demo users' passwords at the production cost (tests copy a cheaper seed)", async () => {
    const hashes = await sandbox.db.query<{ hash: string }>(
      'SELECT password_hash AS hash FROM users WHERE password_hash IS NOT NULL',
    );
    expect(hashes.length).toBeGreaterThan(5);
    for (const { hash } of hashes) expect(hash.startsWith(`scrypt$${PASSWORD_COST.N}$`)).toBe(true);
  });

  it('applies each migration once and keeps data on a normal restart', async () => {
    expect(await migrate(sandbox.db)).toEqual([]);
    const applied = await sandbox.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(applied.map((r) => r.name)).toEqual(listMigrations().map((m) => m.name));
    await sandbox.db.query('UPDATE notifications SET notified_at = now()');
    expect(await prepareDatabase(sandbox.db)).toBe(false);
    expect(await unread()).toBe(0);
  });

  it("seeds at the test's clock, and a later start on a seeded copy starts its clock where asked", async () => {
    // Seeded from the test's instant, and flowing from there since (the seed takes a while on a busy machine).
    const sinceStart = (await clockOf(sandbox.url)) - testClockStart().getTime();
    expect(sinceStart).toBeGreaterThanOrEqual(0);
    expect(sinceStart).toBeLessThan(30 * 60_000);
    // A day on: an instant the copy never held, with few jobs due by then (its scheduler runs them at start).
    const at = new Date(testClockStart().getTime() + 86_400_000);
    const again = await startSandbox({
      port: 0,
      clockAt: at,
      ...(databaseUrl
        ? { databaseUrl, schema: await currentSchema() }
        : { inMemory: true, snapshot: await dumpDatabase(sandbox.db) }),
    });
    try {
      expect(again.seeded).toBe(false);
      const elapsed = (await clockOf(again.url)) - at.getTime();
      expect(elapsed).toBeGreaterThanOrEqual(0);
      expect(elapsed).toBeLessThan(60_000);
    } finally {
      await again.close();
    }
    // Copying the database and starting a second sandbox takes a minute on a busy 2-core machine.
  }, 180_000);

  it('starts from the seed again with reset', async () => {
    expect(await prepareDatabase(sandbox.db, { reset: true })).toBe(true);
    expect(await unread()).toBeGreaterThan(9);
    const [users] = await sandbox.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(users!.n).toBe(DEMO_USERS.length + DEMO_STAFF_USERS.length);
  });
});
