import type { Db } from './db';

const identifier = /^[a-z_][a-z0-9_]*$/;

/**
 * Many rows in few statements (the seed must be quick): multi-row VALUES, chunked under Postgres' limit
 * of 65535 parameters. Table and column names are code, never input.
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning?: string,
): Promise<Record<string, unknown>[]> {
  if (![table, ...columns].every((name) => identifier.test(name)))
    throw new Error(`Nome inválido em ${table}`);
  const perChunk = Math.max(1, Math.floor(60000 / columns.length));
  const out: Record<string, unknown>[] = [];
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const values = chunk
      .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
      .join(', ');
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}${returning ? ` RETURNING ${returning}` : ''}`;
    out.push(...(await db.query(sql, chunk.flat())));
  }
  return out;
}
