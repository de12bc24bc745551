// What the rest of the sandbox knows of storage, apart from how each database keeps it (db.ts opens one).

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
