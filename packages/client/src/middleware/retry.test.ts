import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  barrier,
  bearer,
  CORE,
  deferred,
  loose,
  makeSession,
  makeToken,
  PAYMENT,
  REFRESH_URL,
  server,
  setup,
  useMockServer,
} from '../test-support';

useMockServer();

const TOGGLES = `${CORE}/users/feature-toggles`;
const BURST = 50;

function refreshingGateway(next: string) {
  const state = { refreshes: 0 };
  server.use(
    http.post(REFRESH_URL, () => {
      state.refreshes += 1;
      return HttpResponse.json(makeSession({ token: next, refreshToken: `refresh-${state.refreshes + 1}` }));
    }),
  );
  return state;
}

describe('a burst of 401s', () => {
  it(`makes exactly one refresh for ${BURST} concurrent requests, and every one succeeds on retry`, async () => {
    const { core, session } = setup();
    const old = session.get()!.token;
    const next = makeToken(900);
    const state = refreshingGateway(next);
    // Every request is answered only once all of them have arrived with the old token.
    const allSent = barrier(BURST);
    const sentWith = { old: 0, next: 0 };
    server.use(
      http.get(TOGGLES, async ({ request }) => {
        if (bearer(request) === next) {
          sentWith.next += 1;
          return HttpResponse.json(['ok']);
        }
        expect(bearer(request)).toBe(old);
        sentWith.old += 1;
        await allSent.arrive();
        return HttpResponse.json(
          { errors: [{ code: 'UNAUTHORIZED', description: 'Expirada' }] },
          { status: 401 },
        );
      }),
    );
    const results = await Promise.all(
      Array.from({ length: BURST }, () => core.GET('/users/feature-toggles')),
    );
    expect(results.map((r) => r.data)).toEqual(Array(BURST).fill(['ok']));
    expect(state.refreshes).toBe(1);
    expect(sentWith).toEqual({ old: BURST, next: BURST });
  });

  it('does not refresh again for 401s that arrive after the refresh finished', async () => {
    const { core } = setup();
    const next = makeToken(900);
    const state = refreshingGateway(next);
    const retried = deferred();
    let answered = 0;
    server.use(
      http.get(TOGGLES, async ({ request }) => {
        if (bearer(request) === next) {
          retried.resolve();
          return HttpResponse.json(['ok']);
        }
        answered += 1;
        // The second half is held back until a retry arrives with the new token: a retry is sent only
        // once the shared refresh has settled, so their 401s come after the refresh finished.
        if (answered > BURST / 2) await retried.promise;
        return HttpResponse.json({ errors: [] }, { status: 401 });
      }),
    );
    const results = await Promise.all(
      Array.from({ length: BURST }, () => core.GET('/users/feature-toggles')),
    );
    expect(results.every((r) => Array.isArray(r.data))).toBe(true);
    expect(state.refreshes).toBe(1);
  });
});

describe('the retried request', () => {
  it('carries the same body and the same Idempotency-Key', async () => {
    const { payment } = setup();
    const next = makeToken(900);
    refreshingGateway(next);
    const seen: { body: unknown; key: string | null; token: string | null }[] = [];
    server.use(
      http.post(`${PAYMENT}/charges`, async ({ request }) => {
        seen.push({
          body: await request.json(),
          key: request.headers.get('Idempotency-Key'),
          token: bearer(request),
        });
        return bearer(request) === next
          ? HttpResponse.json({ id: 7 }, { status: 201 })
          : HttpResponse.json({ errors: [] }, { status: 401 });
      }),
    );
    const body = { amount: '150.00', description: 'Pedido 42 — café' };
    const { data } = await loose(payment).POST('/charges', { body });
    expect(data).toEqual({ id: 7 });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.body).toEqual(body);
    expect(seen[1]!.body).toEqual(body);
    expect(seen[1]!.key).toBe(seen[0]!.key);
    expect(seen[1]!.token).toBe(next);
  });

  it('goes through the error normaliser', async () => {
    const { core } = setup();
    const next = makeToken(900);
    refreshingGateway(next);
    server.use(
      http.get(TOGGLES, ({ request }) =>
        bearer(request) === next
          ? HttpResponse.json(
              { message: 'Não encontrado', errors: [{ code: 'NOT_FOUND', description: 'x' }] },
              { status: 404 },
            )
          : HttpResponse.json({ errors: [] }, { status: 401 }),
      ),
    );
    await expect(core.GET('/users/feature-toggles')).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'Não encontrado',
    });
  });
});
