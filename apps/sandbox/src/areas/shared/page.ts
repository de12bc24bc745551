import type { Db } from '../../db/db';

/** The Spring page every list answers (the documents' convention). */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export interface PageQuery {
  /** The columns, without the count. */
  select: string;
  /** `table alias JOIN …` */
  from: string;
  /** The filter, its parameters numbered from $1. */
  where: string;
  params: readonly unknown[];
  orderBy: string;
  page: number;
  size: number;
}

/**
 * One page and the total in one query: `count(*) OVER()` counts what the filter matched before LIMIT cuts
 * it. Only a page past the end (no row to carry the count) costs a second, counting query. For lists
 * kept small per seller; the charges list, with its millions, counts by day instead (charges/list.ts).
 */
export async function queryPage<Row extends object, T>(
  db: Db,
  q: PageQuery,
  toItem: (row: Row) => T,
): Promise<Page<T>> {
  const n = q.params.length;
  const rows = await db.query<Row & { total_elements: number }>(
    `SELECT ${q.select}, count(*) OVER()::int AS total_elements FROM ${q.from} WHERE ${q.where}
      ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...q.params, q.size, q.page * q.size],
  );
  let totalElements = rows[0]?.total_elements ?? 0;
  if (rows.length === 0 && q.page > 0) {
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${q.from} WHERE ${q.where}`,
      q.params,
    );
    totalElements = count?.n ?? 0;
  }
  return {
    content: rows.map((row) => toItem(row)),
    totalElements,
    totalPages: Math.ceil(totalElements / q.size),
    number: q.page,
    size: q.size,
  };
}
