import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { isEmpty, seed } from '../seed';
import { seedScale } from '../seed/scale';
import type { PasswordCost } from './areas/auth/passwords';
import { loadClock } from './clock';
import { type Db, openDatabase } from './db/db';
import { dropEverything, migrate } from './db/migrate';
import { createSandbox, DEFAULT_HOST } from './server';

export const defaultDataDir = fileURLToPath(new URL('../../../.data/pglite/', import.meta.url));

export interface StartOptions {
  port?: number;
  /** 127.0.0.1 by default; beyond loopback `operatorToken` is required (server.ts). */
  host?: string;
  /** `SANDBOX_OPERATOR_TOKEN`: the credential of the `/_sandbox` operator routes. */
  operatorToken?: string;
  /** A Postgres server; otherwise the embedded database in `dataDir` (or in memory). */
  databaseUrl?: string;
  /** With `databaseUrl`: keep every table in this schema (tests run side by side this way). */
  schema?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** With `inMemory`: start from this copy of a migrated and seeded database (`dumpDatabase`), not empty. */
  snapshot?: Blob;
  /** Drop everything and seed again. */
  reset?: boolean;
  /** `--scale N`: N more charges (and N/100 customers) for the demo merchant, only when this start seeds. */
  scale?: number;
  /** Progress of a long seed (`--scale`). */
  log?: (line: string) => void;
  accessTokenTtlSeconds?: number;
  jwtSecret?: string;
  appDir?: string;
  publicAppUrl?: string;
  gatewayUrl?: string;
  /**
   * Tests (the browser journeys): the sandbox clock starts at this instant and flows from it, whatever the
   * database or its copy held (a seed made by this start is written at it), so no journey depends on the
   * machine's date.
   */
  clockAt?: Date;
  /** How often the scheduler runs due jobs (real ms); 0 only when the clock moves. */
  schedulerIntervalMs?: number;
  logger?: FastifyServerOptions['logger'];
}

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:4010 */
  url: string;
  app: FastifyInstance;
  db: Db;
  /** True when this start seeded the database. */
  seeded: boolean;
  close(): Promise<void>;
}

export interface PrepareOptions {
  reset?: boolean;
  scale?: number;
  log?: (line: string) => void;
  /**
   * Tests: when this start seeds, the sandbox clock is set to this instant first (flowing from it), so the
   * seed is relative to a date the tests choose, never to the machine's.
   */
  clockAt?: Date;
  /** Tests: the demo users' passwords hashed at this cost when this start seeds (`testSeedOptions`). */
  passwordCost?: PasswordCost;
}

/**
 * Brings the database up to date: drops it first with `reset`, migrates, seeds it when empty. The
 * `scale` charges are added only together with that seed (a fresh database or `reset`): a normal
 * restart keeps what is there instead of adding another million rows each time.
 */
export async function prepareDatabase(db: Db, options: PrepareOptions = {}): Promise<boolean> {
  const log = options.log ?? (() => undefined);
  if (options.reset) await dropEverything(db);
  const migrated = await migrate(db);
  if (!(await isEmpty(db))) {
    if (options.scale) log('--scale ignorado: o banco já tem dados (use --reset para semear de novo).');
    if (migrated.length > 0) await gatherServerStatistics(db);
    return false;
  }
  const clock = await loadClock(db);
  if (options.clockAt) await clock.set(options.clockAt);
  const accounts = await seed(db, clock, { passwordCost: options.passwordCost });
  if (options.scale) {
    log(`--scale ${options.scale}: semeando cobranças e clientes a mais para a Loja Exemplo…`);
    await seedScale(db, clock, accounts.sellers.demo, options.scale, log);
  }
  await gatherServerStatistics(db);
  return true;
}

/**
 * A Postgres server analyses a table only once autovacuum notices it changed, minutes after a seed: until
 * then the planner guesses, and the charges list answered 669 req/s on a fresh server against 2,393 after a
 * plain ANALYZE (issue 28). So whatever seeded or migrated the database leaves the statistics behind, as
 * the embedded database gets them on start (server.ts, `gatherStatistics`).
 */
async function gatherServerStatistics(db: Db): Promise<void> {
  if (db.kind === 'postgres') await db.exec('ANALYZE');
}

/** Opens the database, prepares it and listens (port 0 picks a free port). Used by `main.ts` and browser tests. */
export async function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  const db = await openDatabase({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.schema ? { schema: options.schema } : {}),
    dataDir: options.dataDir ?? defaultDataDir,
    inMemory: options.inMemory ?? false,
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  });
  try {
    const seeded = await prepareDatabase(db, {
      reset: options.reset ?? false,
      ...(options.scale ? { scale: options.scale } : {}),
      ...(options.log ? { log: options.log } : {}),
      ...(options.clockAt ? { clockAt: options.clockAt } : {}),
    });
    // Before the sandbox (and its scheduler) reads the clock: no job runs at the copy's old instant first.
    if (options.clockAt && !seeded) await (await loadClock(db)).set(options.clockAt);
    const host = options.host ?? DEFAULT_HOST;
    const app = await createSandbox({
      db,
      host,
      ...(options.operatorToken ? { operatorToken: options.operatorToken } : {}),
      ...(options.accessTokenTtlSeconds ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds } : {}),
      ...(options.jwtSecret ? { jwtSecret: options.jwtSecret } : {}),
      ...(options.appDir ? { appDir: options.appDir } : {}),
      ...(options.publicAppUrl ? { publicAppUrl: options.publicAppUrl } : {}),
      ...(options.gatewayUrl ? { gatewayUrl: options.gatewayUrl } : {}),
      ...(options.schedulerIntervalMs !== undefined
        ? { schedulerIntervalMs: options.schedulerIntervalMs }
        : {}),
      logger: options.logger ?? false,
    });
    await app.listen({ port: options.port ?? 4010, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? 4010);
    const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${shownHost}:${port}`,
      app,
      db,
      seeded,
      close: () =>
        (closing ??= (async () => {
          await app.close();
          await db.close();
        })()),
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
