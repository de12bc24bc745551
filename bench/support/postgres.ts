// The Postgres server a benchmark may use: DATABASE_URL, or the local server the project's machines run
// on port 54329. Each sandbox gets its own schema, dropped when the benchmark ends.
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@balcao/sandbox';
import { onCleanup } from './processes';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:54329/postgres';

/** The server's URL, or undefined (and why) when none answers within a few seconds. */
export async function findPostgres(): Promise<{ url?: string; reason: string }> {
  const url = process.env.DATABASE_URL ?? LOCAL_SERVER;
  const source = process.env.DATABASE_URL ? 'DATABASE_URL' : `o servidor local (${LOCAL_SERVER})`;
  try {
    const probe = openDatabase({ databaseUrl: url }).then(async (db) => {
      await db.query('SELECT 1');
      await db.close();
    });
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('sem resposta')), 5_000));
    await Promise.race([probe, timeout]);
    return { url, reason: source };
  } catch (error) {
    return { reason: `${source} indisponível: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A new schema name on that server, dropped (with everything the sandbox created in it) at cleanup. */
export function benchSchema(url: string): string {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  onCleanup(async () => {
    const db = await openDatabase({ databaseUrl: url, schema, dropSchemaOnClose: true });
    await db.close();
  });
  return schema;
}
