import { describe, expect, it } from 'vitest';
import { loadDocuments, type OpenApiDocument } from '../openapi';

/**
 * Money precision is checked once, at the edge: every decimal number a request may carry is
 * `format: money` (reais with at most two decimals, validator.ts), so no rule behind the edge needs
 * its own try/catch for a third decimal. The numbers below are not reais, each with its own rule.
 */
const NOT_MONEY = new Set([
  // A sub-seller's share: a percent or reais by its type, with the form's own message (domain sub-sellers).
  'payment createSubSeller.paymentValue',
  'payment updateSubSeller.paymentValue',
  // A link discount: a whole percent from 0 to 100 (PaymentLinkDiscount).
  'payment createPaymentLink.allowedPaymentMethods.creditCardMethod.discount.amount',
  'payment createPaymentLink.allowedPaymentMethods.bankSlipMethod.discount.amount',
  'payment createPaymentLink.allowedPaymentMethods.pixMethod.discount.amount',
  'payment updatePaymentLink.allowedPaymentMethods.creditCardMethod.discount.amount',
  'payment updatePaymentLink.allowedPaymentMethods.bankSlipMethod.discount.amount',
  'payment updatePaymentLink.allowedPaymentMethods.pixMethod.discount.amount',
]);

type Schema = { $ref?: string; type?: string | string[]; format?: string; [key: string]: unknown };

function requestNumbers(gateway: string, document: OpenApiDocument): { path: string; format?: string }[] {
  const resolve = (node: unknown): Schema | undefined => {
    let schema = node as Schema | undefined;
    while (schema?.$ref) {
      const keys = schema.$ref.replace('#/', '').split('/');
      schema = keys.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], document) as Schema;
    }
    return schema;
  };
  const found: { path: string; format?: string }[] = [];
  const walk = (node: unknown, path: string, depth: number) => {
    const schema = resolve(node);
    if (!schema || depth > 12) return;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('number')) found.push({ path: `${gateway} ${path}`, format: schema.format });
    for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, unknown>))
      walk(child, `${path}.${name}`, depth + 1);
    if (schema.items) walk(schema.items, `${path}[]`, depth + 1);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const)
      for (const part of (schema[key] ?? []) as unknown[]) walk(part, path, depth + 1);
  };
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item) as Record<string, unknown>[]) {
      const id = operation?.operationId as string | undefined;
      if (!id) continue;
      const body = resolve(operation.requestBody) as
        | { content?: Record<string, { schema?: unknown }> }
        | undefined;
      const schema = body?.content?.['application/json']?.schema;
      if (schema) walk(schema, id, 0);
      for (const parameter of ((operation.parameters ?? []) as unknown[]).map(resolve) as (Schema & {
        name?: string;
      })[])
        if (parameter?.schema) walk(parameter.schema, `${id}?${parameter.name}`, 0);
    }
  return found;
}

describe('money precision at the edge', () => {
  const numbers = loadDocuments().flatMap(({ gateway, document }) => requestNumbers(gateway, document));

  it('finds the request numbers it checks (the walk reaches bodies, arrays and query parameters)', () => {
    const paths = numbers.map((number) => number.path);
    expect(paths).toContain('banking requestTransfer.amount');
    expect(paths).toContain('payment createPlan.basicValues[].value');
    expect(paths).toContain('payment listCharges?valueMin');
  });

  it('marks every decimal number in a request `format: money`, unless it is named as not reais', () => {
    const unmarked = numbers.filter((number) => number.format !== 'money' && !NOT_MONEY.has(number.path));
    expect(unmarked).toEqual([]);
  });
});
