import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../src';
import { failureOf, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('requestId', () => {
  it('is the id the gateway gave the call, on an error and on a successful answer', async () => {
    const balcao = sandbox.balcao();
    const error = await failureOf(balcao.customers.retrieve('00000000-0000-4000-8000-00000000dead'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).requestId).toMatch(/^req_[0-9a-f]{32}$/);
    const [customer] = await balcao.customers.list({ size: 1 }).toArray();
    const { response } = await balcao.customers.retrieve(String(customer?.id)).withResponse();
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^req_[0-9a-f]{32}$/);
    expect(id).not.toBe((error as NotFoundError).requestId);
  });
});
