import fc from 'fast-check';
import {
  badTextArbitrary,
  badValueArbitrary,
  DEEP_ARRAY,
  DEEP_OBJECT,
  EDGE_NUMBERS,
  HUGE_STRING,
  INERT_TEXT,
  INJECTIONS,
  isFreeText,
  numberAllowed,
  RawJson,
  serialize,
} from './bad-values';
import { encodeUrlPart, fillPath, type Operation } from './contract';
import { type Field, fieldsOf } from './schema-arbitrary';

/** One hostile request, described well enough to be replayed by hand. */
export interface BadCase {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * The contract allows this input (an optional header left out, a key of any text within its length,
   * printable text that only looks like code in a free-text field: `INERT_TEXT`): a 2xx is a right answer, only a 5xx or a write on refusal is a failure. An operation with no other
   * input (POST /twofactor/generate) has nothing else that would make it refuse.
   */
  allowedByContract?: boolean;
}

/** A request that is valid except where a case breaks it. */
export interface Baseline {
  pathValues: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const queryString = (query: Record<string, string>) => {
  const text = Object.entries(query)
    .map(([k, v]) => `${encodeUrlPart(k)}=${encodeUrlPart(v)}`)
    .join('&');
  return text ? `?${text}` : '';
};

function setAt(value: unknown, path: string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const container: Record<string, unknown> = Array.isArray(value)
    ? ([...value] as never)
    : typeof value === 'object' && value
      ? { ...value }
      : {};
  container[head] = rest.length ? setAt(container[head], rest, replacement) : replacement;
  return container;
}

function withoutAt(value: unknown, path: string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined || typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...value };
  if (rest.length) copy[head] = withoutAt(copy[head], rest);
  else delete copy[head];
  return copy;
}

/** Broken bodies that need no schema: syntax, media type, root type, depth, size. */
function structuralBodies(base: unknown): [string, Record<string, string>, string][] {
  const valid = serialize(base ?? {});
  return [
    ['broken JSON (truncated)', JSON_TYPE, '{"a":'],
    ['broken JSON (trailing comma)', JSON_TYPE, '[1,]'],
    ['broken JSON (bare word)', JSON_TYPE, 'nul'],
    ['broken JSON (Infinity)', JSON_TYPE, '{"a":Infinity}'],
    ['empty body', JSON_TYPE, ''],
    ['text/plain', { 'content-type': 'text/plain' }, valid],
    ['form-urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&b=2'],
    ['application/xml', { 'content-type': 'application/xml' }, '<a>1</a>'],
    ['JSON labelled utf-16', { 'content-type': 'application/json; charset=utf-16' }, valid],
    ['no content type', {}, valid],
    ['root array', JSON_TYPE, '[]'],
    ['root string', JSON_TYPE, '"x"'],
    ['root number', JSON_TYPE, '1e400'],
    ['root null', JSON_TYPE, 'null'],
    ['5,000 nested arrays', JSON_TYPE, DEEP_ARRAY],
    ['5,000 nested objects', JSON_TYPE, DEEP_OBJECT],
    ['2 MB body', JSON_TYPE, JSON.stringify({ a: HUGE_STRING.repeat(20) })],
    ['unknown field', JSON_TYPE, serialize({ ...(base as object), unexpectedField: 1 })],
    ['__proto__ key', JSON_TYPE, valid.replace(/^\{/, '{"__proto__":{"isAdmin":true},').replace(',}', '}')],
    [
      'constructor.prototype key',
      JSON_TYPE,
      serialize({ ...(base as object), constructor: { prototype: { a: 1 } } }),
    ],
  ];
}

export interface CaseOptions {
  runs: number;
  seed: number;
}

/** Every hostile variant of one operation: the fixed catalogue plus `runs` draws per input. */
export function badCases(op: Operation, base: Baseline, { runs, seed }: CaseOptions): BadCase[] {
  const cases: BadCase[] = [];
  const idempotency: Record<string, string> =
    op.method === 'POST' ? { 'idempotency-key': `resilience-${seed}-${op.operationId}` } : {};
  let n = 0;
  const nextKey = (): Record<string, string> =>
    op.method === 'POST' ? { 'idempotency-key': `resilience-${seed}-${op.operationId}-${++n}` } : {};
  const at = (pathValues: Record<string, string>, query: Record<string, string>, encode = true) =>
    `${fillPath(op, pathValues, encode)}${queryString(query)}`;
  const basePath = at(base.pathValues, base.query);
  const bodyOf = (value: unknown) =>
    op.body ? { body: serialize(value), headers: { ...JSON_TYPE, ...nextKey() } } : { headers: nextKey() };

  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    const fixed = ['abc', '-1', '0', '1.5', '%00', ...EDGE_NUMBERS, ...INJECTIONS, 'x'.repeat(5000)];
    const drawn = fc.sample(badTextArbitrary(param.schema), { seed, numRuns: runs });
    for (const value of [...fixed, ...drawn]) {
      const raw = value === '%00';
      const path = at({ ...base.pathValues, [param.name]: value }, base.query, !raw);
      cases.push({ label: `path ${param.name}`, method: op.method, path, ...bodyOf(base.body) });
    }
  }
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    const drawn = fc.sample(badTextArbitrary(param.schema), { seed: seed + 1, numRuns: runs });
    for (const value of [...EDGE_NUMBERS.slice(0, 6), ...INJECTIONS, HUGE_STRING.slice(0, 8000), ...drawn]) {
      const path = at(base.pathValues, { ...base.query, [param.name]: value });
      cases.push({ label: `query ${param.name}`, method: op.method, path, ...bodyOf(base.body) });
    }
    const repeated = `${basePath}${basePath.includes('?') ? '&' : '?'}${param.name}=1&${param.name}=2`;
    cases.push({
      label: `query ${param.name} repeated`,
      method: op.method,
      path: repeated,
      ...bodyOf(base.body),
    });
  }
  if (op.method === 'POST') {
    for (const [label, key] of [
      ['missing Idempotency-Key', undefined],
      ['10k Idempotency-Key', 'k'.repeat(10_000)],
      ['injection Idempotency-Key', "' OR 1=1--"],
    ] as const) {
      const headers: Record<string, string> = op.body ? { ...JSON_TYPE } : {};
      if (key) headers['idempotency-key'] = key;
      cases.push({
        label,
        method: op.method,
        path: basePath,
        headers,
        ...(op.body ? { body: serialize(base.body) } : {}),
        ...(key === undefined || key.length <= 64 ? { allowedByContract: true } : {}),
      });
    }
  }
  if (!op.body) return cases;

  for (const [label, headers, body] of structuralBodies(base.body)) {
    cases.push({
      label: `body ${label}`,
      method: op.method,
      path: basePath,
      headers: { ...headers, ...idempotency, ...nextKey() },
      body,
    });
  }
  const fields = fieldsOf(op.body);
  for (const field of fields.filter((f) => f.required)) {
    // A required field of an optional object the baseline left out: 'missing' would be the baseline itself.
    if (serialize(withoutAt(base.body, field.path)) === serialize(base.body)) continue;
    cases.push({
      label: `missing ${field.path.join('.')}`,
      method: op.method,
      path: basePath,
      ...bodyOf(withoutAt(base.body, field.path)),
    });
  }
  if (fields.length) {
    const mutation = fc
      .constantFrom(...fields)
      .chain((field: Field) => fc.tuple(fc.constant(field), badValueArbitrary(field.schema)));
    for (const [field, value] of fc.sample(mutation, { seed: seed + 2, numRuns: runs * 3 })) {
      const label = `field ${field.path.join('.')} = ${value instanceof RawJson ? value.text : typeof value}`;
      const inert =
        (typeof value === 'string' && INERT_TEXT.has(value) && isFreeText(field.schema)) ||
        numberAllowed(field.schema, value);
      cases.push({
        label,
        method: op.method,
        path: basePath,
        ...bodyOf(setAt(base.body, field.path, value)),
        ...(inert ? { allowedByContract: true } : {}),
      });
    }
    const first = fields[0] as Field;
    cases.push({
      label: `field ${first.path.join('.')} nested 5,000 deep`,
      method: op.method,
      path: basePath,
      ...bodyOf(setAt(base.body, first.path, new RawJson(DEEP_ARRAY))),
    });
  }
  return cases;
}
