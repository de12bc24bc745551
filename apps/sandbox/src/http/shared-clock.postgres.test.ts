import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createSecondProcess, createTestSandbox, signInOn, type TestSandbox } from '../test-support';

// A second sandbox on the same Postgres database, with its own clock in memory, stands in for a second
// process: the clock is read with the user in an authenticated request's one query, and alone before a
// public operation, so a move on the first is seen by the second's next request of either kind.
let a: TestSandbox;
let b: FastifyInstance;

beforeAll(async () => {
  a = await createTestSandbox();
  b = await createSecondProcess(a.db);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const signInOnB = () => signInOn(b, ADMIN);

describe('the clock moved by another process', () => {
  it('reaches an authenticated read and a public operation on the next request', async () => {
    const token = await signInOnB();
    const read = () =>
      b.inject({
        method: 'GET',
        url: '/core/users/feature-toggles',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await read()).statusCode).toBe(200);
    // Measured on the sandbox's clock, which the run pins far from the machine's date (test-clock.ts).
    const before = a.clock.now().getTime();

    const moved = await a.call({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { advanceSeconds: 86_400 },
    });
    expect(moved.status).toBe(200);

    const expired = await read();
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain('Sessão expirada');
    const issuedAt = decodeJwt(await signInOnB()).iat ?? 0;
    expect(issuedAt * 1000).toBeGreaterThan(before + 86_000_000);
  });
});
