import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { EmbeddedConnection } from './embedded';
import { pgliteAlikeTypes } from './pg-types';

/** The only thing the rules know about storage: parameterised SQL and transactions. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction; inside a transaction it simply joins the outer one. */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
  /**
   * Runs a read in one READ ONLY transaction on one connection, on the embedded database and on a server
   * alike: any write on a read path fails loudly, and the read's statements see one snapshot.
   */
  read<R>(fn: (db: Db) => Promise<R>): Promise<R>;
  /** Several statements at once, without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * On the embedded database, which only this process can open: a number that changes whenever anything
   * may have been written (any statement or transaction other than a `read`), so what was read under the
   * same number is still current. On a server, which other processes write too: null, nothing is known.
   */
  writeMark(): number | null;
  /**
   * Postgres's NOTIFY: told to every `listen`er of the channel once the transaction it was sent in
   * commits (never when it rolls back); outside a transaction at once. On a server it reaches every
   * process on the database (in this schema); on the embedded database, this process's listeners.
   */
  notify(channel: string, payload: string): Promise<void>;
  /** Postgres's LISTEN, on a connection of its own on a server; the answer stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  readonly kind: 'pglite' | 'postgres';
}

type Listeners = Map<string, Set<(payload: string) => void>>;

/** Tells one notification to the embedded database's listeners; a listener that throws stops no other. */
function tell(listeners: Listeners, channel: string, payload: string): void {
  for (const listener of listeners.get(channel) ?? []) {
    try {
      listener(payload);
    } catch {
      // A listener's failure is its own (a closed stream); the change it followed is committed.
    }
  }
}

function listenTo(listeners: Listeners) {
  return async (channel: string, onPayload: (payload: string) => void) => {
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set);
    set.add(onPayload);
    return async () => {
      set.delete(onPayload);
    };
  };
}

/** A channel per schema, so test files sharing a server (each in its schema) never hear each other. */
function channelName(channel: string, schema: string | undefined): string {
  return (schema ? `${channel}_${schema}` : channel).slice(0, 63);
}

export interface OpenDatabaseOptions {
  /** A Postgres server; wins over the other options. */
  databaseUrl?: string;
  /** Folder of the embedded database (created when missing). */
  dataDir?: string;
  /** Embedded database in memory, gone when closed (tests). */
  inMemory?: boolean;
  /** Embedded database: start from a copy made by `dumpDatabase` instead of an empty one. */
  snapshot?: Blob;
  /**
   * With `databaseUrl`: work inside this schema (created when missing) so that several test files can
   * share one server without seeing each other's tables.
   */
  schema?: string;
  /** With `schema`: drop the schema when the database is closed. */
  dropSchemaOnClose?: boolean;
}

/** Counts what may have written to an embedded database (see `Db.writeMark`). */
interface WriteMark {
  value: number;
}

/** A transaction on the embedded database: its statements run while the caller holds the connection. */
function embeddedTransaction(connection: EmbeddedConnection, pending: [string, string][]): Db {
  const tx: Db = {
    kind: 'pglite',
    query: (sql, params = []) => connection.query(sql, params),
    transaction: (fn) => fn(tx),
    read: (fn) => fn(tx),
    async exec(sql) {
      await connection.simple(sql, true);
    },
    async close() {},
    writeMark: () => null,
    async notify(channel, payload) {
      pending.push([channel, payload]);
    },
    listen: () => Promise.reject(new Error('LISTEN fora de uma transação.')),
  };
  return tx;
}

/** Runs `fn` between BEGIN and COMMIT, or ROLLBACK when it throws, holding the connection throughout. */
function inTransaction<R>(
  connection: EmbeddedConnection,
  begin: string,
  fn: (tx: Db) => Promise<R>,
  listeners: Listeners,
) {
  const pending: [string, string][] = [];
  const committed = connection.exclusive(async () => {
    await connection.simple(begin);
    let result: R;
    try {
      result = await fn(embeddedTransaction(connection, pending));
    } catch (error) {
      await connection.simple('ROLLBACK');
      throw error;
    }
    const [committed] = await connection.simple('COMMIT');
    // A statement failed inside and `fn` went on: Postgres ends the transaction with a rollback.
    if (committed !== 'COMMIT')
      throw Object.assign(new Error('A transação foi desfeita em vez de confirmada.'), { code: '25P02' });
    return result;
  });
  // As Postgres does, the notifications sent inside are told only once the transaction has committed.
  return committed.then((result) => {
    for (const [channel, payload] of pending) tell(listeners, channel, payload);
    return result;
  });
}

function wrapEmbedded(connection: EmbeddedConnection): Db {
  // Counted before and after each write, so a read that overlaps one never reuses what it saw.
  const mark: WriteMark = { value: 0 };
  const listeners: Listeners = new Map();
  const writing = async <R>(work: () => Promise<R>): Promise<R> => {
    mark.value++;
    try {
      return await work();
    } finally {
      mark.value++;
      await connection.flush();
    }
  };
  return {
    kind: 'pglite',
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      writing(() => connection.exclusive(() => connection.query<T>(sql, params))),
    transaction: (fn) => writing(() => inTransaction(connection, 'BEGIN', fn, listeners)),
    // READ ONLY makes any write on a read path fail loudly in every test run.
    read: (fn) => inTransaction(connection, 'BEGIN READ ONLY', fn, listeners),
    exec: (sql) =>
      writing(async () => {
        await connection.exclusive(() => connection.simple(sql, true));
      }),
    close: () =>
      connection.exclusive(async () => {
        if (!connection.pglite.closed) await connection.pglite.close();
      }),
    writeMark: () => mark.value,
    async notify(channel, payload) {
      tell(listeners, channel, payload);
    },
    listen: listenTo(listeners),
  };
}

/** Distinct statements named so far; past the cap a statement goes unnamed (parsed and planned each time). */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 2_000;

/**
 * A parameterised statement as a named prepared statement: each pooled connection parses it once and
 * Postgres may keep its plan, instead of parsing and planning it on every request (the larger part of a
 * small read's cost on the server). Statements whose text is built per call (bulk inserts of N rows) stop
 * being named once the cap is reached, so neither side's cache grows without bound.
 */
function prepared(sql: string, params: readonly unknown[]): pg.QueryConfig | string {
  if (params.length === 0) return sql;
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s${statementNames.size}`;
    statementNames.set(sql, name);
  }
  return name === undefined ? { text: sql, values: [...params] } : { name, text: sql, values: [...params] };
}

interface Server {
  pool: pg.Pool;
  listen: Db['listen'];
  schema: string | undefined;
}

/** The named statements each pooled connection has parsed (through this module), so SQL can EXECUTE them. */
const parsedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * How a read's BEGIN can travel with its first statement in one message of Postgres's simple protocol
 * (one round trip instead of two): a statement without parameters as it is; a named statement this
 * connection has already parsed, with integer parameters only (a user's id), as `EXECUTE name(1, 2)`,
 * which keeps its plan. Anything else (text would need quoting) goes after the BEGIN, on its own.
 */
function withOpening(client: pg.PoolClient, config: pg.QueryConfig | string): string | undefined {
  if (typeof config === 'string') return config;
  const values = config.values ?? [];
  if (!config.name || !parsedOn.get(client)?.has(config.name)) return undefined;
  if (!values.every((value) => typeof value === 'number' && Number.isSafeInteger(value))) return undefined;
  // Quoted, each value reaches its parameter untyped, as the extended protocol sends it (text, type unknown).
  return `EXECUTE ${config.name}(${values.map((value) => `'${value}'`).join(', ')})`;
}

/**
 * A pooled client as a `Db`, inside the transaction `opening` begins: nothing is sent until the first
 * statement, and then the BEGIN goes with it when it can (`withOpening`).
 */
function wrapClient(client: pg.PoolClient, server: Server, opening: { sql: string; sent: boolean }): Db {
  async function send(sql: string, params: readonly unknown[]): Promise<pg.QueryResult> {
    const config = prepared(sql, params);
    if (!opening.sent) {
      opening.sent = true;
      const along = withOpening(client, config);
      if (along !== undefined) {
        const results = (await client.query(`${opening.sql}; ${along}`)) as unknown as pg.QueryResult[];
        return results[results.length - 1] as pg.QueryResult;
      }
      await client.query(opening.sql);
    }
    if (typeof config === 'string') return client.query(config);
    const result = await client.query(config);
    if (config.name) {
      let parsed = parsedOn.get(client);
      if (!parsed) {
        parsed = new Set();
        parsedOn.set(client, parsed);
      }
      parsed.add(config.name);
    }
    return result;
  }
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await send(sql, params)).rows as T[];
    },
    transaction: (fn) => fn(db),
    read: (fn) => fn(db),
    async exec(sql: string) {
      await send(sql, []);
    },
    async close() {},
    writeMark: () => null,
    async notify(channel, payload) {
      await send('SELECT pg_notify($1, $2)', [channelName(channel, server.schema), payload]);
    },
    listen: server.listen,
  };
  return db;
}

/**
 * Runs `fn` between `begin` and COMMIT on one pooled client, or ROLLBACK when it throws. The BEGIN waits
 * for the first statement and travels with it when it can (`withOpening`): an authenticated page, whose
 * session check comes first (http/security.ts), is three round trips instead of four. A transaction that
 * ran nothing sends nothing.
 */
async function onOneClient<R>(server: Server, begin: string, fn: (tx: Db) => Promise<R>): Promise<R> {
  const client = await server.pool.connect();
  const opening = { sql: begin, sent: false };
  try {
    const result = await fn(wrapClient(client, server, opening));
    if (opening.sent) await client.query('COMMIT');
    return result;
  } catch (error) {
    if (opening.sent) await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function wrapPool(server: Server, onClose: () => Promise<void>): Db {
  const { pool } = server;
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const config = prepared(sql, params);
      const result = await (typeof config === 'string' ? pool.query(config) : pool.query(config));
      return result.rows as T[];
    },
    transaction: (fn) => onOneClient(server, 'BEGIN', fn),
    // As on the embedded database: a write on a read path fails, and a page's queries share one snapshot
    // (REPEATABLE READ: under the default READ COMMITTED each statement takes a snapshot of its own, so a
    // total and its items could disagree). A read-only transaction is never refused for serialisation.
    read: (fn) => onOneClient(server, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', fn),
    async exec(sql: string) {
      await pool.query(sql);
    },
    close: onClose,
    writeMark: () => null,
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channelName(channel, server.schema), payload]);
    },
    listen: server.listen,
  };
  return db;
}

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(options: OpenDatabaseOptions & { databaseUrl: string }): Promise<Db> {
  const { schema } = options;
  if (schema !== undefined && !schemaName.test(schema)) throw new Error(`Nome de schema inválido: ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  // search_path set at connection start reaches every pooled connection, transactions included.
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    types: pgliteAlikeTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const listening = new Set<pg.Client>();
  /** A client of its own per listener: a pooled connection would go back to the pool still listening. */
  const listen: Db['listen'] = async (channel, onPayload) => {
    const name = channelName(channel, schema);
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel === name) onPayload(message.payload ?? '');
    });
    await client.query(`LISTEN "${name}"`);
    listening.add(client);
    return async () => {
      if (!listening.delete(client)) return;
      await client.end().catch(() => undefined);
    };
  };
  return wrapPool({ pool, listen, schema }, async () => {
    await Promise.all([...listening].map((client) => client.end().catch(() => undefined)));
    listening.clear();
    if (schema && options.dropSchemaOnClose) await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await pool.end();
  });
}

/** Opens the database the options name: a Postgres server, an embedded folder, or memory. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres({ ...options, databaseUrl: options.databaseUrl });
  if (options.dataDir && !options.inMemory) mkdirSync(options.dataDir, { recursive: true });
  const dataDir = options.inMemory || !options.dataDir ? undefined : options.dataDir;
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  const connection = new EmbeddedConnection(pglite);
  const db = wrapEmbedded(connection);
  embedded.set(db, connection);
  return db;
}

const embedded = new WeakMap<Db, EmbeddedConnection>();

/**
 * A copy of an embedded database that `openDatabase({ snapshot })` starts from in a fraction of the time
 * an empty one takes (the test files share one migrated and seeded copy this way).
 */
export async function dumpDatabase(db: Db): Promise<Blob> {
  const connection = embedded.get(db);
  if (!connection) throw new Error('Só o banco embutido (PGlite) pode ser copiado.');
  // A checkpoint first: the copy is a data directory that was never shut down, so each opening would
  // otherwise replay the log since the last one (the seed's writes, ~150 ms of every test file's start).
  return connection.exclusive(async () => {
    await connection.pglite.exec('CHECKPOINT');
    return connection.pglite.dumpDataDir('none');
  });
}
