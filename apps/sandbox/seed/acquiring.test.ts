import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, type TestSandbox } from '../src/test-support';

// Issue 12's seed: signing in as the demo merchant shows every kind and state of payment link, plans of
// every periodicity, subscriptions in every status with their charges, and a checkout with its subdomain.
let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, as test-support types them.
type Json = Record<string, any>;

const get = async (url: string) => {
  const response = await s.call({ method: 'GET', url: `/payment${url}`, headers: await s.bearer(ADMIN) });
  expect(response.status, url).toBe(200);
  return response.body as Json;
};

/** What the link's public page answers: 200 while it sells, 410 with the reason once it does not. */
async function pageState(link: Json) {
  const page = await s.call({ method: 'GET', url: new URL(link.url).pathname });
  if (page.status === 200) return 'selling';
  const text = String(page.body);
  if (text.includes('Este link de pagamento expirou.')) return 'expired';
  if (text.includes('atingiu o limite de vendas')) return 'sold out';
  return 'deleted';
}

describe('the demo merchant’s seed for links, plans, subscriptions and the checkout', () => {
  it('has each kind of link selling and deleted, and one-off links expired and sold out', async () => {
    const seen = new Set<string>();
    for (const kind of ['orders', 'subscriptions', 'fast-orders']) {
      const { content } = await get(`/payment-links?kind=${kind}&size=50`);
      for (const link of content as Json[]) seen.add(`${link.type} ${await pageState(link)}`);
    }
    for (const type of ['ORDER', 'SUBSCRIPTION', 'FAST_ORDER'])
      for (const state of ['selling', 'deleted'])
        expect(seen, `${type} ${state}`).toContain(`${type} ${state}`);
    expect(seen).toContain('ORDER expired');
    expect(seen).toContain('ORDER sold out');
  });

  it('has fast links whose fee each side bears, a dedicated link, a split one and a scheduled one', async () => {
    const fast = (await get('/payment-links?kind=fast-orders&size=50')).content as Json[];
    const bearers = new Set(fast.map((l) => l.allowedPaymentMethods.creditCardMethod?.type));
    expect([...bearers].sort()).toEqual(['EARLY_BUYER', 'EARLY_SELLER']);
    const orders = (await get('/payment-links?kind=orders&size=50')).content as Json[];
    const details = await Promise.all(orders.map((l) => get(`/payment-links/${l.uuid}`)));
    expect(details.some((l) => l.sellerClient)).toBe(true);
    expect(details.some((l) => l.subSellerResponse?.length)).toBe(true);
    expect(details.some((l) => l.scheduledDate)).toBe(true);
  });

  it('has plans with every periodicity, one of them inactive and one with a boleto description', async () => {
    const plans = (await get('/plans?size=100')).content as Json[];
    for (const plan of plans)
      expect(plan.basicValues.map((v: Json) => v.type)).toEqual(['MONTHLY', 'SEMESTER', 'YEARLY']);
    expect(plans.some((p) => !p.active)).toBe(true);
    expect(plans.some((p) => p.bankSlipDescription)).toBe(true);
  });

  it('has subscriptions in every status and periodicity, each status with its charge history', async () => {
    const periodicities = new Set<string>();
    for (const status of ['ACTIVE', 'INACTIVE', 'PENDING', 'DEFAULTER']) {
      const { content } = await get(`/subscriptions?status=${status}&size=100`);
      expect(content.length, status).toBeGreaterThan(0);
      let charged = 0;
      for (const row of content as Json[]) {
        periodicities.add(row.basicValue.type);
        if ((await get(`/subscriptions/${row.uuid}`)).charges.length > 0) charged++;
      }
      expect(charged, `${status} with charges`).toBeGreaterThan(0);
    }
    expect([...periodicities].sort()).toEqual(['MONTHLY', 'SEMESTER', 'YEARLY']);
  });

  it('has a checkout with its subdomain and notes', async () => {
    const checkout = await get('/checkouts/default');
    expect(checkout.subDomain).toBe('loja-exemplo');
    expect(checkout.url).toMatch(/\/checkout\/loja-exemplo$/);
    expect(checkout.notes).toBeTruthy();
  });
});
