import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  OTHER_ADMIN,
  refusal,
  statusOf,
  type TestSandbox,
} from '../../test-support';

/** GET /sellers/anti-fraud: the seller's own anti-fraud flag, loaded for SELLER_ADMIN only (§6 of both documents). */
let s: TestSandbox;
let demo: number;
const FINANCE = 'financeiro@demo.balcao.dev';

beforeAll(async () => {
  s = await createTestSandbox();
  const [row] = await s.db.query<{ id: number }>("SELECT id FROM sellers WHERE document = '11222333000181'");
  demo = row!.id;
});
afterAll(() => s?.close());

const antiFraud = async (email = ADMIN) => (await s.clients(email)).payment.GET('/sellers/anti-fraud');
const flag = async (email = ADMIN) => {
  const { response, data } = await antiFraud(email);
  return { status: response.status, body: data };
};

describe('GET /sellers/anti-fraud', () => {
  it('answers the seller’s own flag, and follows it when the anti-fraud changes its mind', async () => {
    expect(await flag()).toMatchObject({ status: 200, body: { isFraud: false } });
    await s.db.query('UPDATE sellers SET fraud_flagged = true WHERE id = $1', [demo]);
    expect(await flag()).toMatchObject({ status: 200, body: { isFraud: true } });
    // Another seller's admin reads its own seller, not the flagged one.
    expect(await flag(OTHER_ADMIN)).toMatchObject({ status: 200, body: { isFraud: false } });
    await s.db.query('UPDATE sellers SET fraud_flagged = false WHERE id = $1', [demo]);
  });

  it('is read by SELLER_ADMIN only: the finance profile gets 403', async () => {
    const { status, errors } = await refusal(antiFraud(FINANCE));
    expect(status).toBe(403);
    expect(errors[0]!.description).toMatch(/permissão/i);
  });

  it('refuses a caller without a session', async () => {
    expect(await statusOf((await s.clients(null)).payment.GET('/sellers/anti-fraud'))).toBe(401);
  });

  it('refuses hostile input with 400, never 500', async () => {
    // NUL and a right-to-left override: text no field of the contract carries.
    // A query the contract does not have: only a raw call can send it.
    for (const query of ['?idSeller=%00', '?idSeller=%E2%80%AE1']) {
      const { status } = await s.call({
        method: 'GET',
        url: `/payment/sellers/anti-fraud${query}`,
        headers: await s.bearer(ADMIN),
      });
      expect(status, query).toBe(400);
    }
  });
});
