import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { EmbeddedConnection } from './embedded';
import { openPostgres } from './postgres';
import type { Db, OpenDatabaseOptions } from './types';

export type { Db, OpenDatabaseOptions } from './types';

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
