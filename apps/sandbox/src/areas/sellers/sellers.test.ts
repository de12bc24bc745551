import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_USER_TOGGLES, DEMO_SELLER_TOGGLES } from '../../../seed/sellers';
import { createTestSandbox, refusal, statusOf, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const core = async (email: string) => (await s.clients(email)).core;
const terms = async (email: string) => (await core(email)).GET('/sellers/user-terms/current');
const accepted = async (email: string) => (await terms(email)).data!.accepted;
const acceptTerms = async (email: string) => (await core(email)).PATCH('/sellers/user-terms/current');
const toggles = async (email: string) => (await core(email)).GET('/users/feature-toggles');
const payoutBlock = async (idSeller: number, email: string) =>
  (await core(email)).GET('/sellers-blocked-malga-cerc', { params: { query: { id_seller: idSeller } } });

describe('terms of use', () => {
  it('shows the current version accepted for the demo merchant, to any signed-in user', async () => {
    for (const email of ['admin@demo.balcao.dev', 'vendas@demo.balcao.dev', 'operador@demo.balcao.dev']) {
      const { response, data } = await terms(email);
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ accepted: true, version: '2026-07' });
      expect(data!.acceptedAt).toEqual(expect.any(String));
    }
  });

  it('lets only a SELLER_ADMIN accept, for the whole merchant', async () => {
    expect(await accepted('novo-vendas@demo.balcao.dev')).toBe(false);
    const refused = await refusal(acceptTerms('novo-vendas@demo.balcao.dev'));
    expect(refused.status).toBe(403);
    expect(refused.errors).toEqual([
      { code: 'FORBIDDEN', description: 'Você não tem permissão para esta operação.' },
    ]);
    expect(await accepted('novo@demo.balcao.dev')).toBe(false);

    const first = await acceptTerms('novo@demo.balcao.dev');
    expect(first.response.status).toBe(200);
    expect(first.data).toMatchObject({ accepted: true, version: '2026-07' });
    expect(await accepted('novo-vendas@demo.balcao.dev')).toBe(true);
    // Accepting again keeps the first acceptance.
    expect((await acceptTerms('novo@demo.balcao.dev')).data!.acceptedAt).toBe(first.data!.acceptedAt);
  });

  it('asks again when a newer version is published', async () => {
    await s.db.query(
      `INSERT INTO terms_versions (version, title, url, published_at) VALUES ('2027-01', 'Termos de uso Balcão', 'https://balcao.dev/termos/2027-01', $1)`,
      [s.clock.now().toISOString()],
    );
    const newer = await terms('outra@demo.balcao.dev');
    expect(newer.data).toMatchObject({ accepted: false, version: '2027-01', acceptedAt: null });
    expect(await accepted('admin@demo.balcao.dev')).toBe(false);
    expect((await acceptTerms('outra@demo.balcao.dev')).data!.accepted).toBe(true);
    expect(await accepted('admin@demo.balcao.dev')).toBe(false);
  });
});

describe('feature toggles', () => {
  it("lists the seller's toggles with the user's own", async () => {
    const admin = await toggles('admin@demo.balcao.dev');
    expect(admin.response.status).toBe(200);
    expect([...admin.data!].sort()).toEqual([...DEMO_SELLER_TOGGLES, ...DEMO_ADMIN_USER_TOGGLES].sort());
    const gerente = (await toggles('gerente@demo.balcao.dev')).data!;
    expect([...gerente].sort()).toEqual([...DEMO_SELLER_TOGGLES].sort());
    const outra = (await toggles('outra@demo.balcao.dev')).data!;
    expect(outra).not.toContain('view_fast_payment_link');
    // Payouts blocked, the balances still show (read-only, issue 26).
    expect(outra).toEqual(expect.arrayContaining(['view_seller_finance', 'view_seller_balance']));
  });
});

describe('payout block', () => {
  it("answers the caller's own seller, blocked or not, and refuses another seller", async () => {
    const own = await payoutBlock(1, 'vendas@demo.balcao.dev');
    expect(own.data).toEqual({ idSeller: 1, blocked: false, blockReason: null });
    const blocked = await payoutBlock(2, 'outra@demo.balcao.dev');
    expect(blocked.data).toEqual({
      idSeller: 2,
      blocked: true,
      blockReason: 'Cadastro desatualizado na registradora',
    });
    const other = await refusal(payoutBlock(2, 'admin@demo.balcao.dev'));
    expect(other.status).toBe(403);
    expect(other.errors[0]!.code).toBe('FORBIDDEN');
    // Text where the contract says number: only a raw call can send it.
    const text = await s.call({
      method: 'GET',
      url: '/core/sellers-blocked-malga-cerc?id_seller=abc',
      headers: await s.bearer('admin@demo.balcao.dev'),
    });
    expect(text.status).toBe(400);
    const signedOut = (await s.clients(null)).core;
    expect(
      await statusOf(signedOut.GET('/sellers-blocked-malga-cerc', { params: { query: { id_seller: 1 } } })),
    ).toBe(401);
  });
});
