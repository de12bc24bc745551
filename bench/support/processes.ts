// The servers a benchmark starts (sandboxes, Prism) are child processes in the benchmark's own process
// group, so that the runner can end a benchmark and everything it started with one signal. Each
// benchmark also stops its children itself: on success, on a thrown error and on SIGINT/SIGTERM, and
// as a last resort with SIGKILL when the process exits, so a failed run leaves nothing behind.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './report';

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];

/** Work to undo when the benchmark ends or is interrupted (a temporary folder, a Postgres schema). */
export function onCleanup(work: () => Promise<void>): void {
  cleanups.push(work);
}

let cleaning: Promise<void> | undefined;
/** Once only: a signal can arrive while the benchmark's own `finally` is already cleaning up. */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const child of children) await stopChild(child);
    while (cleanups.length)
      await cleanups
        .pop()?.()
        .catch((error) => console.error(String(error)));
  })();
  return cleaning;
}

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: encerrando os processos do benchmark…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Runs a benchmark's body and always cleans up; a thrown error makes the process exit non-zero. */
export async function runBenchmark(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  // The sandbox closes its database on SIGTERM; give it a moment, then stop waiting.
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Server {
  url: string;
  stop(): Promise<void>;
}

/** Spawns a server; keeps the last lines of its output to explain a failure to start. */
function spawnServer(label: string, args: string[], env: NodeJS.ProcessEnv, quiet = false): ChildProcess {
  const stdout = quiet ? 'ignore' : 'pipe';
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', stdout, 'pipe'] });
  children.add(child);
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 20));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (code && code !== 0) console.error(`${label} saiu com ${code ?? signal}:\n  ${tail.join('\n  ')}`);
  });
  return child;
}

export interface SandboxEnv {
  /** A Postgres server; without it the sandbox uses a fresh embedded database in a temporary folder. */
  databaseUrl?: string;
  schema?: string;
  /** More flags for main.ts, e.g. `['--workers', '2']`. */
  args?: string[];
}

/** `node --import tsx apps/sandbox/src/main.ts --port 0` on 127.0.0.1, with sessions that outlast the run. */
export async function startSandboxProcess(label: string, options: SandboxEnv = {}): Promise<Server> {
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
  const dataDir = mkdtempSync(join(tmpdir(), 'balcao-bench-'));
  onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    HOST: '127.0.0.1',
    BALCAO_DATA_DIR: dataDir,
    ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.schema ? { DATABASE_SCHEMA: options.schema } : {}),
  };
  const child = spawnServer(
    label,
    ['--import', 'tsx', 'apps/sandbox/src/main.ts', '--port', '0', ...(options.args ?? [])],
    env,
  );
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const ready = /^READY (\S+)$/m.exec(seen);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`${label} não subiu (saída ${code})`)));
    setTimeout(() => reject(new Error(`${label} não ficou pronto em 180 s`)), 180_000).unref();
  });
  return { url, stop: () => stopChild(child) };
}

/**
 * `prism mock` over one of our documents on a free port (Prism serves one document per process), with
 * Prism's defaults, as integrators run it. Its per-request log goes to /dev/null: that costs Prism less
 * than a terminal would, and keeps the benchmark's own process from spending CPU on reading it.
 */
export async function startPrism(document: string): Promise<Server> {
  const port = await freePort();
  const cli = join(repoRoot, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
  const args = [cli, 'mock', join(repoRoot, 'openapi', document), '-h', '127.0.0.1', '-p', String(port)];
  const child = spawnServer(`prism ${document}`, args, process.env, true);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism ${document} saiu antes de ouvir`);
    // Any HTTP answer means it listens; an unknown path answers 404 from Prism itself.
    const answered = await fetch(`${url}/__bench_ping`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`prism ${document} não respondeu em 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop: () => stopChild(child) };
}
