import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  errorBody,
  jsonBody,
  refusal,
  type SandboxFaults,
  statusOf,
  type TestSandbox,
} from '../test-support';
import { createFaults } from './faults';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(async () => {
  await s?.close();
});

const balance = async () => (await s.clients(ADMIN)).banking.GET('/accounts/balance');
// The faults are the sandbox's own routes, no contract operation: raw calls.
const armedFaults = async () =>
  jsonBody<SandboxFaults>(await s.call({ method: 'GET', url: '/_sandbox/faults' })).faults;
const arm = (payload: Record<string, unknown>) =>
  s.call({ method: 'POST', url: '/_sandbox/faults', payload });

describe('/_sandbox/faults', () => {
  it('makes the next N requests of an operation answer the error, then lets it work again', async () => {
    expect(await statusOf(balance())).toBe(200);
    const armed = await arm({ operationId: 'getBankAccountBalance', status: 503, times: 2 });
    expect(armed).toMatchObject({
      status: 201,
      body: { operationId: 'getBankAccountBalance', status: 503, remaining: 2 },
    });
    expect(await armedFaults()).toEqual([
      { operationId: 'getBankAccountBalance', status: 503, remaining: 2 },
    ]);
    for (let i = 0; i < 2; i++) {
      const failed = await refusal(balance());
      expect(failed.status).toBe(503);
      expect(failed.errors).toEqual([
        { code: 'SANDBOX_FAULT', description: 'Falha simulada pelo sandbox (POST /_sandbox/faults).' },
      ]);
    }
    const recovered = await balance();
    expect(recovered.response.status).toBe(200);
    expect(typeof recovered.data!.debitAccountAmount).toBe('number');
    expect(await armedFaults()).toEqual([]);
  });

  it('answers one request by default and leaves other operations alone', async () => {
    await arm({ operationId: 'getBankAccountBalance', status: 500 });
    expect(await statusOf((await s.clients(ADMIN)).banking.GET('/accounts'))).toBe(200);
    expect(await statusOf(balance())).toBe(500);
    expect(await statusOf(balance())).toBe(200);
  });

  it('checks the caller first: a request without a session is refused as always and takes no fault', async () => {
    await arm({ operationId: 'getBankAccountBalance', status: 502, times: 1 });
    expect(await statusOf((await s.clients(null)).banking.GET('/accounts/balance'))).toBe(401);
    expect(await statusOf(balance())).toBe(502);
  });

  it('is disarmed by DELETE', async () => {
    await arm({ operationId: 'getBankAccountBalance', status: 503, times: 5 });
    const cleared = await s.call({ method: 'DELETE', url: '/_sandbox/faults' });
    expect(cleared.body).toEqual({ faults: [] });
    expect(await statusOf(balance())).toBe(200);
  });

  it('refuses operations outside the contract, statuses that are not errors and odd counts', async () => {
    const unknown = await arm({ operationId: 'noSuchOperation', status: 500 });
    expect(unknown.status).toBe(400);
    expect(errorBody(unknown).errors[0]?.description).toBe(
      'Operação desconhecida: noSuchOperation. Use um operationId dos contratos.',
    );
    for (const payload of [
      { operationId: 'getBankAccountBalance', status: 200 },
      { operationId: 'getBankAccountBalance', status: 600 },
      { operationId: 'getBankAccountBalance', status: 500, times: 0 },
      { operationId: 'getBankAccountBalance', status: 500, times: 101 },
      { operationId: '<script>', status: 500 },
      { operationId: 'getBankAccountBalance', status: 500, extra: true },
      { status: 500 },
    ]) {
      expect((await arm(payload)).status).toBe(400);
    }
    expect(await armedFaults()).toEqual([]);
  });
});

describe('createFaults', () => {
  it('counts each answer down and re-arming replaces the count', () => {
    const faults = createFaults();
    expect(faults.take('x')).toBeNull();
    faults.arm({ operationId: 'x', status: 503, remaining: 3 });
    faults.arm({ operationId: 'x', status: 500, remaining: 1 });
    expect(faults.take('x')).toBe(500);
    expect(faults.take('x')).toBeNull();
  });
});
