import { HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  APIConnectionError,
  APITimeoutError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  BalcaoError,
  ConflictError,
  type ErrorCodeOf,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  SignInErrorCode,
} from '../src';
import { timers } from '../src/core/timers';
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

/** Resolves when the request is aborted: a gateway that never answers, without a clock. */
function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
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

  it("reads the first error's code as one of the contract's codes, which a typo fails to compile against", async () => {
    server.use(
      http.get(TOGGLES_URL, () =>
        HttpResponse.json(errorBody('BAR-0001', 'E-mail ou senha inválidos.'), { status: 401 }),
      ),
    );
    const failure = await failureOf(
      newBalcao({ session: makeSession({ refreshToken: null }), maxRetries: 0 }).features.list(),
    );
    if (!(failure instanceof BalcaoError)) throw failure;
    expect(failure.code).toBe(SignInErrorCode.invalidCredentials);
    const codes: ErrorCodeOf<'signIn', 401>[] = [
      SignInErrorCode.invalidCredentials,
      'BAR-0002',
      'UNAUTHORIZED',
    ];
    expect(codes).toContain(failure.code);
    // @ts-expect-error 'INVALID_CREDENTIAL' is no code of the contract: the comparison cannot compile.
    expect(failure.code === 'INVALID_CREDENTIAL').toBe(false);
    // @ts-expect-error DUPLICATE_DOCUMENT is a 409 of createCustomer, not one of its 400s.
    const misplaced: ErrorCodeOf<'createCustomer', 400> = 'DUPLICATE_DOCUMENT';
    expect(misplaced).toBe('DUPLICATE_DOCUMENT');
    expect(new APIConnectionError().code).toBeUndefined();
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
    let aborted = false;
    server.use(
      // Never answers on its own: only the client's timeout can end the call.
      http.get(TOGGLES_URL, async ({ request }) => {
        await untilAborted(request.signal);
        aborted = true;
        return HttpResponse.json([]);
      }),
    );
    const failure = await failureOf(
      newBalcao({ session: makeSession(), timeoutMs: 50, maxRetries: 0 }).features.list(),
    );
    expect(failure).toBeInstanceOf(APITimeoutError);
    expect(failure).toBeInstanceOf(APIConnectionError);
    expect(aborted).toBe(true);
  });

  it('a timeout is retried like a connection error, each attempt with its own timeout', async () => {
    const sleeps = recordSleeps();
    let calls = 0;
    server.use(
      http.get(TOGGLES_URL, async ({ request }) => {
        calls += 1;
        if (calls === 1) await untilAborted(request.signal);
        return HttpResponse.json(['ok']);
      }),
    );
    await expect(newBalcao({ session: makeSession(), timeoutMs: 50 }).features.list()).resolves.toEqual([
      'ok',
    ]);
    expect(calls).toBe(2);
    expect(sleeps).toHaveLength(1);
  });

  it("the caller's signal aborts the call with APIUserAbortError and no retry", async () => {
    const controller = new AbortController();
    let calls = 0;
    server.use(
      // The abort is sent once the request is in flight; the default timeout is far off.
      http.get(TOGGLES_URL, async ({ request }) => {
        calls += 1;
        controller.abort();
        await untilAborted(request.signal);
        return HttpResponse.json([]);
      }),
    );
    const call = newBalcao({ session: makeSession() }).features.list({ signal: controller.signal });
    expect(await failureOf(call)).toBeInstanceOf(APIUserAbortError);
    expect(calls).toBe(1);
  });

  it('an abort during the wait between retries stops there', async () => {
    // The clock stands still unless the test moves it: the 30 s the gateway asks for never pass alone.
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let calls = 0;
    server.use(
      http.get(TOGGLES_URL, () => {
        calls += 1;
        return HttpResponse.json(errorBody('E', 'x'), { status: 503, headers: { 'Retry-After': '30' } });
      }),
    );
    const controller = new AbortController();
    const sleep = timers.sleep;
    const waits: number[] = [];
    vi.spyOn(timers, 'sleep').mockImplementation((ms, signal) => {
      waits.push(ms);
      const waiting = sleep(ms, signal);
      controller.abort();
      return waiting;
    });
    const started = Date.now();
    let endedAt: number | undefined;
    const failure = failureOf(
      newBalcao({ session: makeSession() }).features.list({ signal: controller.signal }),
    ).finally(() => {
      endedAt = Date.now();
    });
    // Past the 30 s: a wait deaf to the abort would end here, and the call with it.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await failure).toBeInstanceOf(APIUserAbortError);
    expect(waits).toEqual([30_000]);
    expect(endedAt! - started).toBeLessThan(30_000);
    expect(calls).toBe(1);
  });

  it("the caller's AbortSignal.timeout() ends the call with APITimeoutError, the deadline its cause, no retry", async () => {
    let calls = 0;
    server.use(
      http.get(TOGGLES_URL, async ({ request }) => {
        calls += 1;
        await untilAborted(request.signal);
        return HttpResponse.json([]);
      }),
    );
    const signal = AbortSignal.timeout(50);
    const failure = await failureOf(newBalcao({ session: makeSession() }).features.list({ signal }));
    expect(failure).toBeInstanceOf(APITimeoutError);
    expect(failure).not.toBeInstanceOf(APIUserAbortError);
    expect((failure as Error).cause).toBe(signal.reason);
    expect(calls).toBe(1);
  });

  it('a caller whose abort reason is a TimeoutError gets APITimeoutError too, even between retries', async () => {
    server.use(
      http.get(TOGGLES_URL, () =>
        HttpResponse.json(errorBody('E', 'x'), { status: 503, headers: { 'Retry-After': '30' } }),
      ),
    );
    const controller = new AbortController();
    const sleep = timers.sleep;
    vi.spyOn(timers, 'sleep').mockImplementation((ms, signal) => {
      const waiting = sleep(ms, signal);
      controller.abort(new DOMException('Prazo do lote esgotado', 'TimeoutError'));
      return waiting;
    });
    const call = newBalcao({ session: makeSession() }).features.list({ signal: controller.signal });
    expect(await failureOf(call)).toBeInstanceOf(APITimeoutError);
  });

  it('a signal already past its deadline sends nothing and says timeout', async () => {
    let calls = 0;
    server.use(
      http.get(TOGGLES_URL, () => {
        calls += 1;
        return HttpResponse.json([]);
      }),
    );
    const signal = AbortSignal.abort(new DOMException('late', 'TimeoutError'));
    const call = newBalcao({ session: makeSession() }).features.list({ signal });
    expect(await failureOf(call)).toBeInstanceOf(APITimeoutError);
    expect(calls).toBe(0);
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
