import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/constants';

const sandboxDir = fileURLToPath(new URL('..', import.meta.url));
// tsx as a loader inside the server's own process: through the tsx CLI, a SIGKILL would reach only the CLI
// and leave the server it started running after the test.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const dataDir = mkdtempSync(join(tmpdir(), 'balcao-sigkill-'));
const schema = `t_${randomBytes(6).toString('hex')}`;
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
});

/** `npm start`'s entry point as a child process on the test's own data (folder, or schema on a server). */
function start(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/main.ts', '--port', '0'], {
    cwd: sandboxDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      BALCAO_DATA_DIR: dataDir,
      DATABASE_SCHEMA: schema,
      LOG_LEVEL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const ready = /READY (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) resolve({ child, url: ready[1] });
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) =>
      reject(new Error(`o sandbox saiu (${code}) antes de ficar pronto:\n${output}`)),
    );
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });

async function call(url: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

const signIn = (url: string) =>
  call(url, 'POST', '/core/public/auth/sign-in', undefined, {
    credentials: { email: 'admin@demo.balcao.dev', password: DEMO_PASSWORD },
  });

describe('durability', () => {
  it('keeps every write that was answered with success when killed with SIGKILL mid-stream', async () => {
    const first = await start();
    const { token } = (await signIn(first.url)).body;
    const page = await call(first.url, 'GET', '/core/notification-panel?size=100', token);
    const unread: number[] = page.body.content
      .filter((n: { notifiedAt: null }) => !n.notifiedAt)
      .map((n: { id: number }) => n.id);
    expect(unread.length).toBeGreaterThan(8);

    const readIds: number[] = [];
    const refreshTokens: string[] = [];
    let killed = false;
    // Two writers at once; the kill lands while requests are in flight.
    const writer = async (ids: number[]) => {
      for (const id of ids) {
        try {
          const read = await call(first.url, 'PATCH', `/core/notification-panel/${id}/read`, token);
          if (read.status === 200) readIds.push(id);
          const session = await signIn(first.url);
          if (session.status === 200) refreshTokens.push(session.body.refreshToken);
        } catch {
          return; // connection cut by the kill
        }
        if (!killed && readIds.length >= 6) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([
      writer(unread.filter((_, i) => i % 2 === 0)),
      writer(unread.filter((_, i) => i % 2 === 1)),
    ]);
    await exited(first.child);
    expect(killed).toBe(true);
    expect(readIds.length).toBeGreaterThanOrEqual(6);

    const second = await start();
    try {
      // The signing key survived too: the token from before the kill still works.
      const after = await call(second.url, 'GET', '/core/notification-panel?size=100', token);
      expect(after.status).toBe(200);
      const readNow = new Set(
        after.body.content
          .filter((n: { notifiedAt: string | null }) => n.notifiedAt)
          .map((n: { id: number }) => n.id),
      );
      for (const id of readIds) expect(readNow.has(id), `notificação ${id}`).toBe(true);
      for (const refreshToken of refreshTokens) {
        expect(
          (await call(second.url, 'POST', '/core/public/auth/refresh-token', undefined, { refreshToken }))
            .status,
        ).toBe(200);
      }
    } finally {
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
    }
  }, 300_000);
});

describe('npm start beyond loopback', () => {
  it('refuses to start on every interface without SANDBOX_OPERATOR_TOKEN, and offers one', async () => {
    const child = spawn(process.execPath, ['--import', tsxLoader, 'src/main.ts', '--port', '0'], {
      cwd: sandboxDir,
      env: { ...process.env, HOST: '0.0.0.0', SANDBOX_OPERATOR_TOKEN: '', BALCAO_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    expect(await exited(child)).toBe(1);
    expect(output).not.toContain('READY');
    expect(output).toMatch(/SANDBOX_OPERATOR_TOKEN=[\w-]{32}/);
  });
});
