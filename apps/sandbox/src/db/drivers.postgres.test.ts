import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../test-global-setup';
import { inject } from 'vitest';
import { type Db, openDatabase } from './db';
import { openTestDatabase } from './test-database';

// The same rows give the same JavaScript values on the embedded PGlite and on a Postgres server (pg-types.ts):
// what every test file proves on PGlite then holds on a server, and npm test runs on the server only what
// differs there (several connections and processes). Only collected with DATABASE_URL.
let lite: Db;
let server: Db;
beforeAll(async () => {
  lite = await openDatabase({ inMemory: true });
  server = await openTestDatabase(undefined, inject('postgresTemplate') || undefined);
});
afterAll(async () => {
  await lite?.close();
  await server?.close();
});

/** One value of each type a column of the migrations has (udt_name), and what aggregates over them give. */
const SAMPLES: Record<string, string> = {
  int2: '7::int2',
  int4: '2147483647::int4',
  int8: '9007199254740993::int8',
  float4: '2.5::real',
  float8: '2.5::float8',
  numeric: '1.50::numeric(10,2)',
  text: `'ação'::text`,
  varchar: `'x'::varchar`,
  bool: 'true',
  date: `'2026-01-31'::date`,
  timestamptz: `'2026-01-31T12:00:00.123Z'::timestamptz`,
  timestamp: `'2026-01-31T12:00:00'::timestamp`,
  uuid: `'00000000-0000-4000-8000-000000000001'::uuid`,
  json: `'{"a":[1,"b"]}'::json`,
  jsonb: `'{"a":[1,"b"]}'::jsonb`,
  bytea: `'\\x00ff'::bytea`,
  _text: `ARRAY['a', NULL, 'c']::text[]`,
  _int4: 'ARRAY[1, 2]::int4[]',
  _int8: 'ARRAY[1, 9007199254740993]::int8[]',
  _uuid: `ARRAY['00000000-0000-4000-8000-000000000001']::uuid[]`,
  _date: `ARRAY['2026-01-01', NULL]::date[]`,
};

const AGGREGATES = `SELECT count(*) AS count, sum(x) AS sum_int8, sum(x::int4) AS sum_int4, max(x) AS max_int8,
  min(d) AS min_date, count(*) FILTER (WHERE x > 1) AS filtered, NULL::int8 AS null_int8, 'infinity'::date AS inf
  FROM (VALUES (1::int8, '2026-01-02'::date), (2::int8, '2026-01-01'::date)) v(x, d)`;

const bytes = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Uint8Array ? [...v] : v] as const));

describe('the Postgres driver parses as PGlite', () => {
  it('gives the same value, of the same type, for each column type and for aggregates', async () => {
    const sql = `SELECT ${Object.entries(SAMPLES)
      .map(([name, value]) => `${value} AS ${name}`)
      .join(', ')}`;
    const [fromLite] = await lite.query<Record<string, unknown>>(sql);
    const [fromServer] = await server.query<Record<string, unknown>>(sql);
    expect(bytes(fromServer!)).toStrictEqual(bytes(fromLite!));
    expect(typeof fromServer!.int8).toBe('bigint'); // beyond 2^53: exact, as PGlite keeps it
    expect(await server.query(AGGREGATES)).toStrictEqual(await lite.query(AGGREGATES));
    expect((await server.query<{ count: unknown }>(AGGREGATES))[0]!.count).toBe(2);
  });

  it('knows every column type the migrations use (a new one is compared here before it ships)', async () => {
    const used = await server.query<{ type: string }>(
      `SELECT DISTINCT udt_name AS type FROM information_schema.columns
        WHERE table_schema = current_schema() ORDER BY 1`,
    );
    expect(used.length).toBeGreaterThan(5);
    expect(used.map((u) => u.type).filter((type) => !(type in SAMPLES))).toEqual([]);
  });
});
