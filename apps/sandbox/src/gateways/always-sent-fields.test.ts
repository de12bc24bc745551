import type { payment } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocuments, type OpenApiDocument } from '../openapi';
import { ADMIN, createTestSandbox, jsonBody, OTHER_ADMIN, type TestSandbox } from '../test-support';

/**
 * The contract leaves a response property out of `required` only when the gateway really leaves it out
 * of some answer: otherwise the generated types make integrators write `?.` and `??` for a field that is
 * never missing (issue 24, item 4). This file reads real answers (every GET the admin can make without
 * parameters, the details of a charge and a link, the lookups, the sign-in, the activation, the event
 * log), walks each beside its schema and records the optional properties it saw missing. An optional
 * property never seen missing belongs in `required`; once there, the serialiser refuses an answer without
 * it, so `required` is what the gateway always sends.
 */

type Node = Record<string, unknown>;
type ChargePage = payment.components['schemas']['ChargePage'];
type LinkPage = payment.components['schemas']['PaymentLinkPage'];

const documents = new Map(loadDocuments().map((d) => [d.gateway, d.document]));

/** A `$ref` followed to its schema; a named schema gives its name to what is found below it. */
function resolve(gateway: string, node: Node, where: string): [Node, string] {
  let current = node;
  let at = where;
  while (typeof current.$ref === 'string') {
    const name = current.$ref.split('/').pop()!;
    current = (documents.get(gateway as never)?.components?.schemas?.[name] ?? {}) as Node;
    at = `${gateway}:${name}`;
  }
  return [current, at];
}

const branches = (node: Node) =>
  ['oneOf', 'anyOf', 'allOf'].flatMap((k) => (node[k] as Node[] | undefined) ?? []);
const propertiesOf = (node: Node) => (node.properties ?? {}) as Record<string, Node>;
const requiredOf = (node: Node) => new Set((node.required ?? []) as string[]);

/** Every optional property of the schemas an answer (or a webhook delivery) can carry. */
function optionalProperties(
  gateway: string,
  schema: Node,
  where: string,
  found: Set<string>,
  seen: Set<Node>,
) {
  const [node, at] = resolve(gateway, schema, where);
  if (seen.has(node)) return;
  seen.add(node);
  for (const branch of branches(node)) optionalProperties(gateway, branch, at, found, seen);
  if (node.items) optionalProperties(gateway, node.items as Node, `${at}[]`, found, seen);
  const required = requiredOf(node);
  for (const [name, property] of Object.entries(propertiesOf(node))) {
    if (!required.has(name)) found.add(`${at}.${name}`);
    optionalProperties(gateway, property, `${at}.${name}`, found, seen);
  }
}

const successSchema = (operation: Node): Node | undefined => {
  const responses = (operation.responses ?? {}) as Record<string, Node>;
  const code = Object.keys(responses).find((c) => /^2\d\d$/.test(c));
  const content = code ? (responses[code]?.content as Record<string, Node> | undefined) : undefined;
  return content?.['application/json']?.schema as Node | undefined;
};

function contractOptionals(): Set<string> {
  const found = new Set<string>();
  for (const [gateway, document] of documents) {
    const seen = new Set<Node>();
    for (const item of Object.values(document.paths ?? {}))
      for (const operation of Object.values(item) as Node[]) {
        const schema = successSchema(operation);
        if (schema) optionalProperties(gateway, schema, `${gateway}:${operation.operationId}`, found, seen);
      }
    for (const hook of Object.values((document.webhooks ?? {}) as Record<string, Node>)) {
      const body = (hook.post as Node | undefined)?.requestBody as Node | undefined;
      const schema = (body?.content as Record<string, Node> | undefined)?.['application/json']?.schema;
      if (schema) optionalProperties(gateway, schema as Node, `${gateway}:webhook`, found, seen);
    }
  }
  return found;
}

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an object answer can be this object schema: every required key there, no key it lacks. */
function fits(gateway: string, schema: Node, value: unknown): boolean {
  const [node] = resolve(gateway, schema, '');
  if (branches(node).length) return branches(node).some((b) => fits(gateway, b, value));
  if (!isObject(value)) return !node.properties;
  const properties = propertiesOf(node);
  return (
    [...requiredOf(node)].every((k) => k in value) &&
    (node.additionalProperties !== false || Object.keys(value).every((k) => k in properties))
  );
}

/** Walks an answer beside its schema, adding to `missing` each optional property absent where it sits. */
function observe(gateway: string, schema: Node, value: unknown, where: string, missing: Set<string>) {
  const [node, at] = resolve(gateway, schema, where);
  if (value === null || value === undefined) return;
  const discriminator = node.discriminator as
    | { propertyName: string; mapping?: Record<string, string> }
    | undefined;
  if (discriminator?.mapping && isObject(value)) {
    const ref = discriminator.mapping[String(value[discriminator.propertyName])];
    if (ref) return observe(gateway, { $ref: ref }, value, at, missing);
  }
  for (const branch of branches(node))
    if (node.allOf || fits(gateway, branch, value)) observe(gateway, branch, value, at, missing);
  if (Array.isArray(value) && node.items) {
    for (const item of value) observe(gateway, node.items as Node, item, `${at}[]`, missing);
    return;
  }
  if (!isObject(value)) return;
  const required = requiredOf(node);
  for (const [name, property] of Object.entries(propertiesOf(node))) {
    if (!(name in value)) {
      if (!required.has(name)) missing.add(`${at}.${name}`);
    } else observe(gateway, property, value[name], `${at}.${name}`, missing);
  }
}

/** The operation a URL reaches: the path template with fewest parameters that matches. */
function operationOf(gateway: string, method: string, url: string): Node {
  const path = url.replace(/^\/[a-z]+/, '').split('?')[0]!;
  const document = documents.get(gateway as never) as OpenApiDocument;
  const templates = Object.keys(document.paths ?? {})
    .filter((t) => new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path))
    .sort((a, b) => a.split('{').length - b.split('{').length);
  const operation = document.paths?.[templates[0] ?? '']?.[method.toLowerCase()];
  if (!operation) throw new Error(`nenhuma operação para ${method} ${url}`);
  return operation as Node;
}

let s: TestSandbox;
const missing = new Set<string>();
const answered: string[] = [];

async function read(method: 'GET' | 'POST', url: string, email: string | null, payload?: unknown) {
  const gateway = url.split('/')[1]!;
  const operation = operationOf(gateway, method, url);
  const headers = email ? await s.bearer(email) : {};
  const { status, body } = await s.call({
    method,
    url,
    headers,
    ...(payload ? { payload: payload as object } : {}),
  });
  const schema = successSchema(operation);
  if (status >= 300 || !schema || (!isObject(body) && !Array.isArray(body))) return body;
  answered.push(String(operation.operationId));
  observe(gateway, schema, body, `${gateway}:${operation.operationId}`, missing);
  return body;
}

/** Every GET without path parameters or required query parameters: the lists, the settings, the status. */
function plainReads(): string[] {
  const urls: string[] = [];
  for (const [gateway, document] of documents)
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const get = (item as Node).get as Node | undefined;
      const parameters = [
        ...(((item as Node).parameters as Node[] | undefined) ?? []),
        ...((get?.parameters as Node[] | undefined) ?? []),
      ];
      if (!get || path.includes('{') || parameters.some((p) => p.required)) continue;
      urls.push(`/${gateway}${path}`);
    }
  return urls;
}

const address = {
  zipCode: '20040020',
  street: 'Praça Floriano',
  number: '55',
  complement: '',
  district: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
  country: 'BR',
};
const owner = {
  document: '52998224725',
  firstName: 'Olívia',
  lastName: 'Souza',
  birthdate: '1985-05-02',
  email: 'olivia@comerciomodelo.com.br',
  address,
};
/** An activation, so that its answer and the stored submission are read too. */
const activation = {
  fantasyName: 'Comércio Modelo',
  companyName: 'Comércio Modelo Ltda',
  document: '45321678000104',
  url: 'https://comerciomodelo.com.br',
  openingDate: '2015-03-10',
  businessType: 'LTDA',
  mainActivity: '4712100',
  email: 'financeiro@comerciomodelo.com.br',
  address,
  accountOwner: { ...owner, phoneNumber: '21987654321' },
  naturalOwner: [{ ...owner, phone: '21987654321', type: 'PARTNER' }],
  legalOwner: [],
};

beforeAll(async () => {
  s = await createTestSandbox();
  await read('POST', '/core/public/auth/sign-in', null, {
    credentials: { email: ADMIN, password: 'demo12345' },
  });
  for (const url of plainReads()) await read('GET', url, ADMIN);
  const charges = jsonBody<ChargePage>({ body: await read('GET', '/payment/charges?size=50', ADMIN) });
  for (const charge of charges.content.slice(0, 20)) {
    await read('GET', `/payment/charges/${charge.uuid}`, ADMIN);
    await read('GET', `/payment/charges/${charge.uuid}/split`, ADMIN);
  }
  for (const kind of ['orders', 'subscriptions', 'fast-orders']) {
    const links = jsonBody<LinkPage>({
      body: await read('GET', `/payment/payment-links?kind=${kind}`, ADMIN),
    });
    for (const link of links.content.slice(0, 5))
      await read('GET', `/payment/payment-links/${link.uuid}`, ADMIN);
  }
  await read('GET', '/core/public/companies/11222333000181', null);
  await read('GET', '/core/public/postal-codes/01310-100/json', null);
  await read('POST', '/banking/accounts/activation', OTHER_ADMIN, activation);
  await read('GET', '/banking/accounts/activation', OTHER_ADMIN);
}, 120_000);
afterAll(() => s?.close());

describe('the response fields the contract leaves optional', () => {
  it('reads answers of the main operations of the three gateways', () => {
    for (const operation of [
      'signIn',
      'listCharges',
      'getCharge',
      'getChargeSplit',
      'getPaymentLink',
      'getCompanyByCnpj',
      'getBankAccount',
      'listEvents',
    ])
      expect(answered).toContain(operation);
  });

  it('are each missing from some real answer: the rest the gateway always sends, and the contract requires', () => {
    const neverMissing = [...contractOptionals()].filter((property) => !missing.has(property)).sort();
    expect(neverMissing).toEqual([]);
  });
});
