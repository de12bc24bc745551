import { type ApiDate, isApiDate } from '@balcao/domain/dates';
import type { SearchSchemaInput } from '@tanstack/react-router';
import * as v from 'valibot';

/**
 * The valibot fragments every route's `validateSearch` is built from. A URL is typed by people and kept
 * in bookmarks, so a bad value never throws: each fragment falls back to its default (or to absent), and
 * the page opens as if the value had not been there.
 */

/** The last page a list URL may ask for; anything past it reads as the first page. */
export const MAX_PAGE = 100_000;

const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(Number),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

/** A 1-based page number; anything else is the first page. */
export const pageParam = v.fallback(wholeNumber(1, MAX_PAGE), 1);

/** A 0-based page number, for the lists whose URL counts as the API does; anything else is the first page. */
export const zeroBasedPageParam = v.fallback(wholeNumber(0, MAX_PAGE), 0);

/** Whole cents up to `max`, or absent. The router reads '?valueMin=1000' as a number, so both kinds pass. */
export const centsParam = (max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
        v.transform(Number),
        v.integer(),
        v.minValue(0),
        v.maxValue(max),
      ),
    ),
    undefined,
  );

/**
 * A search term trimmed to what the API takes, or ''. The router reads '?term=52998224725' as a number:
 * a document search must survive a reload, so numbers are read back as text.
 */
export const termParam = (max: number) =>
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim().slice(0, max)),
    ),
    '',
  );

/** A calendar day 'yyyy-MM-dd', or absent. */
export const dayParam = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.check(isApiDate),
      v.transform((day): ApiDate => day),
    ),
  ),
  undefined,
);

/** One of `values` (a tab, a status list's entry), else `fallback`. */
export const oneOfParam = <const T extends string>(values: readonly T[], fallback: T) =>
  v.fallback(v.picklist(values), fallback);

/** One of `values`, or absent. */
export const optionalOneOfParam = <const T extends string>(values: readonly T[]) =>
  v.fallback(v.optional(v.picklist(values)), undefined);

/** A value of an option list (`[{ value, label }]`, as the filters' selects have them). */
export const valuesOf = <T extends string>(options: readonly { value: T }[]): T[] =>
  options.map((option) => option.value);

/** 'true' or true; anything else is false. */
export const flagParam = v.fallback(
  v.pipe(
    v.union([v.boolean(), v.string()]),
    v.transform((value) => value === true || value === 'true'),
  ),
  false,
);

/**
 * A date range counts only whole and in order (the APIs refuse a start without an end): `{ from, to }`
 * or nothing, to spread into the parsed search under the names the route uses.
 */
export function wholeRange(
  from: ApiDate | undefined,
  to: ApiDate | undefined,
): { from: ApiDate; to: ApiDate } | null {
  return from && to && from <= to ? { from, to } : null;
}

/**
 * A route's `validateSearch` from fragments. The marker makes every param optional in links
 * (`{ to: '/clientes' }` is enough); `v.parse` cannot throw, since every fragment has its fallback.
 */
export function searchParser<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const schema = v.object(entries);
  return (
    search: Partial<Record<keyof TEntries, unknown>> & SearchSchemaInput,
  ): v.InferOutput<typeof schema> => v.parse(schema, search);
}
