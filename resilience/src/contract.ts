import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './sandbox';

export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  gateway: 'core' | 'banking' | 'payment';
  operationId: string;
  method: string;
  /** With the gateway prefix, e.g. `/payment/charges/{id}`. */
  path: string;
  tags: string[];
  parameters: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body?: JsonSchema;
  bodyRequired: boolean;
  security: 'public' | 'bearer' | 'two-factor';
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export const GATEWAYS = ['core', 'banking', 'payment'] as const;

/** Inlines every local `$ref`; a `$ref` inside its own expansion is left as `{}` (any value). */
function resolveRefs(node: unknown, root: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, root, seen));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) return {};
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], root);
    return resolveRefs(target, root, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolveRefs(v, root, seen)]));
}

/** Every operation of the three documents, read from the YAML the sandbox itself mounts. */
export function loadOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const gateway of GATEWAYS) {
    const raw = parse(readFileSync(join(repoRoot, 'openapi', `${gateway}.yaml`), 'utf8'));
    const doc = resolveRefs(raw, raw) as {
      security?: unknown[];
      paths?: Record<string, Record<string, unknown>>;
    };
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method] as Record<string, unknown> | undefined;
        if (!op) continue;
        const parameters = [
          ...((item.parameters as Parameter[]) ?? []),
          ...((op.parameters as Parameter[]) ?? []),
        ].map((p) => ({ ...p, required: Boolean(p.required), schema: p.schema ?? {} }));
        const requestBody = op.requestBody as
          | { required?: boolean; content?: Record<string, { schema?: JsonSchema }> }
          | undefined;
        const security = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
        const schemes = security.flatMap((s) => Object.keys(s));
        const body = requestBody?.content?.['application/json']?.schema;
        operations.push({
          gateway,
          operationId: String(op.operationId),
          method: method.toUpperCase(),
          path: `/${gateway}${path}`,
          tags: (op.tags as string[]) ?? [],
          parameters,
          ...(body ? { body } : {}),
          bodyRequired: Boolean(requestBody?.required),
          security: schemes.includes('twoFactorAuth')
            ? 'two-factor'
            : schemes.includes('bearerAuth')
              ? 'bearer'
              : 'public',
        });
      }
    }
  }
  return operations;
}

export const isRead = (op: Operation) => op.method === 'GET';
export const pathParams = (op: Operation) => op.parameters.filter((p) => p.in === 'path');

/** encodeURIComponent throws on a lone surrogate; a client would send U+FFFD's bytes instead. */
export function encodeUrlPart(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** Fills `{name}` placeholders; values are URL-encoded the way any client would send them. */
export function fillPath(op: Operation, values: Record<string, string>, encode = true): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name] ?? '';
    return encode ? encodeUrlPart(value) : value;
  });
}
