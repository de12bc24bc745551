import type { BalcaoClients } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  asBearer,
  createTestSandbox,
  errorBody,
  refusal,
  statusOf,
  type TestSandbox,
} from '../../test-support';

let s: TestSandbox;
let token: string;
let keyId: string;
/** The clients signed out: each call carries an API key as its bearer, which the client leaves alone. */
let anonymous: BalcaoClients;
let admin: BalcaoClients['payment'];
beforeAll(async () => {
  s = await createTestSandbox();
  // A frozen clock: the last-use resolution is a minute of sandbox time, measured by moving it.
  await s.clock.set(s.clock.now(), { frozen: true }); // the run's clock (test-clock.ts), not the machine's
  anonymous = await s.clients(null);
  admin = (await s.clients(ADMIN)).payment;
  const created = (await admin.POST('/seller-api-tokens', { body: { title: 'Script de conciliação' } }))
    .data!;
  token = created.token;
  keyId = created.id;
});
afterAll(() => s?.close());

const asKey = (key = token) => asBearer(key);
const charges = (key = token) => anonymous.payment.GET('/charges', asKey(key));
const setActive = (active: boolean) =>
  admin.PATCH('/seller-api-tokens/{id}/active', { params: { path: { id: keyId } }, body: { active } });

const lastUsedAt = async (): Promise<string | null> =>
  (await admin.GET('/seller-api-tokens', { params: { query: { size: 100 } } })).data!.content.find(
    (k) => k.id === keyId,
  )!.lastUsedAt;

describe('an API key authenticates the acquiring API as its seller', () => {
  it('lists the seller’s charges and customers, and only theirs', async () => {
    const byKey = await anonymous.payment.GET('/charges', { params: { query: { size: 5 } }, ...asKey() });
    expect(byKey.response.status).toBe(200);
    const bySession = await admin.GET('/charges', { params: { query: { size: 5 } } });
    expect(byKey.data!.totalElements).toBe(bySession.data!.totalElements);
    const customers = await anonymous.payment.GET('/seller-clients', {
      params: { query: { size: 100 } },
      ...asKey(),
    });
    expect(customers.response.status).toBe(200);
    const [foreign] = await s.db.query<{ id: string }>(
      `SELECT c.id FROM customers c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1 LIMIT 1`,
      ['outra@demo.balcao.dev'],
    );
    expect(foreign).toBeDefined();
    expect(
      await statusOf(
        anonymous.payment.GET('/seller-clients/{id}', { params: { path: { id: foreign!.id } }, ...asKey() }),
      ),
    ).toBe(404);
  });

  it('writes as the seller, with idempotency keys of its own', async () => {
    const create = () =>
      anonymous.payment.POST('/seller-clients', {
        body: {
          name: 'Cliente do Script',
          document: { documentNumber: '529.982.247-25', documentNation: 'BR' },
          email: 'script@example.com',
          countryCode: '55',
          phone: '(11) 98765-4321',
          useSellerAddress: true,
        },
        ...asBearer(token, 'script-cliente-1'),
      });
    const created = await create();
    expect(created.response.status).toBe(201);
    const replay = await create();
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.data!.id).toBe(created.data!.id);
  });

  it('never reaches users, settings, API keys or finance (403), whatever the body', async () => {
    const { core, payment } = anonymous;
    for (const [name, call] of [
      ['users', () => core.GET('/app/v1/users', asKey())],
      ['feature toggles', () => core.GET('/users/feature-toggles', asKey())],
      ['API keys', () => payment.GET('/seller-api-tokens', asKey())],
      ['invoice settings', () => payment.GET('/sellers/invoice-config', asKey())],
      ['balance', () => payment.GET('/sellers/balance', asKey())],
      ['checkout', () => payment.GET('/checkouts/default', asKey())],
    ] as const) {
      const refused = await refusal(call());
      expect(refused.status, name).toBe(403);
      expect(refused.errors[0]!.code).toBe('API_KEY_FORBIDDEN');
    }
    const createKey = payment.POST('/seller-api-tokens', { body: { title: 'escalada' }, ...asKey() });
    expect(await statusOf(createKey)).toBe(403);
    const createUser = core.POST('/app/v1/users', { body: { email: 'x@y.z', profile: 'ADMIN' }, ...asKey() });
    expect(await statusOf(createUser)).toBe(403);
  });

  it('is refused at once when deactivated, accepted again when reactivated, refused for good when deleted', async () => {
    expect((await setActive(false)).response.status).toBe(200);
    const refused = await refusal(charges());
    expect(refused.status).toBe(401);
    expect(refused.errors[0]!.description).toMatch(/^Chave de API desativada\./);
    expect((await setActive(true)).response.status).toBe(200);
    expect((await charges()).response.status).toBe(200);
    const spare = (await admin.POST('/seller-api-tokens', { body: { title: 'Para excluir' } })).data!;
    expect((await charges(spare.token)).response.status).toBe(200);
    await admin.DELETE('/seller-api-tokens/{id}', { params: { path: { id: spare.id } } });
    const gone = await refusal(charges(spare.token));
    expect(gone.status).toBe(401);
    expect(gone.errors[0]!.description).toBe('Chave de API excluída.');
  });

  it('writes its last use at most once a minute of sandbox time', async () => {
    await charges();
    const first = await lastUsedAt();
    expect(first).not.toBeNull();
    await s.clock.advance(30);
    await charges();
    expect(await lastUsedAt()).toBe(first);
    await s.clock.advance(45);
    await anonymous.payment.GET('/plans', asKey());
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
      // Hostile Authorization headers, sent as they are on the wire.
      const answer = await s.call({
        method: 'GET',
        url: '/payment/charges',
        headers: { authorization: `Bearer ${key}` },
      });
      expect(answer.status, key.slice(0, 20)).toBe(401);
      expect(errorBody(answer).errors[0]?.description).toMatch(
        /^(Chave de API inválida\.|Token de acesso ausente\.)$/,
      );
    }
  });
});
