// The database on a Postgres server: a pool of connections, named statements, and transactions that
// spend as few round trips as they can (a read's BEGIN travels with its first statement, its COMMIT with
// the next message its connection sends).
import pg from 'pg';
import { pgliteAlikeTypes } from './pg-types';
import type { Db, OpenDatabaseOptions } from './types';

/** A channel per schema, so test files sharing a server (each in its schema) never hear each other. */
function channelName(channel: string, schema: string | undefined): string {
  return (schema ? `${channel}_${schema}` : channel).slice(0, 63);
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
 * Connections lent out of the pool, and those that went back to it with a read's transaction still open.
 * A read-only transaction has nothing to commit, so its COMMIT does not wait for a round trip of its own:
 * the connection goes back to the pool at once, and the COMMIT goes in the same message as the next BEGIN
 * it sends (`openingOf`); one that nobody borrows before the event loop turns sends it alone then, so an
 * idle connection holds no snapshot and no lock.
 */
const lent = new WeakSet<pg.PoolClient>();
const readsLeftOpen = new WeakSet<pg.PoolClient>();

async function borrow(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  lent.add(client);
  return client;
}

function giveBack(
  client: pg.PoolClient,
  { readLeftOpen, failure }: { readLeftOpen: boolean; failure?: Error },
): void {
  lent.delete(client);
  if (readLeftOpen) readsLeftOpen.add(client);
  // A failure ends the connection, as pg's own pool.query does (it may be the connection that failed).
  client.release(failure);
  if (failure || !readsLeftOpen.has(client)) return;
  setImmediate(() => {
    if (lent.has(client) || !readsLeftOpen.delete(client)) return;
    // Queued on the client: a borrower that takes it meanwhile sends its statements after this one.
    client.query('COMMIT').catch(() => undefined);
  });
}

/** The BEGIN a transaction sends, after the COMMIT of a read its connection left open. */
function openingOf(client: pg.PoolClient, begin: string): string {
  return readsLeftOpen.delete(client) ? `COMMIT; ${begin}` : begin;
}

/** Runs one statement outside a transaction on a borrowed connection, once a read it left open is closed. */
async function outsideTransaction(server: Server, config: pg.QueryConfig | string): Promise<pg.QueryResult> {
  const client = await borrow(server.pool);
  try {
    if (readsLeftOpen.delete(client)) await client.query('COMMIT');
    const result = await (typeof config === 'string' ? client.query(config) : client.query(config));
    giveBack(client, { readLeftOpen: false });
    return result;
  } catch (error) {
    giveBack(client, {
      readLeftOpen: false,
      failure: error instanceof Error ? error : new Error(String(error)),
    });
    throw error;
  }
}

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
      const begin = openingOf(client, opening.sql);
      const along = withOpening(client, config);
      if (along !== undefined) {
        const results = (await client.query(`${begin}; ${along}`)) as unknown as pg.QueryResult[];
        return results[results.length - 1] as pg.QueryResult;
      }
      await client.query(begin);
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
 * for the first statement and travels with it when it can (`withOpening`); a read's COMMIT travels with
 * the next message of its connection (`giveBack`): an authenticated page, whose session check comes first
 * (http/security.ts), is two round trips instead of four. A transaction that ran nothing sends nothing.
 */
async function onOneClient<R>(
  server: Server,
  begin: string,
  fn: (tx: Db) => Promise<R>,
  { readOnly }: { readOnly: boolean },
): Promise<R> {
  const client = await borrow(server.pool);
  const opening = { sql: begin, sent: false };
  let readLeftOpen = false;
  try {
    const result = await fn(wrapClient(client, server, opening));
    if (opening.sent && readOnly) readLeftOpen = true;
    else if (opening.sent) await client.query('COMMIT');
    return result;
  } catch (error) {
    if (opening.sent) await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    giveBack(client, { readLeftOpen });
  }
}

function wrapPool(server: Server, onClose: () => Promise<void>): Db {
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await outsideTransaction(server, prepared(sql, params))).rows as T[];
    },
    transaction: (fn) => onOneClient(server, 'BEGIN', fn, { readOnly: false }),
    // As on the embedded database: a write on a read path fails, and a page's queries share one snapshot
    // (REPEATABLE READ: under the default READ COMMITTED each statement takes a snapshot of its own, so a
    // total and its items could disagree). A read-only transaction is never refused for serialisation.
    read: (fn) =>
      onOneClient(server, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', fn, { readOnly: true }),
    async exec(sql: string) {
      await outsideTransaction(server, sql);
    },
    close: onClose,
    writeMark: () => null,
    async notify(channel, payload) {
      await outsideTransaction(server, {
        text: 'SELECT pg_notify($1, $2)',
        values: [channelName(channel, server.schema), payload],
      });
    },
    listen: server.listen,
  };
  return db;
}

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgres(options: OpenDatabaseOptions & { databaseUrl: string }): Promise<Db> {
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
  const server: Server = { pool, listen, schema };
  return wrapPool(server, async () => {
    await Promise.all([...listening].map((client) => client.end().catch(() => undefined)));
    listening.clear();
    if (schema && options.dropSchemaOnClose)
      await outsideTransaction(server, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await pool.end();
  });
}
