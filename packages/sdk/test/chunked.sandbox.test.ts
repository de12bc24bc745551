// The resources against the real sandbox answering as it would behind nginx with gzip or an API gateway:
// every body streamed without Content-Length (Transfer-Encoding: chunked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../src';
import { failureOf, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox({ chunkedAnswers: true });
}, 60_000);
afterAll(() => sandbox?.close());

describe('a sandbox that answers chunked', () => {
  it('really answers without Content-Length', async () => {
    const response = await fetch(`${sandbox.url}/core/public/companies/11222333000181`);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    await response.arrayBuffer();
  });

  it('signs in, reads, pages, writes and deletes through the SDK', async () => {
    const balcao = sandbox.balcao();
    const { data, response } = await balcao.features.list().withResponse();
    expect(response.headers.get('content-length')).toBeNull();
    expect(data).toContain('view_seller_payment_link');
    const customers = [];
    for await (const page of balcao.customers.list({ size: 5 }).pages()) {
      customers.push(...page.content);
      if (customers.length >= 10) break;
    }
    expect(customers).toHaveLength(10);
    const key = await balcao.apiKeys.create({ title: 'Pedaços' });
    expect(key.token).toMatch(/^bk_test_/);
    await expect(balcao.apiKeys.delete(key.id)).resolves.toBeUndefined();
    expect(await failureOf(balcao.customers.retrieve(crypto.randomUUID()))).toBeInstanceOf(NotFoundError);
  });
});
