import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { APIConnectionError, ConflictError, InternalServerError, RateLimitError } from '../src';
import { backoffMs, isRetryableRequest, retryAfterMs } from '../src/core/retry-policy';
import {
  CORE,
  errorBody,
  makeSession,
  newBalcao,
  recordSleeps,
  SIGN_IN_URL,
  server,
  TOGGLES_URL,
  useMockServer,
} from './support';

useMockServer();

/** Answers the toggles call with `failures` in order, then 200; counts the calls. */
function togglesFailing(...failures: (() => Response)[]) {
  const state = { calls: 0 };
  server.use(
    http.get(TOGGLES_URL, () => {
      state.calls += 1;
      const failure = failures[state.calls - 1];
      return failure ? failure() : HttpResponse.json(['ok']);
    }),
  );
  return state;
}

const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    HttpResponse.json(errorBody(`E${code}`, 'Falhou'), { status: code, headers });

describe('retries', () => {
  it('retries a 503 and returns the later success, after a backoff of about 0.5 s', async () => {
    const sleeps = recordSleeps();
    const gateway = togglesFailing(status(503));
    await expect(newBalcao({ session: makeSession() }).features.list()).resolves.toEqual(['ok']);
    expect(gateway.calls).toBe(2);
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThanOrEqual(375);
    expect(sleeps[0]).toBeLessThanOrEqual(500);
  });

  it.each([408, 409, 429, 500, 502])('retries a %i', async (code) => {
    recordSleeps();
    const gateway = togglesFailing(status(code));
    await newBalcao({ session: makeSession() }).features.list();
    expect(gateway.calls).toBe(2);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a %i', async (code) => {
    recordSleeps();
    const gateway = togglesFailing(status(code));
    await expect(
      newBalcao({ session: makeSession({ refreshToken: null }) }).features.list(),
    ).rejects.toThrow();
    expect(gateway.calls).toBe(1);
  });

  it('gives up after maxRetries (2 by default), doubling the wait, and throws the last error', async () => {
    const sleeps = recordSleeps();
    const gateway = togglesFailing(status(500), status(502), status(503));
    const failure = await newBalcao({ session: makeSession() })
      .features.list()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InternalServerError);
    expect((failure as InternalServerError).status).toBe(503);
    expect(gateway.calls).toBe(3);
    expect(sleeps[0]).toBeLessThanOrEqual(500);
    expect(sleeps[1]).toBeGreaterThanOrEqual(750);
    expect(sleeps[1]).toBeLessThanOrEqual(1000);
  });

  it('takes maxRetries from the client and from the call', async () => {
    recordSleeps();
    const noRetries = togglesFailing(status(503), status(503));
    await expect(newBalcao({ session: makeSession(), maxRetries: 0 }).features.list()).rejects.toThrow();
    expect(noRetries.calls).toBe(1);
    const oneRetry = togglesFailing(status(503), status(503));
    await expect(newBalcao({ session: makeSession() }).features.list({ maxRetries: 1 })).rejects.toThrow();
    expect(oneRetry.calls).toBe(2);
  });

  it('waits what Retry-After says', async () => {
    const sleeps = recordSleeps();
    const gateway = togglesFailing(status(429, { 'Retry-After': '3' }));
    await newBalcao({ session: makeSession() }).features.list();
    expect(gateway.calls).toBe(2);
    expect(sleeps).toEqual([3000]);
  });

  it('does not wait out a Retry-After over a minute: the RateLimitError reaches the caller', async () => {
    const sleeps = recordSleeps();
    const gateway = togglesFailing(status(429, { 'Retry-After': '600' }));
    const failure = await newBalcao({ session: makeSession() })
      .features.list()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RateLimitError);
    expect((failure as RateLimitError).headers?.get('retry-after')).toBe('600');
    expect(gateway.calls).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('does not retry the 409 of an idempotency key reused with other content', async () => {
    recordSleeps();
    const gateway = togglesFailing(() =>
      HttpResponse.json(
        errorBody('IDEMPOTENCY_CONFLICT', 'Chave de idempotência já usada com outro conteúdo.'),
        {
          status: 409,
        },
      ),
    );
    await expect(newBalcao({ session: makeSession() }).features.list()).rejects.toBeInstanceOf(ConflictError);
    expect(gateway.calls).toBe(1);
  });

  it('obeys x-should-retry from the server', async () => {
    recordSleeps();
    const refused = togglesFailing(status(503, { 'x-should-retry': 'false' }));
    await expect(newBalcao({ session: makeSession() }).features.list()).rejects.toThrow();
    expect(refused.calls).toBe(1);
    const asked = togglesFailing(status(400, { 'x-should-retry': 'true' }));
    await newBalcao({ session: makeSession() }).features.list();
    expect(asked.calls).toBe(2);
  });

  it('retries connection errors and then throws APIConnectionError', async () => {
    recordSleeps();
    const gateway = togglesFailing(
      () => HttpResponse.error(),
      () => HttpResponse.error(),
      () => HttpResponse.error(),
    );
    const failure = await newBalcao({ session: makeSession() })
      .features.list()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(APIConnectionError);
    expect(gateway.calls).toBe(3);
  });
});

describe('which requests are retried', () => {
  it('sends the same Idempotency-Key on every attempt of a POST', async () => {
    recordSleeps();
    const keys: (string | null)[] = [];
    server.use(
      http.post(SIGN_IN_URL, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (keys.length < 3) return HttpResponse.json(errorBody('E', 'x'), { status: 503 });
        return HttpResponse.json(makeSession());
      }),
    );
    await newBalcao().auth.signIn();
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('does not retry a write that carries no Idempotency-Key (a PATCH)', async () => {
    recordSleeps();
    let calls = 0;
    server.use(
      http.patch(`${CORE}/notification-panel/read-all`, () => {
        calls += 1;
        return HttpResponse.json(errorBody('E', 'x'), { status: 503 });
      }),
    );
    await expect(newBalcao({ session: makeSession() }).notifications.markAllRead()).rejects.toBeInstanceOf(
      InternalServerError,
    );
    expect(calls).toBe(1);
  });

  it('retries only safe methods and POSTs with a key', () => {
    expect(isRetryableRequest('GET', undefined)).toBe(true);
    expect(isRetryableRequest('POST', 'key-1')).toBe(true);
    expect(isRetryableRequest('POST', undefined)).toBe(false);
    expect(isRetryableRequest('POST', '')).toBe(false);
    expect(isRetryableRequest('PATCH', undefined)).toBe(false);
    expect(isRetryableRequest('DELETE', undefined)).toBe(false);
  });
});

describe('backoff', () => {
  it('is 0.5 s × 2ⁿ capped at 8 s, less up to 25 % jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => backoffMs(n, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    expect(backoffMs(0, () => 1)).toBe(375);
  });

  it('reads Retry-After as seconds or as a date, and retry-after-ms', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(retryAfterMs(new Headers({ 'Retry-After': '2' }), now)).toBe(2000);
    expect(retryAfterMs(new Headers({ 'Retry-After': 'Sun, 22 Nov 2026 10:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '150' }), now)).toBe(150);
    expect(retryAfterMs(new Headers({ 'Retry-After': 'soon' }), now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});
