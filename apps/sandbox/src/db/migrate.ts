import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** `NNN_name.sql` files in order; the number decides the order, never the file system. */
export function listMigrations(dir = migrationsDir): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((name) => ({ name, sql: readFileSync(`${dir}/${name}`, 'utf8') }));
}

/**
 * Applies the migrations not applied yet, each in its own transaction together with its record in
 * `schema_migrations`, so a crash leaves either the whole migration or none of it.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    if (done.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    });
    applied.push(migration.name);
  }
  return applied;
}

/** Drops every table of the current schema: `--reset` starts again from the migrations and the seed. */
export async function dropEverything(db: Db): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    'SELECT tablename FROM pg_tables WHERE schemaname = current_schema()',
  );
  if (tables.length > 0) {
    await db.exec(`DROP TABLE IF EXISTS ${tables.map((t) => `"${t.tablename}"`).join(', ')} CASCADE`);
  }
  // Migrations also create functions (trigger bodies); a reset must drop them or re-running fails.
  const functions = await db.query<{ signature: string }>(
    `SELECT format('%I(%s)', p.proname, pg_get_function_identity_arguments(p.oid)) AS signature
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = current_schema() AND p.prokind = 'f'`,
  );
  for (const { signature } of functions) await db.exec(`DROP FUNCTION IF EXISTS ${signature} CASCADE`);
}
