// Databases for test files. The embedded database starts from a copy of a seeded data folder; a Postgres
// server starts each file from a copy of a template database that was migrated and seeded once per run
// (`CREATE DATABASE … TEMPLATE`, a copy made by the server), so no file pays for migrating and seeding.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, openDatabase } from './db';

const randomName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** The same server and credentials, another database. */
export function urlOfDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on the database the URL names, on a connection of its own. */
async function onServer(databaseUrl: string, sql: string, params: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

// FORCE: a connection the pool has let go of may not have left the server yet.
async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export interface TemplateDatabase {
  name: string;
  drop(): Promise<void>;
}

/**
 * A database prepared by `prepare` (migrated and seeded) for test files to copy; undefined when the role
 * may not create databases, and the files then fall back to a schema each.
 */
export async function createTemplateDatabase(
  databaseUrl: string,
  prepare: (db: Db) => Promise<unknown>,
): Promise<TemplateDatabase | undefined> {
  const name = randomName('balcao_template');
  try {
    await onServer(databaseUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return undefined; // insufficient_privilege
    throw error;
  }
  try {
    // A copy starts only once nobody is connected to the template: closed before anyone copies it.
    const db = await openDatabase({ databaseUrl: urlOfDatabase(databaseUrl, name) });
    try {
      await prepare(db);
    } finally {
      await db.close();
    }
  } catch (error) {
    await dropDatabase(databaseUrl, name).catch(() => undefined);
    throw error;
  }
  return {
    name,
    async drop() {
      // Copies carry their template's name: any a test file left behind (a worker that died) goes too.
      const copies = (await onServer(databaseUrl, 'SELECT datname FROM pg_database WHERE datname LIKE $1', [
        `${name}\\_%`,
      ])) as { datname: string }[];
      await Promise.all(copies.map((copy) => dropDatabase(databaseUrl, copy.datname)));
      await dropDatabase(databaseUrl, name);
    },
  };
}

/**
 * A database for one test file: a copy of `template` on the server named by `DATABASE_URL` (dropped when
 * closed), or without a template a fresh schema there; without `DATABASE_URL`, an in-memory embedded
 * database, a copy of `snapshot` when given.
 */
export async function openTestDatabase(snapshot?: Blob, template?: string): Promise<Db> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDatabase({ inMemory: true, ...(snapshot ? { snapshot } : {}) });
  if (!template) return openDatabase({ databaseUrl, schema: randomName('t'), dropSchemaOnClose: true });
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(template)) throw new Error(`Nome de banco inválido: ${template}`);
  const name = randomName(template);
  await onServer(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  let db: Db;
  try {
    db = await openDatabase({ databaseUrl: urlOfDatabase(databaseUrl, name) });
  } catch (error) {
    await dropDatabase(databaseUrl, name).catch(() => undefined);
    throw error;
  }
  return {
    ...db,
    async close() {
      await db.close();
      await dropDatabase(databaseUrl, name);
    },
  };
}
