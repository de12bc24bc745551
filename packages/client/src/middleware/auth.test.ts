import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import type { CreateClientsOptions } from '../create-clients';
import type { Session } from '../session-store';
import {
  BASE_URL,
  bearer,
  CORE,
  makeSession,
  makeToken,
  REFRESH_URL,
  server,
  setupVia,
  useMockServer,
  WAYS,
} from '../test-support';

useMockServer();

const TOGGLES = `${CORE}/users/feature-toggles`;
const unauthorized = () =>
  HttpResponse.json(
    { errors: [{ code: 'UNAUTHORIZED', description: 'Sessão expirada ou inválida.' }] },
    { status: 401 },
  );

/** A gateway that accepts only `valid.token` and hands out `next` on refresh. */
function gateway(valid: { token: string }, next: { token: string; refreshToken: string }) {
  const seen = { refreshes: [] as Request[], tokens: [] as (string | null)[] };
  server.use(
    http.post(REFRESH_URL, ({ request }) => {
      seen.refreshes.push(request.clone());
      valid.token = next.token;
      return HttpResponse.json({ ...makeSession(), ...next, roles: ['SELLER_ADMIN', 'SELLER_DASHBOARD'] });
    }),
    http.get(TOGGLES, ({ request }) => {
      seen.tokens.push(bearer(request));
      return bearer(request) === valid.token ? HttpResponse.json(['view_seller_refund']) : unauthorized();
    }),
  );
  return seen;
}

// Both ways a call is sent follow the same session rules (`SessionAuth`): every case runs through each.
describe.each(WAYS)('through %s', (way) => {
  const setup = <S extends Session = Session>(
    initial?: S | null,
    options?: Partial<CreateClientsOptions<S>>,
  ) => setupVia<S>(way, initial, options);

  describe('bearer and proactive refresh', () => {
    it('sends the stored access token as bearer', async () => {
      const { core, session } = setup();
      const seen = gateway({ token: session.get()!.token }, { token: makeToken(900), refreshToken: 'r2' });
      const { data } = await core.GET('/users/feature-toggles');
      expect(data).toEqual(['view_seller_refund']);
      expect(seen.tokens).toEqual([session.get()!.token]);
      expect(seen.refreshes).toHaveLength(0);
    });

    it('refreshes before the request when the token expires within 120 s', async () => {
      const { core, session } = setup(makeSession({ token: makeToken(90) }));
      const next = { token: makeToken(900), refreshToken: 'refresh-2' };
      const seen = gateway({ token: 'only-the-new-token' }, next);
      await core.GET('/users/feature-toggles');
      expect(seen.refreshes).toHaveLength(1);
      expect(seen.tokens).toEqual([next.token]);
      expect(session.get()).toMatchObject(next);
    });

    it('lets callers use a 60 s threshold', async () => {
      const token = makeToken(90);
      const { core } = setup(makeSession({ token }), { refreshThresholdSeconds: 60 });
      const seen = gateway({ token }, { token: makeToken(900), refreshToken: 'r2' });
      await core.GET('/users/feature-toggles');
      expect(seen.refreshes).toHaveLength(0);
      expect(seen.tokens).toEqual([token]);
    });

    it('never refreshes around sign-in, and sends it without the stored bearer', async () => {
      const { core, session, sessionEnds } = setup(makeSession({ token: makeToken(5) }));
      const before = session.get();
      let signInBearer: string | null = 'unset';
      const seen = gateway({ token: 'x' }, { token: makeToken(900), refreshToken: 'r2' });
      server.use(
        http.post(`${CORE}/public/auth/sign-in`, ({ request }) => {
          signInBearer = bearer(request);
          return HttpResponse.json(
            { errors: [{ code: 'BAR-0001', description: 'E-mail ou senha inválidos.' }] },
            { status: 401 },
          );
        }),
      );
      const call = core.POST('/public/auth/sign-in', {
        body: { credentials: { email: 'a@b.c', password: 'x' } },
      });
      await expect(call).rejects.toMatchObject({ status: 401, errors: [{ code: 'BAR-0001' }] });
      expect(signInBearer).toBeNull();
      expect(seen.refreshes).toHaveLength(0);
      expect(session.get()).toBe(before);
      expect(sessionEnds).toEqual([]);
    });

    it('keeps a bearer the caller set (two-factor verify) and does not refresh on its 401', async () => {
      const { core, sessionEnds } = setup(null);
      let sent: string | null = null;
      const seen = gateway({ token: 'x' }, { token: makeToken(900), refreshToken: 'r2' });
      server.use(
        http.post(`${CORE}/twofactor/verify`, ({ request }) => {
          sent = bearer(request);
          return unauthorized();
        }),
      );
      const call = core.POST('/twofactor/verify', {
        params: { query: { code: '123456' } },
        headers: { Authorization: 'Bearer two-factor-token' },
      });
      await expect(call).rejects.toBeInstanceOf(ApiError);
      expect(sent).toBe('two-factor-token');
      expect(seen.refreshes).toHaveLength(0);
      expect(sessionEnds).toEqual([]);
    });
  });

  describe('401: one refresh, one retry', () => {
    it('refreshes once and retries with the new bearer', async () => {
      const { core, session } = setup();
      const old = session.get()!.token;
      const next = { token: makeToken(900), refreshToken: 'refresh-2' };
      const seen = gateway({ token: 'revoked' }, next);
      const { data } = await core.GET('/users/feature-toggles');
      expect(data).toEqual(['view_seller_refund']);
      expect(seen.tokens).toEqual([old, next.token]);
      const refresh = seen.refreshes[0]!;
      expect(refresh.url).toBe(`${BASE_URL}/core/public/auth/refresh-token`);
      expect(await refresh.json()).toEqual({ refreshToken: 'refresh-1' });
      expect(refresh.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
      expect(refresh.headers.get('Authorization')).toBeNull();
    });

    it('merges the refresh response into the stored session, keeping the app extras', async () => {
      type AppSession = ReturnType<typeof makeSession> & {
        features: string[];
        bankingStatus: 'ACTIVE' | 'INACTIVE';
      };
      const initial: AppSession = {
        ...makeSession(),
        features: ['view_seller_balance'],
        bankingStatus: 'ACTIVE',
      };
      const { core, session } = setup<AppSession>(initial);
      const next = { token: makeToken(900), refreshToken: 'refresh-2' };
      gateway({ token: 'revoked' }, next);
      await core.GET('/users/feature-toggles');
      expect(session.get()).toMatchObject({
        ...next,
        features: ['view_seller_balance'],
        bankingStatus: 'ACTIVE',
      });
      expect(session.get()!.roles).toEqual(['SELLER_ADMIN', 'SELLER_DASHBOARD']);
    });

    it('ends the session when the retry is refused again', async () => {
      const { core, session, sessionEnds } = setup();
      server.use(
        http.post(REFRESH_URL, () => HttpResponse.json({ ...makeSession(), token: makeToken(900) })),
        http.get(TOGGLES, unauthorized),
      );
      await expect(core.GET('/users/feature-toggles')).rejects.toMatchObject({ status: 401 });
      expect(session.get()).toBeNull();
      expect(sessionEnds).toEqual(['unauthorized']);
    });
  });

  describe('the session ends', () => {
    it('on a refused refresh: store cleared, onSessionEnd once, every call rejects with 401', async () => {
      const { core, session, sessionEnds } = setup();
      let refreshes = 0;
      server.use(
        http.get(TOGGLES, unauthorized),
        http.post(REFRESH_URL, () => {
          refreshes += 1;
          return HttpResponse.json(
            { errors: [{ code: 'UNAUTHORIZED', description: 'Refresh inválido.' }] },
            { status: 401 },
          );
        }),
      );
      const calls = Array.from({ length: 5 }, () => core.GET('/users/feature-toggles'));
      const results = await Promise.allSettled(calls);
      for (const result of results) {
        expect(result.status).toBe('rejected');
        const reason = (result as PromiseRejectedResult).reason;
        expect(reason).toBeInstanceOf(ApiError);
        expect(reason).toMatchObject({ status: 401 });
      }
      expect(refreshes).toBe(1);
      expect(session.get()).toBeNull();
      expect(sessionEnds).toEqual(['refresh-failed']);
    });

    it('when a proactive refresh is refused, without sending the request', async () => {
      const { core, session, sessionEnds } = setup(makeSession({ token: makeToken(30) }));
      let sent = 0;
      server.use(
        http.post(REFRESH_URL, () =>
          HttpResponse.json({ errors: [{ code: 'X', description: 'y' }] }, { status: 400 }),
        ),
        http.get(TOGGLES, () => {
          sent += 1;
          return HttpResponse.json([]);
        }),
      );
      await expect(core.GET('/users/feature-toggles')).rejects.toMatchObject({
        status: 401,
        errors: [{ code: 'X' }],
      });
      expect(sent).toBe(0);
      expect(session.get()).toBeNull();
      expect(sessionEnds).toEqual(['refresh-failed']);
    });

    it('on any 403, once however many calls get it', async () => {
      const { core, session, sessionEnds } = setup();
      server.use(
        http.get(TOGGLES, () =>
          HttpResponse.json(
            { errors: [{ code: 'FORBIDDEN', description: 'Sem permissão.' }] },
            { status: 403 },
          ),
        ),
      );
      const results = await Promise.allSettled([1, 2, 3].map(() => core.GET('/users/feature-toggles')));
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ status: 403 });
      expect(session.get()).toBeNull();
      expect(sessionEnds).toEqual(['forbidden']);
    });

    it('but not when the gateway answers the refresh with a 5xx or a 429: a busy gateway is not a sign-out', async () => {
      for (const status of [500, 503, 429]) {
        const { core, session, sessionEnds } = setup();
        const before = session.get()!;
        server.use(
          http.get(TOGGLES, unauthorized),
          http.post(REFRESH_URL, () =>
            HttpResponse.json({ errors: [{ code: 'BUSY', description: 'Tente de novo.' }] }, { status }),
          ),
        );
        await expect(core.GET('/users/feature-toggles')).rejects.toMatchObject({ status });
        expect(session.get()).toEqual(before);
        expect(sessionEnds).toEqual([]);
      }
    });

    it('but not when the refresh cannot reach the gateway', async () => {
      const token = makeToken(30);
      const { core, session, sessionEnds } = setup(makeSession({ token }));
      server.use(
        http.post(REFRESH_URL, () => HttpResponse.error()),
        http.get(TOGGLES, () => HttpResponse.json(['ok'])),
      );
      const { data } = await core.GET('/users/feature-toggles');
      expect(data).toEqual(['ok']);
      expect(session.get()!.token).toBe(token);
      expect(sessionEnds).toEqual([]);
    });
    it('nor when the refresh answer is cut off before its body is read (a reload, a dropped connection)', async () => {
      const { core, session, sessionEnds } = setup();
      const before = session.get()!;
      server.use(
        http.get(TOGGLES, unauthorized),
        http.post(REFRESH_URL, () => {
          // The gateway rotated the token and its answer started; the rest never arrives.
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"token":"eyJ'));
              controller.error(new TypeError('network error'));
            },
          });
          return new HttpResponse(body, { status: 200, headers: { 'content-type': 'application/json' } });
        }),
      );
      await expect(core.GET('/users/feature-toggles')).rejects.toMatchObject({ kind: 'connection' });
      expect(session.get()).toEqual(before);
      expect(sessionEnds).toEqual([]);
    });
  });
});
