import { describe, expect, it } from 'vitest';
import { loadDocuments, type OpenApiDocument } from './openapi';

type Node = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Follows a local `$ref` ('#/components/schemas/X') to what it names. */
function resolve(document: OpenApiDocument, node: Node): Node {
  let current = node;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
    const target = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (at, key) => (at as Node | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        document,
      );
    if (!target) throw new Error(`$ref sem destino: ${current.$ref}`);
    current = target as Node;
  }
  return current;
}

const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'contains'];

/** Every number or integer schema reachable from `schema`, with where it sits. */
function numericSchemas(
  document: OpenApiDocument,
  schema: Node,
  at: string,
  seen = new Set<Node>(),
): [string, Node][] {
  const node = resolve(document, schema);
  if (seen.has(node)) return [];
  seen.add(node);
  const types = [node.type].flat();
  const found: [string, Node][] = types.includes('integer') || types.includes('number') ? [[at, node]] : [];
  const children: [string, unknown][] = [
    ...Object.entries((node.properties as Node | undefined) ?? {}).map(([k, v]): [string, unknown] => [
      `${at}.${k}`,
      v,
    ]),
    ...SUBSCHEMAS.map((k): [string, unknown] => [`${at}.${k}`, node[k]]),
    ...SUBSCHEMA_LISTS.flatMap((k) =>
      [node[k] ?? []].flat().map((v, i): [string, unknown] => [`${at}.${k}[${i}]`, v]),
    ),
  ];
  for (const [where, child] of children) {
    if (child && typeof child === 'object')
      found.push(...numericSchemas(document, child as Node, where, seen));
  }
  return found;
}

/** The number and integer schemas of what callers send: path, query and header parameters, and bodies. */
function requestNumbers(document: OpenApiDocument): [string, Node][] {
  const found: [string, Node][] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const shared = (item.parameters as Node[] | undefined) ?? [];
    for (const method of METHODS.filter((m) => item[m])) {
      const operation = item[method] as Node;
      const where = `${method.toUpperCase()} ${path}`;
      for (const ref of [...shared, ...((operation.parameters as Node[] | undefined) ?? [])]) {
        const parameter = resolve(document, ref);
        if (parameter.schema)
          found.push(
            ...numericSchemas(
              document,
              parameter.schema as Node,
              `${where} ${parameter.in} ${parameter.name}`,
            ),
          );
      }
      const body = operation.requestBody ? resolve(document, operation.requestBody as Node) : null;
      for (const [type, media] of Object.entries((body?.content as Record<string, Node> | undefined) ?? {})) {
        if (media.schema)
          found.push(...numericSchemas(document, media.schema as Node, `${where} body(${type})`));
      }
    }
  }
  return found;
}

describe('the contract bounds every number a caller sends', () => {
  const documents = loadDocuments();

  it('finds the numbers it checks (the walk reaches parameters, $refs and nested bodies)', () => {
    const all = documents.flatMap(({ document }) => requestNumbers(document).map(([where]) => where));
    expect(all).toContain('PATCH /notification-panel/{id}/read path id');
    expect(all).toContain('GET /charges query page');
    expect(all).toContain('POST /charges/{id}/refunds body(application/json).amount');
    expect(all).toContain('POST /payment-links body(application/json).paymentOrder.value');
  });

  it.each(documents.map(({ gateway, document }) => [gateway, document] as const))(
    '%s: every integer and number in a request has a maximum',
    (_gateway, document) => {
      const unbounded = requestNumbers(document)
        .filter(([, schema]) => schema.maximum === undefined && schema.exclusiveMaximum === undefined)
        .map(([where]) => where);
      expect(unbounded).toEqual([]);
    },
  );

  it.each(documents.map(({ gateway, document }) => [gateway, document] as const))(
    '%s: integers a caller sends fit a Postgres integer',
    (_gateway, document) => {
      const tooWide = requestNumbers(document)
        .filter(([, schema]) => [schema.type].flat().includes('integer'))
        .filter(([, schema]) => Number(schema.maximum) > 2147483647 || Number(schema.minimum) < -2147483648)
        .map(([where]) => where);
      expect(tooWide).toEqual([]);
    },
  );
});
