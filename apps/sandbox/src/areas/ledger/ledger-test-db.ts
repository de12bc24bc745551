import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import '../../test-global-setup';
import type { Db } from '../../db/db';
import { openTestDatabase } from '../../db/test-database';
import { prepareDatabase } from '../../start';

/**
 * The ledger's tests need its tables and sellers, not a server: the run's migrated copy (PGlite, or the
 * Postgres template with DATABASE_URL) without starting Fastify.
 */
export async function openLedgerDatabase(): Promise<Db> {
  const snapshot = inject('pgliteSnapshot');
  const db = await openTestDatabase(
    snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
    inject('postgresTemplate') || undefined,
  );
  await prepareDatabase(db);
  return db;
}

/** A seller of its own per test, so that no test sees another's movements. */
export async function newSeller(db: Db): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO sellers (document, company_name, created_at) VALUES ($1, 'Razão Teste Ltda', now()) RETURNING id`,
    [`9${randomBytes(6).readUIntBE(0, 6)}`.slice(0, 14)],
  );
  if (!row) throw new Error('vendedor não criado');
  return row.id;
}
