import fc from 'fast-check';
import type { JsonSchema } from './contract';

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** `allOf` folded into one object schema: enough for the documents, which use it for composition only. */
function merged(schema: JsonSchema): JsonSchema {
  const parts = schema.allOf as JsonSchema[] | undefined;
  if (!parts) return schema;
  const { allOf: _, ...rest } = schema;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  let result: JsonSchema = rest as JsonSchema;
  for (const part of parts.map(merged)) {
    Object.assign(properties, part.properties);
    required.push(...(part.required ?? []));
    result = { ...result, ...part };
  }
  return { ...result, properties, required };
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? 24, Math.max(minLength, 24));
  const fits = (s: string) => s.length >= minLength && s.length <= (num(schema.maxLength) ?? Infinity);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
  }
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  return fc.string({ unit: 'grapheme-ascii', minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = num(schema.minimum) ?? (num(schema.exclusiveMinimum) ?? -1) + 1;
  const max = num(schema.maximum) ?? Math.max(min, 0) + 1000;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
}

/**
 * Values the schema accepts, as fast-check draws them: the starting point every bad input breaks one
 * piece of, so that the rest of the request is plausible and the broken piece is what gets judged.
 */
export function validArbitrary(input: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = merged(input);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validArbitrary(s, depth + 1)));
  const types = typesOf(schema).filter((t) => t !== 'null');
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.min(num(schema.maxItems) ?? 3, Math.max(minLength, 3));
      if (depth > 6) return fc.constant([]);
      return fc.array(validArbitrary(schema.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      if (depth > 6) return fc.constant({});
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, validArbitrary(s, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in properties) },
      );
      const minProperties = num(schema.minProperties) ?? 0;
      return record.filter((value) => Object.keys(value).length >= minProperties);
    }
    default:
      return fc.constant('x');
  }
}

/** One field of a body, with where it sits: the unit a bad input replaces. */
export interface Field {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/** Every field reachable through objects and the first item of arrays, bounded in depth. */
export function fieldsOf(input: JsonSchema, path: string[] = [], depth = 0): Field[] {
  const schema = merged(input);
  if (depth > 5) return [];
  const fields: Field[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const at = [...path, key];
    fields.push({ path: at, schema: merged(child), required: (schema.required ?? []).includes(key) });
    fields.push(...fieldsOf(child, at, depth + 1));
  }
  if (schema.items) fields.push(...fieldsOf(schema.items, [...path, '0'], depth + 1));
  return fields;
}

export const fieldTypes = (schema: JsonSchema) => typesOf(merged(schema));

/** One valid value, the same for a given seed. */
export function sampleValid(schema: JsonSchema, seed: number): unknown {
  return fc.sample(validArbitrary(schema), { seed, numRuns: 1 })[0];
}
