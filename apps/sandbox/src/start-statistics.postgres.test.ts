import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/db';
import { openTestDatabase } from './db/test-database';
import { prepareDatabase } from './start';
import { testClockStart } from './test-clock';

// A fresh schema (no template): what `npm start` meets on a new server.
let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
}, 120_000);
afterAll(() => db?.close());

const analysedTables = async () =>
  (
    await db.query<{ tablename: string }>(
      `SELECT DISTINCT tablename FROM pg_stats WHERE schemaname = current_schema() ORDER BY tablename`,
    )
  ).map((row) => row.tablename);

describe('a database seeded on a server', () => {
  it('leaves the planner its statistics, without waiting for autovacuum', async () => {
    expect(await prepareDatabase(db, { clockAt: testClockStart() })).toBe(true);
    const tables = await analysedTables();
    expect(db.kind).toBe('postgres');
    expect(tables).toEqual(expect.arrayContaining(['charges', 'customers', 'ledger_postings']));
  }, 300_000);
});
