import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_USER_TOGGLES, DEMO_SELLER_TOGGLES } from '../../../seed/sellers';
import { createTestSandbox, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const get = async (url: string, email: string) =>
  s.call({ method: 'GET', url, headers: await s.bearer(email) });
const acceptTerms = async (email: string) =>
  s.call({ method: 'PATCH', url: '/core/sellers/user-terms/current', headers: await s.bearer(email) });

describe('terms of use', () => {
  it('shows the current version accepted for the demo merchant, to any signed-in user', async () => {
    for (const email of ['admin@demo.balcao.dev', 'vendas@demo.balcao.dev', 'operador@demo.balcao.dev']) {
      const { status, body } = await get('/core/sellers/user-terms/current', email);
      expect(status).toBe(200);
      expect(body).toMatchObject({ accepted: true, version: '2026-07' });
      expect(body.acceptedAt).toEqual(expect.any(String));
    }
  });

  it('lets only a SELLER_ADMIN accept, for the whole merchant', async () => {
    expect((await get('/core/sellers/user-terms/current', 'novo-vendas@demo.balcao.dev')).body.accepted).toBe(
      false,
    );
    const refused = await acceptTerms('novo-vendas@demo.balcao.dev');
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([
      { code: 'FORBIDDEN', description: 'Você não tem permissão para esta operação.' },
    ]);
    expect((await get('/core/sellers/user-terms/current', 'novo@demo.balcao.dev')).body.accepted).toBe(false);

    const accepted = await acceptTerms('novo@demo.balcao.dev');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ accepted: true, version: '2026-07' });
    expect((await get('/core/sellers/user-terms/current', 'novo-vendas@demo.balcao.dev')).body.accepted).toBe(
      true,
    );
    // Accepting again keeps the first acceptance.
    expect((await acceptTerms('novo@demo.balcao.dev')).body.acceptedAt).toBe(accepted.body.acceptedAt);
  });

  it('asks again when a newer version is published', async () => {
    await s.db.query(
      `INSERT INTO terms_versions (version, title, url, published_at) VALUES ('2027-01', 'Termos de uso Balcão', 'https://balcao.dev/termos/2027-01', $1)`,
      [s.clock.now().toISOString()],
    );
    const terms = await get('/core/sellers/user-terms/current', 'outra@demo.balcao.dev');
    expect(terms.body).toMatchObject({ accepted: false, version: '2027-01', acceptedAt: null });
    expect((await get('/core/sellers/user-terms/current', 'admin@demo.balcao.dev')).body.accepted).toBe(
      false,
    );
    expect((await acceptTerms('outra@demo.balcao.dev')).body.accepted).toBe(true);
    expect((await get('/core/sellers/user-terms/current', 'admin@demo.balcao.dev')).body.accepted).toBe(
      false,
    );
  });
});

describe('feature toggles', () => {
  it("lists the seller's toggles with the user's own", async () => {
    const admin = await get('/core/users/feature-toggles', 'admin@demo.balcao.dev');
    expect(admin.status).toBe(200);
    expect([...admin.body].sort()).toEqual([...DEMO_SELLER_TOGGLES, ...DEMO_ADMIN_USER_TOGGLES].sort());
    const gerente = (await get('/core/users/feature-toggles', 'gerente@demo.balcao.dev')).body;
    expect([...gerente].sort()).toEqual([...DEMO_SELLER_TOGGLES].sort());
    const outra = (await get('/core/users/feature-toggles', 'outra@demo.balcao.dev')).body;
    expect(outra).not.toContain('view_fast_payment_link');
    // Payouts blocked, the balances still show (read-only, issue 26).
    expect(outra).toEqual(expect.arrayContaining(['view_seller_finance', 'view_seller_balance']));
  });
});

describe('payout block', () => {
  it("answers the caller's own seller, blocked or not, and refuses another seller", async () => {
    const own = await get('/core/sellers-blocked-malga-cerc?id_seller=1', 'vendas@demo.balcao.dev');
    expect(own.body).toEqual({ idSeller: 1, blocked: false, blockReason: null });
    const blocked = await get('/core/sellers-blocked-malga-cerc?id_seller=2', 'outra@demo.balcao.dev');
    expect(blocked.body).toEqual({
      idSeller: 2,
      blocked: true,
      blockReason: 'Cadastro desatualizado na registradora',
    });
    const other = await get('/core/sellers-blocked-malga-cerc?id_seller=2', 'admin@demo.balcao.dev');
    expect(other.status).toBe(403);
    expect(other.body.errors[0].code).toBe('FORBIDDEN');
    expect(
      (await get('/core/sellers-blocked-malga-cerc?id_seller=abc', 'admin@demo.balcao.dev')).status,
    ).toBe(400);
    expect(
      (await s.call({ method: 'GET', url: '/core/sellers-blocked-malga-cerc?id_seller=1' })).status,
    ).toBe(401);
  });
});
