import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CORE, loose, PAYMENT, server, setup, useMockServer } from '../test-support';

useMockServer();

function recordKeys() {
  const keys: (string | null)[] = [];
  const record = ({ request }: { request: Request }) => {
    keys.push(request.headers.get('Idempotency-Key'));
    return HttpResponse.json({ ok: true });
  };
  server.use(http.post(`${PAYMENT}/charges`, record), http.get(`${PAYMENT}/charges`, record));
  return keys;
}

describe('Idempotency-Key', () => {
  it('is a fresh UUID on each POST', async () => {
    const { payment } = setup();
    const keys = recordKeys();
    await loose(payment).POST('/charges', { body: { amount: '1.00' } });
    await loose(payment).POST('/charges', { body: { amount: '1.00' } });
    expect(keys).toHaveLength(2);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("keeps the caller's own key", async () => {
    const { payment } = setup();
    const keys = recordKeys();
    await loose(payment).POST('/charges', {
      body: {},
      headers: { 'Idempotency-Key': 'pedido-42-tentativa' },
    });
    expect(keys).toEqual(['pedido-42-tentativa']);
  });

  it('is not sent on other methods', async () => {
    const { payment } = setup();
    const keys = recordKeys();
    await loose(payment).GET('/charges');
    expect(keys).toEqual([null]);
  });

  it('is sent on sign-in, which is a POST too', async () => {
    const { core } = setup(null);
    let key: string | null = null;
    server.use(
      http.post(`${CORE}/public/auth/sign-in`, ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json({ errors: [{ code: 'BAR-0001', description: 'x' }] }, { status: 401 });
      }),
    );
    await core
      .POST('/public/auth/sign-in', { body: { credentials: { email: 'a', password: 'b' } } })
      .catch(() => {});
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
