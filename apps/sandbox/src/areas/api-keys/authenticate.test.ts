import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, type TestSandbox } from '../../test-support';

let s: TestSandbox;
let token: string;
let keyId: string;
beforeAll(async () => {
  s = await createTestSandbox();
  // A frozen clock: the last-use resolution is a minute of sandbox time, measured by moving it.
  await s.clock.set(s.clock.now(), { frozen: true }); // the run's clock (test-clock.ts), not the machine's
  const created = await manage('POST', '', { title: 'Script de conciliação' });
  token = created.body.token;
  keyId = created.body.id;
});
afterAll(() => s?.close());

async function manage(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return s.call({
    method,
    url: `/payment/seller-api-tokens${url}`,
    headers: await s.bearer(ADMIN),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const withKey = (url: string, key = token, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  s.call({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });

const lastUsedAt = async (): Promise<string | null> =>
  (await manage('GET', '?size=100')).body.content.find((k: { id: string }) => k.id === keyId).lastUsedAt;

describe('an API key authenticates the acquiring API as its seller', () => {
  it('lists the seller’s charges and customers, and only theirs', async () => {
    const charges = await withKey('/payment/charges?size=5');
    expect(charges.status).toBe(200);
    const bySession = await s.call({
      method: 'GET',
      url: '/payment/charges?size=5',
      headers: await s.bearer(ADMIN),
    });
    expect(charges.body.totalElements).toBe(bySession.body.totalElements);
    const customers = await withKey('/payment/seller-clients?size=100');
    expect(customers.status).toBe(200);
    const [foreign] = await s.db.query<{ id: string }>(
      `SELECT c.id FROM customers c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1 LIMIT 1`,
      ['outra@demo.balcao.dev'],
    );
    expect(foreign).toBeDefined();
    expect((await withKey(`/payment/seller-clients/${foreign!.id}`)).status).toBe(404);
  });

  it('writes as the seller, with idempotency keys of its own', async () => {
    const body = {
      name: 'Cliente do Script',
      document: { documentNumber: '529.982.247-25', documentNation: 'BR' },
      email: 'script@example.com',
      countryCode: '55',
      phone: '(11) 98765-4321',
      useSellerAddress: true,
    };
    const created = await s.call({
      method: 'POST',
      url: '/payment/seller-clients',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'script-cliente-1' },
      payload: body,
    });
    expect(created.status).toBe(201);
    const replay = await s.call({
      method: 'POST',
      url: '/payment/seller-clients',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'script-cliente-1' },
      payload: body,
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.id).toBe(created.body.id);
  });

  it('never reaches users, settings, API keys or finance (403), whatever the body', async () => {
    for (const url of [
      '/core/app/v1/users',
      '/core/users/feature-toggles',
      '/payment/seller-api-tokens',
      '/payment/sellers/invoice-config',
      '/payment/sellers/balance',
      '/payment/checkouts/default',
    ]) {
      const { status, body } = await withKey(url);
      expect(status, url).toBe(403);
      expect(body.errors[0].code).toBe('API_KEY_FORBIDDEN');
    }
    const createKey = await withKey('/payment/seller-api-tokens', token, 'POST', { title: 'escalada' });
    expect(createKey.status).toBe(403);
    const createUser = await withKey('/core/app/v1/users', token, 'POST', {
      email: 'x@y.z',
      profile: 'ADMIN',
    });
    expect(createUser.status).toBe(403);
  });

  it('is refused at once when deactivated, accepted again when reactivated, refused for good when deleted', async () => {
    expect((await manage('PATCH', `/${keyId}/active`, { active: false })).status).toBe(200);
    const refused = await withKey('/payment/charges');
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0].description).toMatch(/^Chave de API desativada\./);
    expect((await manage('PATCH', `/${keyId}/active`, { active: true })).status).toBe(200);
    expect((await withKey('/payment/charges')).status).toBe(200);
    const { body: spare } = await manage('POST', '', { title: 'Para excluir' });
    expect((await withKey('/payment/charges', spare.token)).status).toBe(200);
    await manage('DELETE', `/${spare.id}`);
    const gone = await withKey('/payment/charges', spare.token);
    expect(gone.status).toBe(401);
    expect(gone.body.errors[0].description).toBe('Chave de API excluída.');
  });

  it('writes its last use at most once a minute of sandbox time', async () => {
    await withKey('/payment/charges');
    const first = await lastUsedAt();
    expect(first).not.toBeNull();
    await s.clock.advance(30);
    await withKey('/payment/charges');
    expect(await lastUsedAt()).toBe(first);
    await s.clock.advance(45);
    await withKey('/payment/plans');
    const later = await lastUsedAt();
    expect(new Date(later!).getTime() - new Date(first!).getTime()).toBe(75_000);
  });

  it('refuses unknown, malformed and hostile keys with a 401 in Portuguese', async () => {
    for (const key of [
      'bk_test_naoexiste',
      `bk_test_${'A'.repeat(43)}`,
      `bk_test_${'x'.repeat(8000)}`,
      'bk_test_%00',
      "bk_test_' OR 1=1 --",
    ]) {
      const { status, body } = await s.call({
        method: 'GET',
        url: '/payment/charges',
        headers: { authorization: `Bearer ${key}` },
      });
      expect(status, key.slice(0, 20)).toBe(401);
      expect(body.errors[0].description).toMatch(/^(Chave de API inválida\.|Token de acesso ausente\.)$/);
    }
  });
});
