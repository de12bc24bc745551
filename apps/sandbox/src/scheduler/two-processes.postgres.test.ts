import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { addDays, businessToday } from '@balcao/domain/dates';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_WINDOW_DAYS } from '../areas/subscriptions/billing';

// Two sandbox processes on one Postgres server, as a team or a CI farm runs them: the clock moved on one is
// the clock of both, and every job runs once however the two race for it. Only collected with DATABASE_URL
// (vitest.config.ts): an embedded database belongs to one process.
const databaseUrl = process.env.DATABASE_URL ?? '';
const schema = `mp_${randomBytes(5).toString('hex')}`;
const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const DAY = 24 * 3600;

interface Running {
  child: ChildProcess;
  url: string;
}

function startProcess(reset: boolean): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', main, '--port', '0', ...(reset ? ['--reset'] : [])],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`sandbox não subiu em 120 s:\n${output}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: ready[1] });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`sandbox saiu com ${code}:\n${output}`)));
  });
}

const stop = (running: Running | undefined) =>
  new Promise<void>((resolve) => {
    if (!running || running.child.exitCode !== null) return resolve();
    running.child.once('exit', () => resolve());
    running.child.kill('SIGTERM');
    setTimeout(() => running.child.kill('SIGKILL'), 10_000).unref();
  });

let a: Running | undefined;
let b: Running | undefined;
let client: pg.Client;

beforeAll(async () => {
  a = await startProcess(true);
  b = await startProcess(false);
  client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  await client.connect();
}, 240_000);

afterAll(async () => {
  await Promise.all([stop(a), stop(b)]);
  await client?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client?.end();
});

const moveClock = (on: Running, body: Record<string, unknown>) =>
  fetch(`${on.url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function signIn(on: Running): Promise<string> {
  const response = await fetch(`${on.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email: 'admin@demo.balcao.dev', password: 'demo12345' } }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe('two sandbox processes on one Postgres', () => {
  it('share the clock: moved on one, the other reads the same instant', async () => {
    const instant = '2027-01-04T15:00:00.000Z';
    expect((await moveClock(a!, { now: instant, frozen: true })).status).toBe(200);
    const seen = (await (await fetch(`${b!.url}/_sandbox/clock`)).json()) as { now: string };
    expect(seen.now).toBe(instant);
  });

  it('issue each subscription charge once across a billing date, however the two race', async () => {
    const count = async () =>
      Number(
        (await client.query(`SELECT count(*) AS n FROM charges WHERE origin = 'SUBSCRIPTION'`)).rows[0].n,
      );
    const before = await count();
    const token = await signIn(b!);
    const read = () =>
      fetch(`${b!.url}/payment/charges?size=5`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.status,
      );
    // One process jumps the clock 95 days; the other moves it by nothing and serves reads meanwhile, and
    // both tick in the background.
    const answers = await Promise.all([
      moveClock(a!, { advanceSeconds: 95 * DAY }).then((r) => r.status),
      moveClock(b!, { advanceSeconds: 0 }).then((r) => r.status),
      read(),
      read(),
      moveClock(b!, { advanceSeconds: 0 }).then((r) => r.status),
    ]);
    expect([answers[0], answers[1], answers[4]]).toEqual([200, 200, 200]);
    // The token may expire under the 95-day jump while a read is on its way: a 401 then, never a 5xx.
    for (const status of [answers[2], answers[3]]) expect([200, 401]).toContain(status);
    // Whatever B ran last, A's answer came after every job due by the new time had run.
    await moveClock(b!, { advanceSeconds: 0 });
    // A job that failed (a deadlock between the two, say) is retried later by the clock: name it here.
    const failed = await client.query(
      `SELECT kind, key, attempts, last_error FROM jobs WHERE last_error IS NOT NULL`,
    );
    expect(failed.rows).toEqual([]);
    expect(await count()).toBeGreaterThan(before);
    const duplicates = await client.query(
      `SELECT subscription_id, expiration_date FROM charges WHERE subscription_id IS NOT NULL
        GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    expect(duplicates.rows).toEqual([]);
    const clock = (await (await fetch(`${a!.url}/_sandbox/clock`)).json()) as { now: string };
    const horizon = addDays(businessToday(new Date(clock.now)), BILLING_WINDOW_DAYS);
    const behind = await client.query(
      `SELECT id FROM subscriptions WHERE status = 'ACTIVE' AND next_expiration_date <= $1::date`,
      [horizon],
    );
    expect(behind.rows).toEqual([]);
  });

  it('pay an approved bill once when both move the clock past its date together', async () => {
    const token = await signIn(a!);
    const banking = (on: Running, path: string, body: unknown) =>
      fetch(`${on.url}/banking${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { id: string } }));
    const clock = (await (await fetch(`${a!.url}/_sandbox/clock`)).json()) as { now: string };
    const tomorrow = addDays(businessToday(new Date(clock.now)), 1);
    const asked = await banking(a!, '/payments', {
      type: 'PIX',
      pixKey: 'financeiro@papelariaaurora.com.br',
      amount: 12.34,
      paymentDate: tomorrow,
    });
    expect(asked.status).toBe(201);
    expect((await banking(b!, '/payments/approval', { transferIds: [asked.body.id] })).status).toBe(200);
    const moved = await Promise.all([
      moveClock(a!, { advanceSeconds: DAY }),
      moveClock(b!, { advanceSeconds: 0 }),
      moveClock(b!, { advanceSeconds: 0 }),
    ]);
    expect(moved.map((r) => r.status)).toEqual([200, 200, 200]);
    await moveClock(b!, { advanceSeconds: 0 });
    const [payment] = (await client.query(`SELECT status FROM payables WHERE id = $1`, [asked.body.id])).rows;
    expect(payment.status).toBe('PAID');
    const entries = await client.query(`SELECT id FROM ledger_entries WHERE reference_id = $1`, [
      asked.body.id,
    ]);
    expect(entries.rows).toHaveLength(1);
    const failed = await client.query(`SELECT kind, last_error FROM jobs WHERE last_error IS NOT NULL`);
    expect(failed.rows).toEqual([]);
  });
});
