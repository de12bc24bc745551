import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, dumpDatabase, openDatabase } from './db';

// The embedded database's own batches (embedded.ts) against what PGlite's `query` gave before: the same
// values, the same transactions, and the failures a rule relies on.
let db: Db;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
  await db.exec(`CREATE TABLE t (id serial PRIMARY KEY, name text UNIQUE, amount bigint, day date,
    at timestamptz, data jsonb, tags text[], raw bytea, ok boolean)`);
});
afterAll(() => db?.close());

describe('the embedded database', () => {
  it('gives each type the value PGlite gives, on the first use of a statement and after', async () => {
    const insert = `INSERT INTO t (name, amount, day, at, data, tags, raw, ok)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`;
    const values = [9_007_199_254_740_993n, '2026-11-25', new Date('2026-11-25T13:00:00Z')];
    const [first] = await db.query(insert, [
      'a',
      ...values,
      { x: [1] },
      ['p', 'q'],
      new Uint8Array([1, 255]),
      true,
    ]);
    const [second] = await db.query(insert, ['b', 5, '2026-01-02', null, null, [], null, false]);
    expect(first).toMatchObject({
      name: 'a',
      amount: 9_007_199_254_740_993n,
      day: new Date('2026-11-25T00:00:00Z'),
      at: new Date('2026-11-25T13:00:00Z'),
      data: { x: [1] },
      tags: ['p', 'q'],
      raw: new Uint8Array([1, 255]),
      ok: true,
    });
    expect(second).toMatchObject({
      name: 'b',
      amount: 5,
      at: null,
      data: null,
      tags: [],
      raw: null,
      ok: false,
    });
  });

  it('runs statements started together inside one transaction one after the other', async () => {
    const counts = await db.read((tx) =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          tx.query<{ n: number }>(`SELECT count(*)::int + $1::int AS n FROM t`, [i]),
        ),
      ),
    );
    expect(counts.map(([row]) => row?.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });

  it('refuses a write on a read, and keeps nothing of a transaction that threw', async () => {
    await expect(db.read((tx) => tx.query(`INSERT INTO t (name) VALUES ($1)`, ['c']))).rejects.toMatchObject({
      code: '25006',
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO t (name) VALUES ($1)`, ['d']);
        throw new Error('desistiu');
      }),
    ).rejects.toThrow('desistiu');
    expect(await db.query(`SELECT name FROM t WHERE name = ANY($1) ORDER BY name`, [['c', 'd']])).toEqual([]);
  });

  it('refuses to commit a transaction where a statement failed and the rule went on', async () => {
    const attempt = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO t (name) VALUES ($1)`, ['e']);
      await tx.query(`INSERT INTO t (name) VALUES ($1)`, ['a']).catch(() => undefined); // unique violation
    });
    await expect(attempt).rejects.toMatchObject({ code: '25P02' });
    expect(await db.query(`SELECT name FROM t WHERE name = $1`, ['e'])).toEqual([]);
    // The database is usable afterwards: the failed batch ran to its sync.
    expect(await db.query(`SELECT count(*)::int AS n FROM t WHERE id > $1`, [0])).toEqual([{ n: 2 }]);
  });

  it('sees a column a migration added in a statement prepared before it', async () => {
    const all = `SELECT * FROM t WHERE name = $1`;
    expect(Object.keys((await db.query(all, ['a']))[0] ?? {})).not.toContain('note');
    await db.exec(`ALTER TABLE t ADD COLUMN note text DEFAULT 'nova'`);
    expect((await db.query(all, ['a']))[0]).toMatchObject({ name: 'a', note: 'nova' });
  });

  it('copies itself from a checkpoint: a copy opens with no log to replay, and holds what was written', async () => {
    await db.exec(`INSERT INTO t (name) SELECT 'n' || n FROM generate_series(1, 2000) AS n`);
    const [written] = await db.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
    const snapshot = await dumpDatabase(db);
    // The copy's last checkpoint starts where the writes ended: opening it replays nothing.
    const [checkpoint] = await db.query<{ covered: boolean }>(
      'SELECT redo_lsn >= $1::pg_lsn AS covered FROM pg_control_checkpoint()',
      [written!.lsn],
    );
    expect(checkpoint!.covered).toBe(true);
    const copy = await openDatabase({ inMemory: true, snapshot });
    try {
      const [rows] = await copy.query<{ n: number }>(`SELECT count(*)::int AS n FROM t WHERE name LIKE 'n%'`);
      expect(rows!.n).toBe(2000);
    } finally {
      await copy.close();
    }
  });

  it('answers a malformed statement with the database error, and goes on', async () => {
    await expect(db.query(`SELEC name FROM t WHERE id = $1`, [1])).rejects.toMatchObject({ code: '42601' });
    expect(await db.query(`SELECT name FROM t WHERE id = $1`, [1])).toEqual([{ name: 'a' }]);
  });
});
