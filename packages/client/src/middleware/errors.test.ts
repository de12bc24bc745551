import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, errorLines, isApiError } from '../api-error';
import { CORE, server, setup, useMockServer } from '../test-support';
import { unwrap } from '../unwrap';

useMockServer();

const TOGGLES = `${CORE}/users/feature-toggles`;
const TERMS = `${CORE}/sellers/user-terms/current`;
const RESET = `${CORE}/public/users/reset-password`;

/** Resolves when the request is aborted: a server that never answers, without a clock. */
function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => expect.fail('the call should have rejected'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('failed calls reject with ApiError', () => {
  it('JSON body with message: uses the message and keeps the errors', async () => {
    const { core } = setup();
    server.use(
      http.get(TOGGLES, () =>
        HttpResponse.json(
          { message: 'Saldo insuficiente', errors: [{ code: 'BAL-01', description: 'Saldo insuficiente' }] },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(core.GET('/users/feature-toggles'));
    expect(error).toMatchObject({ status: 422, message: 'Saldo insuficiente', kind: 'response' });
    expect(error.errors).toEqual([{ code: 'BAL-01', description: 'Saldo insuficiente' }]);
  });

  it("JSON body without message: 'Erro desconhecido', errors kept for the toasts", async () => {
    const { core } = setup();
    const errors = [
      { code: 'VALIDATION', description: 'O campo email é obrigatório.' },
      { code: 'VALIDATION', description: 'Senha é um campo obrigatório.' },
    ];
    server.use(http.get(TOGGLES, () => HttpResponse.json({ errors }, { status: 400 })));
    const error = await failure(core.GET('/users/feature-toggles'));
    expect(error).toMatchObject({ status: 400, message: 'Erro desconhecido', errors });
    expect(errorLines(error)).toEqual([
      'VALIDATION - O campo email é obrigatório.',
      'VALIDATION - Senha é um campo obrigatório.',
    ]);
  });

  it("non-JSON body: 'Erro ao acessar API'", async () => {
    const { core } = setup();
    server.use(http.get(TOGGLES, () => HttpResponse.html('<h1>Bad Gateway</h1>', { status: 502 })));
    const error = await failure(core.GET('/users/feature-toggles'));
    expect(error).toMatchObject({
      status: 502,
      message: 'Erro ao acessar API',
      errors: [],
      kind: 'response',
    });
    expect(errorLines(error)).toEqual(['Erro ao acessar API']);
  });

  it("network failure: 500 'Erro de conexão com o servidor'", async () => {
    const { core } = setup();
    server.use(http.get(TOGGLES, () => HttpResponse.error()));
    const error = await failure(core.GET('/users/feature-toggles'));
    expect(error).toMatchObject({
      status: 500,
      message: 'Erro de conexão com o servidor',
      kind: 'connection',
    });
  });

  it("timeout: aborts the request and rejects with 408 'Tempo de resposta esgotado'", async () => {
    const { core } = setup(undefined, { timeoutMs: 50 });
    let aborted = false;
    server.use(
      // Never answers on its own: only the client's timeout can end the call.
      http.get(TOGGLES, async ({ request }) => {
        await untilAborted(request.signal);
        aborted = true;
        return HttpResponse.json([]);
      }),
    );
    const error = await failure(core.GET('/users/feature-toggles'));
    expect(error).toMatchObject({ status: 408, message: 'Tempo de resposta esgotado', kind: 'timeout' });
    expect(aborted).toBe(true);
  });

  it('with callerTimesRequests the call runs under the signal it was given, not a timeout of its own', async () => {
    const { core } = setup(undefined, { timeoutMs: 20, callerTimesRequests: true });
    server.use(
      http.get(TOGGLES, async () => {
        await new Promise((resolve) => setTimeout(resolve, 80));
        return HttpResponse.json([]);
      }),
    );
    // Four times the 20 ms: the middleware added no timeout, the caller's signal had none.
    await expect(unwrap(core.GET('/users/feature-toggles'))).resolves.toEqual([]);
    // The caller's own timeout (what the SDK passes per attempt) ends it, reported as the 408.
    const timedOut = core.GET('/users/feature-toggles', { signal: AbortSignal.timeout(20) });
    expect(await failure(timedOut)).toMatchObject({ status: 408, message: 'Tempo de resposta esgotado' });
  });

  it("a caller's abort rejects with the abort error, not an ApiError", async () => {
    // The default timeout is far off: the caller's abort, sent once the request is in flight, ends it.
    const { core } = setup();
    const controller = new AbortController();
    server.use(
      http.get(TOGGLES, async ({ request }) => {
        controller.abort();
        await untilAborted(request.signal);
        return HttpResponse.json([]);
      }),
    );
    const call = core.GET('/users/feature-toggles', { signal: controller.signal });
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('successful calls', () => {
  it('a 204 yields {}', async () => {
    const { core } = setup(null);
    server.use(http.patch(RESET, () => new HttpResponse(null, { status: 204 })));
    const { data } = await core.PATCH('/public/users/reset-password', { body: { email: 'a@b.c' } });
    expect(data).toEqual({});
  });

  it('a non-JSON success yields {}', async () => {
    const { core } = setup();
    server.use(http.get(TERMS, () => HttpResponse.text('ok')));
    expect((await core.GET('/sellers/user-terms/current')).data).toEqual({});
  });

  it('a non-JSON body asked for as text is left alone', async () => {
    const { core } = setup();
    server.use(http.get(TERMS, () => HttpResponse.text('id;valor\n1;150,00')));
    const { data } = await core.GET('/sellers/user-terms/current', { parseAs: 'text' });
    expect(data).toBe('id;valor\n1;150,00');
  });

  it('unwrap gives the data, and the rejection passes through', async () => {
    const { core } = setup();
    server.use(http.get(TOGGLES, () => HttpResponse.json(['view_seller_refund'])));
    expect(await unwrap(core.GET('/users/feature-toggles'))).toEqual(['view_seller_refund']);
    server.use(http.get(TOGGLES, () => HttpResponse.json({ errors: [] }, { status: 500 })));
    expect((await failure(unwrap(core.GET('/users/feature-toggles')))).status).toBe(500);
  });
});
