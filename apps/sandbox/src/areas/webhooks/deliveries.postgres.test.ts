import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createClients, createMemorySessionStore } from '@balcao/client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Two sandbox processes on one Postgres, both ticking every second: each webhook message reaches the
// receiver once, whichever process claims it. Only collected with DATABASE_URL (vitest.config.ts).
const databaseUrl = process.env.DATABASE_URL ?? '';
const schema = `wh_${randomBytes(5).toString('hex')}`;
const main = fileURLToPath(new URL('../../main.ts', import.meta.url));

interface Running {
  child: ChildProcess;
  url: string;
}

function startProcess(reset: boolean): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', main, '--port', '0', ...(reset ? ['--reset'] : [])],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
        HOST: '127.0.0.1',
        SCHEDULER_INTERVAL_MS: '200',
      },
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

const received: IncomingHttpHeaders[] = [];
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received.push(request.headers);
    // A slow receiver widens the window in which the other process could take the same message.
    setTimeout(() => response.writeHead(204).end(), 300);
  });
});

let a: Running | undefined;
let b: Running | undefined;
let client: pg.Client;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  a = await startProcess(true);
  b = await startProcess(false);
  client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  await client.connect();
}, 240_000);

afterAll(async () => {
  await Promise.all([stop(a), stop(b)]);
  receiver.closeAllConnections();
  receiver.close();
  await client?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client?.end();
});

describe('webhook deliveries with two sandbox processes', () => {
  it('deliver each message once, however the two race for it', async () => {
    // The app's clients over the network, to the first process: sign in, then create the webhook.
    const { data: session } = await createClients({
      baseUrl: a!.url,
      session: createMemorySessionStore(null),
    }).core.POST('/public/auth/sign-in', {
      body: { credentials: { email: 'admin@demo.balcao.dev', password: 'demo12345' } },
    });
    const { payment } = createClients({ baseUrl: a!.url, session: createMemorySessionStore(session!) });
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
    const created = await payment.POST('/seller-api-webhooks', {
      body: { title: 'Dois processos', url, domains: ['ORDER', 'SUBSCRIPTION'] },
    });
    expect(created.response.status).toBe(201);
    const endpoint = created.data!.id;
    const charges = await client.query<{ id: string }>(
      `SELECT id FROM charges WHERE status = 'SCHEDULED' AND payment_method IN ('PIX', 'BOLETO')
        ORDER BY id LIMIT 12`,
    );
    // Payments through both processes, while both tick.
    await Promise.all(
      charges.rows.map((row, i) =>
        fetch(`${(i % 2 ? a : b)!.url}/_sandbox/charges/${row.id}/pay`, { method: 'POST' }).then(
          (r) => r.status,
        ),
      ),
    );
    const expected = async () =>
      Number(
        (
          await client.query(`SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [
            endpoint,
          ])
        ).rows[0].n,
      );
    const total = await expected();
    expect(total).toBeGreaterThanOrEqual(charges.rows.length);
    const deadline = Date.now() + 30_000;
    while (received.length < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    if (received.length < total) {
      const rows = await client.query(
        `SELECT d.event_type, d.status, d.attempt_count, d.next_attempt_at, d.lease_until, d.created_at
           FROM webhook_deliveries d WHERE d.status <> 'SUCCEEDED' AND d.endpoint_id = $1`,
        [endpoint],
      );
      const jobs = await client.query(`SELECT * FROM jobs WHERE kind LIKE 'webhook%'`);
      const clock = await client
        .query(`SELECT * FROM settings WHERE key = 'clock'`)
        .catch(() => ({ rows: [] }));
      console.log(JSON.stringify({ rows: rows.rows, jobs: jobs.rows, clock: clock.rows, now: new Date() }));
    }
    expect(received.length).toBeGreaterThanOrEqual(total);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const ids = received.map((h) => h['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);
    const succeeded = await client.query(
      `SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'SUCCEEDED'`,
    );
    expect(Number(succeeded.rows[0].n)).toBe(total);
    const attempts = await client.query(`SELECT count(*) AS n FROM webhook_attempts WHERE endpoint_id = $1`, [
      endpoint,
    ]);
    expect(Number(attempts.rows[0].n)).toBe(total);
  });
});
