import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The little of `@balcao/sandbox` the suite uses, declared here so the suite treats it as a black box. */
export interface SandboxDb {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}
interface SandboxModule {
  startSandbox(
    options: Record<string, unknown>,
  ): Promise<{ url: string; db: SandboxDb; close(): Promise<void> }>;
  DEMO_PASSWORD: string;
  DEMO_TOTP_SECRET: string;
  DEMO_USERS: readonly DemoUser[];
}
export interface DemoUser {
  email: string;
  merchant: 'demo' | 'other' | 'new';
  profile: 'ADMIN' | 'MANAGER' | 'FINANCE' | 'SUPERVISOR' | 'SALE' | null;
  bankingProfile: 'ADMIN' | 'FINANCEIRO' | 'OPERADOR' | null;
  twoFactor?: boolean;
}

export interface Sandbox {
  url: string;
  db: SandboxDb;
  close(): Promise<void>;
}

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// A variable specifier keeps tsc from type-checking the sandbox's sources, which other people are
// changing while this suite runs: a half-finished edit there must not break this package's tsc.
const sandboxSpecifier = '@balcao/sandbox';
export const sandboxModule = (): Promise<SandboxModule> => import(sandboxSpecifier) as Promise<SandboxModule>;

/** Postgres for the full form (`RESILIENCE_DATABASE_URL`); the embedded database otherwise. */
export const databaseUrl = process.env.RESILIENCE_DATABASE_URL ?? process.env.DATABASE_URL;

let schemas = 0;
export const freshSchema = () => `resilience_${process.pid}_${++schemas}`;
export const createdSchemas: string[] = [];

/**
 * A fresh, seeded sandbox in this process: each check gets its own so none sees another's writes. `extra`
 * goes to `startSandbox` as is (another `host`, an `operatorToken`).
 */
export async function startInProcess(extra: Record<string, unknown> = {}): Promise<Sandbox> {
  const { startSandbox } = await sandboxModule();
  const storage = databaseUrl ? { databaseUrl, schema: freshSchema() } : { inMemory: true };
  if (storage.schema) createdSchemas.push(storage.schema);
  // No background ticking: a sweep's writes would be counted against whichever request was refused then.
  const sandbox = await startSandbox({
    port: 0,
    host: '127.0.0.1',
    reset: true,
    logger: false,
    schedulerIntervalMs: 0,
    ...storage,
    ...extra,
  });
  await installWriteCounter(sandbox.db);
  // Bound to every interface it names itself localhost; the suite speaks IPv4 loopback, as with a child.
  const url = sandbox.url.replace('//localhost:', '//127.0.0.1:');
  return { url, db: sandbox.db, close: () => sandbox.close() };
}

export interface ChildSandbox {
  url: string;
  process: ChildProcess;
  /** Resolves when the process is gone, whatever killed it. */
  exited: Promise<number | null>;
}

/** `main.ts` as a separate process, the only way to SIGKILL it. */
export function startChild(env: Record<string, string>, reset: boolean): Promise<ChildSandbox> {
  const args = ['--import', 'tsx', 'apps/sandbox/src/main.ts', '--port', '0', ...(reset ? ['--reset'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`sandbox child not READY after 120 s:\n${output}`));
    }, 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1].replace('0.0.0.0', '127.0.0.1'), process: child, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox child exited (${code}) before READY:\n${output}`));
    });
  });
}

/**
 * Tables whose rows are bookkeeping of the request itself, not the merchant's data: a refused
 * request may legitimately count an attempt or remember its idempotency key.
 */
const BOOKKEEPING = new Set([
  'auth_failures',
  'idempotency_keys',
  'refresh_tokens',
  'sandbox_settings',
  'schema_migrations',
  'resilience_writes',
  // The scheduler's own queue, written by its background sweeps whatever the request was.
  'jobs',
]);

/**
 * Counts committed row writes per table with triggers added to the sandbox's database under test:
 * a rolled-back write leaves no count, and reading the counters costs nothing, where hashing every
 * row before and after each request took 40 ms a time.
 */
export async function installWriteCounter(db: SandboxDb): Promise<void> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  await db.query(
    'CREATE TABLE IF NOT EXISTS resilience_writes (table_name text PRIMARY KEY, writes bigint NOT NULL)',
  );
  await db.query(`CREATE OR REPLACE FUNCTION resilience_count_write() RETURNS trigger AS $$
    BEGIN
      INSERT INTO resilience_writes VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (table_name) DO UPDATE SET writes = resilience_writes.writes + 1;
      RETURN NULL;
    END $$ LANGUAGE plpgsql`);
  for (const { table_name: name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    await db.query(`CREATE TRIGGER resilience_count AFTER INSERT OR UPDATE OR DELETE ON "${name}"
      FOR EACH ROW EXECUTE FUNCTION resilience_count_write()`);
  }
}

/** Writes so far per table (needs `installWriteCounter`). */
export async function fingerprint(db: SandboxDb): Promise<Map<string, string>> {
  const rows = await db.query<{ table_name: string; writes: string }>(
    'SELECT table_name, writes::text AS writes FROM resilience_writes',
  );
  return new Map(rows.map((row) => [row.table_name, row.writes]));
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, digest]) => before.get(name) !== digest).map(([name]) => name);
}
