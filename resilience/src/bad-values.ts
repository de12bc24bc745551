import fc from 'fast-check';
import type { JsonSchema } from './contract';
import { fieldTypes } from './schema-arbitrary';

/** A JSON fragment written as text, for the values JSON.stringify cannot produce (1e400, Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, with every RawJson spliced in verbatim. */
export function serialize(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  });
  return (text ?? '').replace(/"\\u0001RAW(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)] ?? 'null');
}

export const HUGE_STRING = 'a'.repeat(100_000);

/** What an attacker types into any text box: SQL, markup, paths, templates, control characters. */
export const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE charges;--',
  "'; SELECT pg_sleep(5);--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the Log4Shell probe is this literal text.
  '${jndi:ldap://127.0.0.1/x}',
  '{{7*7}}',
  '%00',
  'a\u0000b',
  '\u202Egnp.exe',
  '\uD800',
];

/**
 * The injections that are printable text: a title or a description may hold them (the product stores text
 * as text, through parameters, and shows it escaped), so a free-text field that accepts one is right.
 * Markup, NUL, controls, bidirectional overrides and lone surrogates stay refused everywhere.
 */
export const INERT_TEXT: ReadonlySet<string> = new Set([
  "' OR '1'='1",
  '1; DROP TABLE charges;--',
  "'; SELECT pg_sleep(5);--",
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the Log4Shell probe is this literal text.
  '${jndi:ldap://127.0.0.1/x}',
  '{{7*7}}',
  '%00',
]);

/** A string field that says nothing of its shape (no pattern, format or enum): free text. */
export const isFreeText = (schema: JsonSchema) =>
  fieldTypes(schema).includes('string') &&
  schema.pattern === undefined &&
  schema.format === undefined &&
  schema.enum === undefined;

/**
 * True when an edge number is one the field's schema accepts after all (1.5 is a fine amount of money in
 * reais, 0 a fine page): such a case breaks nothing, so a 2xx to it is no failure.
 */
export function numberAllowed(schema: JsonSchema, value: unknown): boolean {
  if (!(value instanceof RawJson)) return false;
  const n = Number(value.text);
  const types = fieldTypes(schema);
  if (!Number.isFinite(n) || Object.is(n, -0) || !/^-?\d+(\.\d+)?$/.test(value.text)) return false;
  if (!(types.includes('number') || (types.includes('integer') && Number.isInteger(n)))) return false;
  if (!Number.isSafeInteger(Math.round(n * 100))) return false;
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const [min, max] = [num(schema.minimum), num(schema.maximum)];
  const [above, below] = [num(schema.exclusiveMinimum), num(schema.exclusiveMaximum)];
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) return false;
  if ((above !== undefined && n <= above) || (below !== undefined && n >= below)) return false;
  // Money takes at most two decimals (`format: money`).
  return schema.format !== 'money' || Number.isInteger(Math.round(n * 1e6) / 1e4);
}

/** Numbers at the edges of what parsers, integers and money columns hold. */
export const EDGE_NUMBERS = [
  '1e400',
  '-1e400',
  'Infinity',
  '-Infinity',
  'NaN',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '-1',
  '0',
  '-0',
  '1.5',
  '0.001',
  '1e-400',
];

export const DEEP_ARRAY = `${'['.repeat(5000)}${']'.repeat(5000)}`;
export const DEEP_OBJECT = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

/** A value of every other JSON type than the field's. */
function wrongTypes(schema: JsonSchema): unknown[] {
  const types = new Set(fieldTypes(schema));
  const all: [string, unknown][] = [
    ['string', 'texto'],
    ['integer', 12345],
    ['number', 12.5],
    ['boolean', true],
    ['object', { a: 1 }],
    ['array', [1, 'a']],
    ['null', null],
  ];
  return all
    .filter(([type]) => !types.has(type) && !(type === 'integer' && types.has('number')))
    .map(([, v]) => v);
}

/**
 * Values this field's schema refuses, drawn by fast-check from the schema itself: over the length,
 * outside the range, off the enum or pattern, the wrong type, plus the edge numbers and injections.
 */
export function badValueArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = fieldTypes(schema);
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...wrongTypes(schema)),
    fc.constantFrom(...EDGE_NUMBERS).map((text) => new RawJson(text)),
    fc.constantFrom(...INJECTIONS),
    fc.constant(HUGE_STRING),
    fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`),
  ];
  const maxLength = schema.maxLength;
  if (typeof maxLength === 'number') {
    options.push(fc.string({ minLength: maxLength + 1, maxLength: maxLength + 40 }));
  }
  if (typeof schema.minLength === 'number' && schema.minLength > 0) {
    options.push(fc.string({ maxLength: schema.minLength - 1 }));
  }
  const enumValues = schema.enum;
  if (enumValues) options.push(fc.string({ maxLength: 12 }).filter((s) => !enumValues.includes(s)));
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    options.push(fc.string({ maxLength: 20 }).filter((s) => !pattern.test(s)));
  }
  if (typeof schema.format === 'string') options.push(fc.constantFrom('not-a-format', '2024-13-45', '@'));
  if (types.includes('integer') || types.includes('number')) {
    const max = Math.ceil(typeof schema.maximum === 'number' ? schema.maximum : 2147483647);
    const min = Math.floor(typeof schema.minimum === 'number' ? schema.minimum : -2147483648);
    options.push(fc.integer({ min: max + 1, max: max + 1_000_000 }));
    options.push(fc.integer({ min: min - 1_000_000, max: min - 1 }));
    if (types.includes('integer')) options.push(fc.double({ min: 0.01, max: 999, noNaN: true }));
  }
  return fc.oneof(...options);
}

/**
 * Node refuses a request line past its 16 KiB header limit before any server code runs (431, connection
 * closed): a URL value longer than this tests Node, not the sandbox. That answer, in the product's error
 * shape, is checked in apps/sandbox/src/http/client-errors.test.ts.
 */
export const URL_VALUE_MAX = 8000;

/** The same idea for a value that travels in a URL (path or query): text only, within the header limit. */
export function badTextArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  return badValueArbitrary(schema).map((value) => {
    const text = value instanceof RawJson ? value.text : typeof value === 'string' ? value : serialize(value);
    return text.slice(0, URL_VALUE_MAX);
  });
}
