// The Postgres server's driver made to parse values as the embedded PGlite does. Every test file runs on
// PGlite; with the two drivers giving the same JavaScript values for the same rows, what passes there
// cannot break on a server through a value's type (npm test then runs on a server only what differs:
// several connections and processes, `*.postgres.test.ts`). Left alone, `pg` gives an int8 (`count(*)`, a
// `bigint` column) as a string where PGlite gives a number, and a `date` at local midnight where PGlite
// gives UTC midnight. drivers.postgres.test.ts compares the two on every type the migrations use.
import pg from 'pg';

// biome-ignore lint/suspicious/noExplicitAny: the parsers of the pg-types tables take any text
type Parser = (value: string) => any;

/** As PGlite: a number while it is exact, a bigint beyond. */
function int8(value: string): number | bigint {
  const big = BigInt(value);
  return big < Number.MIN_SAFE_INTEGER || big > Number.MAX_SAFE_INTEGER ? big : Number(big);
}

/** As PGlite: `new Date('yyyy-mm-dd')`, midnight UTC, whatever the process's time zone. */
function date(value: string): Date | number {
  if (value === 'infinity') return Number.POSITIVE_INFINITY;
  if (value === '-infinity') return Number.NEGATIVE_INFINITY;
  return new Date(value);
}

const textArray = pg.types.getTypeParser(1009 as number, 'text') as Parser;
const arrayOf =
  (parse: Parser): Parser =>
  (value) =>
    (textArray(value) as (string | null)[]).map((item) => (item === null ? null : parse(item)));

const OIDS = { int8: 20, int8Array: 1016, date: 1082, dateArray: 1182 } as const;

const PGLITE_ALIKE: Record<number, Parser> = {
  [OIDS.int8]: int8,
  [OIDS.int8Array]: arrayOf(int8),
  [OIDS.date]: date,
  [OIDS.dateArray]: arrayOf(date),
};

/** The `types` option of a pg pool: PGlite's parsers where the two differ, pg's own elsewhere. */
export const pgliteAlikeTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary' && PGLITE_ALIKE[oid]) return PGLITE_ALIKE[oid];
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;
