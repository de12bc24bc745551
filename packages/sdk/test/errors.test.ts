import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  APIConnectionError,
  APITimeoutError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  BalcaoError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from '../src';
import {
  errorBody,
  makeSession,
  newBalcao,
  recordSleeps,
  server,
  TOGGLES_URL,
  useMockServer,
} from './support';

useMockServer();

async function failureOf(promise: PromiseLike<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('error classes', () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
    [418, BalcaoError],
  ])('a %i becomes %o with status, errors and requestId', async (code, ErrorClass) => {
    server.use(
      http.get(TOGGLES_URL, () =>
        HttpResponse.json(errorBody('BAR-0042', 'Descrição do servidor.'), {
          status: code,
          headers: { 'x-request-id': `req-${code}` },
        }),
      ),
    );
    const failure = await failureOf(
      newBalcao({ session: makeSession({ refreshToken: null }), maxRetries: 0 }).features.list(),
    );
    expect(failure).toBeInstanceOf(ErrorClass);
    expect(failure).toBeInstanceOf(BalcaoError);
    expect(failure).toMatchObject({
      name: ErrorClass.name,
      status: code,
      errors: [{ code: 'BAR-0042', description: 'Descrição do servidor.' }],
      requestId: `req-${code}`,
      message: `${code} BAR-0042: Descrição do servidor.`,
    });
  });

  it('uses the body message when there is one, and copes with a body that is not JSON', async () => {
    server.use(
      http.get(TOGGLES_URL, () =>
        HttpResponse.json(
          { ...errorBody('VALIDATION', 'x'), message: 'O campo é obrigatório.' },
          { status: 400 },
        ),
      ),
    );
    const withMessage = await failureOf(newBalcao({ session: makeSession() }).features.list());
    expect(withMessage).toMatchObject({ message: '400 O campo é obrigatório.', requestId: undefined });

    server.use(http.get(TOGGLES_URL, () => new HttpResponse('<html>oops</html>', { status: 404 })));
    const notJson = await failureOf(newBalcao({ session: makeSession() }).features.list());
    expect(notJson).toBeInstanceOf(NotFoundError);
    expect(notJson).toMatchObject({ status: 404, errors: [], body: '<html>oops</html>' });
  });

  it('a network failure is an APIConnectionError without status', async () => {
    server.use(http.get(TOGGLES_URL, () => HttpResponse.error()));
    const failure = await failureOf(newBalcao({ session: makeSession(), maxRetries: 0 }).features.list());
    expect(failure).toBeInstanceOf(APIConnectionError);
    expect(failure).toMatchObject({ status: undefined });
  });
});

describe('timeouts and aborts', () => {
  it('a request slower than timeoutMs fails with APITimeoutError', async () => {
    server.use(http.get(TOGGLES_URL, () => delay('infinite')));
    const started = Date.now();
    const failure = await failureOf(
      newBalcao({ session: makeSession(), timeoutMs: 50, maxRetries: 0 }).features.list(),
    );
    expect(failure).toBeInstanceOf(APITimeoutError);
    expect(failure).toBeInstanceOf(APIConnectionError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a timeout is retried like a connection error, each attempt with its own timeout', async () => {
    recordSleeps();
    let calls = 0;
    server.use(
      http.get(TOGGLES_URL, async () => {
        calls += 1;
        if (calls === 1) await delay('infinite');
        return HttpResponse.json(['ok']);
      }),
    );
    await expect(newBalcao({ session: makeSession(), timeoutMs: 50 }).features.list()).resolves.toEqual([
      'ok',
    ]);
    expect(calls).toBe(2);
  });

  it("the caller's signal aborts the call with APIUserAbortError and no retry", async () => {
    let calls = 0;
    server.use(
      http.get(TOGGLES_URL, () => {
        calls += 1;
        return delay('infinite');
      }),
    );
    const controller = new AbortController();
    const call = newBalcao({ session: makeSession() }).features.list({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await failureOf(call)).toBeInstanceOf(APIUserAbortError);
    expect(calls).toBe(1);
  });

  it('an abort during the wait between retries stops there', async () => {
    let calls = 0;
    server.use(
      http.get(TOGGLES_URL, () => {
        calls += 1;
        return HttpResponse.json(errorBody('E', 'x'), { status: 503, headers: { 'Retry-After': '30' } });
      }),
    );
    const controller = new AbortController();
    const call = newBalcao({ session: makeSession() }).features.list({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    expect(await failureOf(call)).toBeInstanceOf(APIUserAbortError);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(calls).toBe(1);
  });

  it('an already aborted signal sends nothing', async () => {
    let calls = 0;
    server.use(
      http.get(TOGGLES_URL, () => {
        calls += 1;
        return HttpResponse.json([]);
      }),
    );
    const call = newBalcao({ session: makeSession() }).features.list({ signal: AbortSignal.abort() });
    expect(await failureOf(call)).toBeInstanceOf(APIUserAbortError);
    expect(calls).toBe(0);
  });
});

describe('construction', () => {
  it('rejects a baseUrl that is not an http(s) URL and negative counts', () => {
    expect(() => newBalcao({ baseUrl: 'localhost:4010' })).toThrow(BalcaoError);
    expect(() => newBalcao({ maxRetries: -1 })).toThrow(/maxRetries/);
    expect(() => newBalcao({ timeoutMs: Number.NaN })).toThrow(/timeoutMs/);
  });
});
