import { createRequire } from 'node:module';
import { AmountPrecisionError, reaisToCentsExact } from '@balcao/domain/money';
import type { FastifyServerOptions } from 'fastify';
import type { AjvError } from './validation-messages';

type ValidatorFactory = (
  externalSchemas: unknown,
  options: { customOptions: Record<string, unknown> },
) => (route: { schema: unknown; httpPart?: string }) => unknown;

type SerializerFactory = (
  externalSchemas: unknown,
  options: unknown,
) => (route: { schema: unknown; httpStatus?: string }) => unknown;

// The compilers Fastify itself uses, reached through Fastify's own dependencies (no second copy of Ajv).
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const AjvCompiler = requireFromFastify('@fastify/ajv-compiler') as () => ValidatorFactory;
const SerializerSelector = requireFromFastify(
  '@fastify/fast-json-stringify-compiler',
) as () => SerializerFactory;

/**
 * What a schema compiles to, kept for the process: every sandbox built in it (each test file builds one,
 * the journeys one per file) mounts the same three contracts, and compiling their validators and
 * serialisers was most of building one. Ajv's own cache holds a schema by object, and each mount's schemas
 * are new objects (fastify-openapi-glue copies the document), so the key is the schema's text. A compiled
 * validator or serialiser is a pure function of its schema, its shared schemas and the options, which the
 * pools' keys already hold (an Ajv instance per shared schemas and options, kept here for the process too).
 */
function byText<R extends { schema: unknown }, F>(compile: (route: R) => F): (route: R) => F {
  const compiled = new Map<string, F>();
  return (route) => {
    const key = JSON.stringify(route.schema);
    let done = compiled.get(key);
    if (done === undefined) {
      done = compile(route);
      compiled.set(key, done);
    }
    return done;
  };
}

/** A compiler per set of shared schemas and options, built once for the process, its schemas kept by text. */
function kept<O, R extends { schema: unknown }, F>(
  factory: (externalSchemas: unknown, options: O) => (route: R) => F,
): (externalSchemas: unknown, options: O) => (route: R) => F {
  const compilers = new Map<string, (route: R) => F>();
  return (externalSchemas, options) => {
    const key = JSON.stringify([externalSchemas, options]);
    let compiler = compilers.get(key);
    if (!compiler) {
      compiler = byText(factory(externalSchemas, options));
      compilers.set(key, compiler);
    }
    return compiler;
  };
}

const validators = kept(AjvCompiler());
const serializers = kept(SerializerSelector());

type ObjectSchema = { properties?: Record<string, { type?: unknown }>; required?: string[] };

type Validate = ((data: unknown, context?: unknown) => boolean) & {
  errors?: AjvError[] | null;
  schemaEnv?: unknown;
};

/**
 * Node hands headers over lower-cased; Fastify adapts header schemas to that only for its own compiler,
 * so this one does it too ('Idempotency-Key' → 'idempotency-key').
 */
function lowerCaseHeaders(schema: unknown): unknown {
  const { properties, required } = (schema ?? {}) as ObjectSchema;
  if (!properties) return schema;
  return {
    ...(schema as object),
    properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k.toLowerCase(), v])),
    ...(required ? { required: required.map((r) => r.toLowerCase()) } : {}),
  };
}

/**
 * Coercion turns 'Infinity' and '1e400' into Infinity, and Ajv checks the type before coercing and skips
 * `maximum` for numbers that are not finite (so `?page=Infinity` passed `maximum: 100000`). What coerced
 * to a number that is not finite is refused here as the wrong type.
 */
function finiteNumbersOnly(validate: Validate, schema: unknown): Validate {
  const { properties } = (schema ?? {}) as ObjectSchema;
  const checked: Validate = (data, context) => {
    const valid = validate(data, context);
    checked.errors = validate.errors ?? null;
    if (!valid || !data || typeof data !== 'object') return valid;
    for (const [name, value] of Object.entries(data)) {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) {
        const type = properties?.[name]?.type ?? 'number';
        checked.errors = [{ instancePath: `/${name}`, keyword: 'type', params: { type } }];
        return false;
      }
    }
    return true;
  };
  // Fastify passes the parent object only to validators that look like Ajv's (root coercion needs it).
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/**
 * `format: money`: reais with at most two decimals (10.005 is refused, not rounded to 10.01). `-0` passes
 * `minimum: 0` in Ajv (-0 < 0 is false) but is no amount anyone means: refused too.
 */
const money = {
  type: 'number' as const,
  validate: (value: number) => {
    if (Object.is(value, -0)) return false;
    try {
      reaisToCentsExact(value);
      return true;
    } catch (error) {
      // Too large is `maximum`'s to say.
      return !(error instanceof AmountPrecisionError);
    }
  },
};

/**
 * Query strings, path parameters and headers arrive as text and must be coerced ('10' → 10), but a JSON
 * body says what type it means: `{ "refreshToken": 123 }` is a wrong type and answers 400, so bodies are
 * validated without coercion. Unknown fields are refused, not silently removed.
 */
export function validatorOptions(): Pick<FastifyServerOptions, 'ajv' | 'schemaController'> {
  return {
    ajv: { customOptions: { removeAdditional: false, formats: { money }, verbose: true } },
    schemaController: {
      compilersFactory: {
        buildValidator: ((externalSchemas: unknown, options: { customOptions: Record<string, unknown> }) => {
          const coercing = validators(externalSchemas, options);
          const strict = validators(externalSchemas, {
            ...options,
            customOptions: { ...options.customOptions, coerceTypes: false },
          });
          return (route: { schema: unknown; httpPart?: string }) => {
            if (route.httpPart === 'body') return strict(route);
            const schema = route.httpPart === 'headers' ? lowerCaseHeaders(route.schema) : route.schema;
            return finiteNumbersOnly(coercing({ ...route, schema }) as Validate, schema);
          };
        }) as never,
        buildSerializer: serializers as never,
      },
    },
  };
}
