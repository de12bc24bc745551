import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AuthenticationError, Balcao, BalcaoError, PermissionDeniedError } from '../src';
import {
  BASE_URL,
  bearer,
  CREDENTIALS,
  errorBody,
  REFRESH_URL,
  SIGN_IN_URL,
  server,
  useMockServer,
} from './support';

useMockServer();

const KEY = `bk_test_${'Q'.repeat(43)}`;
const CHARGES_URL = `${BASE_URL}/payment/charges`;
const keyClient = () =>
  new Balcao({
    baseUrl: BASE_URL,
    apiKey: KEY,
    maxRetries: 0,
    fetch: (request) => globalThis.fetch(request),
  });

/** Counts what must never happen with a key: a sign-in or a refresh. */
function sessionCalls() {
  const calls = { signIn: 0, refresh: 0 };
  server.use(
    http.post(SIGN_IN_URL, () => {
      calls.signIn += 1;
      return HttpResponse.json(errorBody('X', 'x'), { status: 500 });
    }),
    http.post(REFRESH_URL, () => {
      calls.refresh += 1;
      return HttpResponse.json(errorBody('X', 'x'), { status: 500 });
    }),
  );
  return calls;
}

const page = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 };

describe('new Balcao({ apiKey })', () => {
  it('sends the key as the bearer of every call, with no sign-in', async () => {
    const calls = sessionCalls();
    const seen: (string | null)[] = [];
    server.use(
      http.get(CHARGES_URL, ({ request }) => {
        seen.push(bearer(request));
        return HttpResponse.json(page);
      }),
    );
    expect(await keyClient().charges.list().toArray()).toEqual([]);
    expect(seen).toEqual([KEY]);
    expect(calls).toEqual({ signIn: 0, refresh: 0 });
  });

  it('reports a refused key as an AuthenticationError with the gateway’s words, and does not refresh', async () => {
    const calls = sessionCalls();
    const description = 'Chave de API desativada. Ative-a em Integração > Chaves API para voltar a usá-la.';
    server.use(
      http.get(CHARGES_URL, () => HttpResponse.json(errorBody('UNAUTHORIZED', description), { status: 401 })),
    );
    const error = await keyClient()
      .charges.list()
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).errors[0]?.description).toBe(description);
    expect(calls).toEqual({ signIn: 0, refresh: 0 });
  });

  it('reports an operation a key may not call as a PermissionDeniedError', async () => {
    server.use(
      http.get(`${BASE_URL}/core/app/v1/users`, () =>
        HttpResponse.json(errorBody('API_KEY_FORBIDDEN', 'Chaves de API não têm acesso a esta operação.'), {
          status: 403,
        }),
      ),
    );
    await expect(keyClient().users.list().toArray()).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('is one caller or the other: a key beside credentials or a session is refused, as is a blank key', () => {
    expect(() => new Balcao({ baseUrl: BASE_URL, apiKey: KEY, credentials: CREDENTIALS })).toThrow(
      BalcaoError,
    );
    expect(() => new Balcao({ baseUrl: BASE_URL, apiKey: 'bk_test_ com espaço' })).toThrow(/apiKey/);
    expect(() => new Balcao({ baseUrl: BASE_URL, apiKey: '' })).toThrow(/apiKey/);
  });

  it('leaves the public calls without a bearer', async () => {
    let sent: string | null = 'unset';
    server.use(
      http.get(`${BASE_URL}/core/public/postal-codes/:cep/json`, ({ request }) => {
        sent = bearer(request);
        return HttpResponse.json({ cep: '01310-100' });
      }),
    );
    await keyClient().lookups.postalCode('01310100');
    expect(sent).toBeNull();
  });
});
