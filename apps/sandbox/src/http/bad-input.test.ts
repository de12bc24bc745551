import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, errorBody, type RawAnswer, type TestSandbox } from '../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const SIGN_IN = '/core/public/auth/sign-in';
const json = { 'content-type': 'application/json' };

function expectErrors(response: RawAnswer, status: number, code?: string) {
  expect(response.status).toBe(status);
  const { errors } = errorBody(response);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toEqual({ code: expect.any(String), description: expect.any(String) });
  if (code) expect(errors[0]!.code).toBe(code);
}

describe('bad input answers 400 with an errors list, never 500', () => {
  it('malformed JSON and an empty body', async () => {
    expectErrors(
      await s.call({ method: 'POST', url: SIGN_IN, payload: '{"credentials":', headers: json }),
      400,
      'INVALID_JSON',
    );
    expectErrors(
      await s.call({ method: 'POST', url: SIGN_IN, payload: '', headers: json }),
      400,
      'INVALID_JSON',
    );
    expectErrors(await s.call({ method: 'POST', url: SIGN_IN }), 400, 'INVALID_JSON');
  });

  it('wrong types, without coercing them', async () => {
    const number = await s.call({
      method: 'POST',
      url: '/core/public/auth/refresh-token',
      payload: { refreshToken: 123 },
    });
    expectErrors(number, 400, 'VALIDATION');
    expect(errorBody(number).errors[0]?.description).toBe('O campo refreshToken deve ser um texto.');
    const array = await s.call({ method: 'POST', url: SIGN_IN, payload: [] });
    expectErrors(array, 400, 'VALIDATION');
    const nested = await s.call({
      method: 'POST',
      url: SIGN_IN,
      payload: { credentials: { email: 'a@b.c', password: true } },
    });
    expect(errorBody(nested).errors[0]?.description).toBe('O campo credentials.password deve ser um texto.');
  });

  it('missing and unknown fields', async () => {
    const missing = await s.call({
      method: 'POST',
      url: SIGN_IN,
      payload: { credentials: { email: 'a@b.c' } },
    });
    expect(errorBody(missing).errors[0]?.description).toBe('O campo credentials.password é obrigatório.');
    const unknown = await s.call({
      method: 'POST',
      url: SIGN_IN,
      payload: { credentials: { email: 'a@b.c', password: 'x' }, admin: true },
    });
    expectErrors(unknown, 400, 'VALIDATION');
    expect(errorBody(unknown).errors[0]?.description).toBe('O campo admin não é permitido.');
  });

  it('an oversized body answers 413', async () => {
    const payload = JSON.stringify({ refreshToken: 'x'.repeat(1024 * 1024 + 10) });
    const response = await s.call({
      method: 'POST',
      url: '/core/public/auth/refresh-token',
      payload,
      headers: json,
    });
    expectErrors(response, 413, 'BODY_TOO_LARGE');
    expect(errorBody(response).message).toBe('O corpo da requisição passa do limite de 1 MiB.');
  });

  it('a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await s.call({
        method: 'POST',
        url: SIGN_IN,
        payload: 'a=1',
        headers: { 'content-type': type },
      });
      expectErrors(response, 400, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('bad query, path and header values', async () => {
    expectErrors(
      await s.call({ method: 'GET', url: '/core/public/postal-codes/abc/json' }),
      400,
      'VALIDATION',
    );
    const header = await s.call({
      method: 'POST',
      url: SIGN_IN,
      payload: { credentials: { email: 'a@b.c', password: 'x' } },
      headers: { 'idempotency-key': 'curta' },
    });
    expect(errorBody(header).errors[0]?.description).toBe(
      'O cabeçalho Idempotency-Key deve ter no mínimo 8 caracteres.',
    );
  });
});

describe('only the contract is answered', () => {
  it('an unknown route is a 404 with an errors list', async () => {
    for (const [method, url] of [
      ['GET', '/core/nao-existe'],
      ['POST', '/core/nao-existe'],
      ['GET', '/banking/extrato'],
      ['GET', '/payment/qualquer'],
      ['GET', '/_sandbox/nada'],
    ] as const) {
      expectErrors(await s.call({ method, url }), 404, 'NOT_FOUND');
    }
  });

  it('a method the contract does not give a path is not answered', async () => {
    const admin = await s.bearer('admin@demo.balcao.dev');
    expectErrors(await s.call({ method: 'DELETE', url: '/core/notification-panel', headers: admin }), 404);
    expectErrors(await s.call({ method: 'GET', url: SIGN_IN }), 404);
    expectErrors(
      await s.call({ method: 'PUT', url: '/core/sellers/user-terms/current', headers: admin }),
      404,
    );
  });

  it('answers only the fields the contract declares', async () => {
    const session = await s.signIn('admin@demo.balcao.dev');
    expect(Object.keys(session).sort()).toEqual(
      [
        'bankingRoles',
        'bankingStatus',
        'bankingType',
        'companyName',
        'document',
        'email',
        'fantasyName',
        'idSeller',
        'isActiveForTax',
        'mixedInstallment',
        'refreshToken',
        'roles',
        'token',
      ].sort(),
    );
  });
});
