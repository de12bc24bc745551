import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createGatewayClock } from './gateway-clock';
import { CORE, makeSession, makeToken, REFRESH_URL, server, setup, useMockServer } from './test-support';

useMockServer();

const DAY_MS = 24 * 3600_000;
const TOGGLES = `${CORE}/users/feature-toggles`;

/** A gateway whose clock is `skewMs` from the machine's: every answer's `Date` header says so. */
function skewedGateway(skewMs: number, status = 200) {
  const dated = () => ({ date: new Date(Date.now() + skewMs).toUTCString() });
  const seen = { refreshes: 0, calls: 0 };
  server.use(
    http.get(TOGGLES, () => {
      seen.calls += 1;
      return status === 200
        ? HttpResponse.json(['view_seller_refund'], { headers: dated() })
        : HttpResponse.json(
            { errors: [{ code: 'X', description: 'Falhou.' }] },
            { status, headers: dated() },
          );
    }),
    http.post(REFRESH_URL, () => {
      seen.refreshes += 1;
      const token = makeToken(900, 'admin@demo.balcao.dev', Date.now() + skewMs);
      return HttpResponse.json(
        { ...makeSession(), token, refreshToken: `r${seen.refreshes}` },
        { headers: dated() },
      );
    }),
  );
  return seen;
}

const offsetOf = (clock: { now(): Date }) => clock.now().getTime() - Date.now();

describe('gateway clock', () => {
  it('is the machine clock until an answer tells the gateway time, then the gateway time', async () => {
    const { core, clock } = setup();
    expect(Math.abs(offsetOf(clock))).toBeLessThan(100);
    skewedGateway(30 * DAY_MS);
    await core.GET('/users/feature-toggles');
    expect(Math.abs(offsetOf(clock) - 30 * DAY_MS)).toBeLessThan(2_000);
  });

  it('reads error answers too', async () => {
    const { core, clock } = setup();
    skewedGateway(-3 * DAY_MS, 404);
    await expect(core.GET('/users/feature-toggles')).rejects.toMatchObject({ status: 404 });
    expect(Math.abs(offsetOf(clock) + 3 * DAY_MS)).toBeLessThan(2_000);
  });

  it('tells subscribers when the gateway moves, not for the header’s second of noise', () => {
    let local = Date.parse('2026-11-25T15:00:00.400Z');
    const clock = createGatewayClock(() => local);
    let changes = 0;
    clock.subscribe(() => {
      changes += 1;
    });
    const answer = (date: string) => new Response(null, { headers: { date } });
    clock.observe(answer('Wed, 25 Nov 2026 15:00:00 GMT'));
    clock.observe(new Response(null));
    clock.observe(answer('not a date'));
    expect(changes).toBe(0);
    clock.observe(answer('Fri, 25 Dec 2026 15:00:00 GMT'));
    expect(changes).toBe(1);
    expect(clock.now().toISOString()).toBe('2026-12-25T15:00:00.000Z');
    local += 60_000;
    expect(clock.now().toISOString()).toBe('2026-12-25T15:01:00.000Z');
  });
});

describe('refresh before expiry on the gateway clock', () => {
  it('does not refresh before every call when the gateway is days behind the machine', async () => {
    const skew = -30 * DAY_MS;
    const { core } = setup(makeSession({ token: makeToken(900, undefined, Date.now() + skew) }));
    const seen = skewedGateway(skew);
    for (let call = 0; call < 4; call += 1) await core.GET('/users/feature-toggles');
    expect(seen.calls).toBe(4);
    // The first call cannot know the gateway's time yet; the answer of its refresh tells it.
    expect(seen.refreshes).toBe(1);
  });

  it('refreshes a token that expires soon on the gateway clock days ahead of the machine', async () => {
    const skew = 30 * DAY_MS;
    const { core, clock } = setup(makeSession({ token: makeToken(90, undefined, Date.now() + skew) }));
    const seen = skewedGateway(skew);
    clock.observe(new Response(null, { headers: { date: new Date(Date.now() + skew).toUTCString() } }));
    await core.GET('/users/feature-toggles');
    expect(seen.refreshes).toBe(1);
  });
});
