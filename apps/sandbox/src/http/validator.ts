import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type ValidatorFactory = (
  externalSchemas: unknown,
  options: { customOptions: Record<string, unknown> },
) => (route: { schema: unknown; httpPart?: string }) => unknown;

// The compiler Fastify itself uses, reached through Fastify's own dependencies (no second copy of Ajv).
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const AjvCompiler = requireFromFastify('@fastify/ajv-compiler') as () => ValidatorFactory;

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

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
 * Query strings, path parameters and headers arrive as text and must be coerced ('10' → 10), but a JSON
 * body says what type it means: `{ "refreshToken": 123 }` is a wrong type and answers 400, so bodies are
 * validated without coercion. Unknown fields are refused, not silently removed.
 */
export function validatorOptions(): Pick<FastifyServerOptions, 'ajv' | 'schemaController'> {
  const pool = AjvCompiler();
  return {
    ajv: { customOptions: { removeAdditional: false } },
    schemaController: {
      compilersFactory: {
        buildValidator: ((externalSchemas: unknown, options: { customOptions: Record<string, unknown> }) => {
          const coercing = pool(externalSchemas, options);
          const strict = pool(externalSchemas, {
            ...options,
            customOptions: { ...options.customOptions, coerceTypes: false },
          });
          return (route: { schema: unknown; httpPart?: string }) => {
            if (route.httpPart === 'body') return strict(route);
            if (route.httpPart === 'headers')
              return coercing({ ...route, schema: lowerCaseHeaders(route.schema) });
            return coercing(route);
          };
        }) as never,
      },
    },
  };
}
