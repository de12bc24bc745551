// What the README promises of every call, checked on every method the client has, found by reflection
// rather than listed: a method added later is held to it without anyone editing this file.
import { describe, expect, it } from 'vitest';
import { APIPromise, Balcao } from '../src';

/** Local work, not a call of the gateway: the webhook helpers verify and sign on this machine. */
const LOCAL = new Set(['webhooks.verify', 'webhooks.sign', 'webhooks.buildTestDelivery']);

interface Method {
  path: string;
  invoke: () => unknown;
}

/** Every method of every resource, nested resources (`pix.keys`, `charges.refunds`) included. */
function methodsOf(resource: object, path: string): Method[] {
  const methods: Method[] = [];
  for (const [name, value] of Object.entries(resource))
    if (typeof value === 'object' && value !== null) methods.push(...methodsOf(value, `${path}${name}.`));
  const prototype = Object.getPrototypeOf(resource);
  if (prototype === Object.prototype) return methods;
  for (const name of Object.getOwnPropertyNames(prototype)) {
    const method = (resource as Record<string, unknown>)[name];
    if (name === 'constructor' || typeof method !== 'function') continue;
    // Arguments of the right arity; what they hold does not matter, the answer below is `{}` anyway.
    const args = Array.from({ length: method.length }, () => ({}));
    methods.push({ path: `${path}${name}`, invoke: () => method.apply(resource, args) });
  }
  return methods;
}

const balcao = new Balcao({
  baseUrl: 'http://gateway.test',
  apiKey: 'bk_test_every_call',
  maxRetries: 0,
  fetch: async () => Response.json({}),
});
const resources = Object.entries(balcao).filter(([, value]) => typeof value === 'object' && value !== null);
const methods = resources.flatMap(([name, resource]) => methodsOf(resource, `${name}.`));

describe('every resource method', () => {
  it('was found', () => {
    expect(methods.length).toBeGreaterThan(150);
    expect(methods.map((method) => method.path)).toEqual(
      expect.arrayContaining(['bankAccount.status', 'cardInvoices.pendingPayment', 'pix.keys.create']),
    );
  });

  it.each(methods.filter((method) => !LOCAL.has(method.path)).map((method) => [method.path, method]))(
    '%s returns an APIPromise, or a list to iterate',
    async (_path, method) => {
      const result = method.invoke();
      if (typeof result === 'object' && result !== null && Symbol.asyncIterator in result) return;
      expect(result).toBeInstanceOf(APIPromise);
      const call = result as APIPromise<unknown>;
      expect(typeof call.withResponse).toBe('function');
      // Settled (whatever `{}` made of it) so that nothing is left running or rejected unhandled.
      await call.withResponse().catch(() => {});
    },
  );
});
