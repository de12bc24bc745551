import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const ADMIN = 'admin@demo.balcao.dev';
const FINANCE = 'financeiro@demo.balcao.dev';
const OTHER_ADMIN = 'outra@demo.balcao.dev';

const get = async (url: string, email = ADMIN) =>
  s.call({ method: 'GET', url: `/payment${url}`, headers: await s.bearer(email) });
const dayOf = (c: { status: string; paidDate: string | null; expirationDate: string }) =>
  c.status === 'PAID' ? c.paidDate! : c.expirationDate;

describe('dashboard list order and sellers', () => {
  const end = () => businessToday(s.clock.now());
  const period = () => `startDate=${addDays(end(), -29)}&endDate=${end()}`;

  it('sorts the list by the charge’s day, newest first by default and oldest first when asked', async () => {
    const desc = (await get(`/charges/dashboard?${period()}`)).body.content;
    const asc = (await get(`/charges/dashboard?${period()}&sort=date,ASC`)).body.content;
    expect(desc.length).toBeGreaterThan(2);
    expect(asc).toHaveLength(desc.length);
    const days = desc.map(dayOf);
    expect(days).toEqual([...days].sort().reverse());
    expect(asc.map(dayOf)).toEqual([...days].sort());
    expect((await get(`/charges/dashboard?${period()}&sort=amount,ASC`)).status).toBe(400);
  });

  it('shows the FINANCE profile the same figures, and another seller only its own charges', async () => {
    const mine = await get(`/seller/dashboard?${period()}`);
    expect((await get(`/seller/dashboard?${period()}`, FINANCE)).body).toEqual(mine.body);
    const ids = new Set(
      (await get(`/charges/dashboard?${period()}`)).body.content.map((c: { uuid: string }) => c.uuid),
    );
    const other = (await get(`/charges/dashboard?${period()}`, OTHER_ADMIN)).body.content;
    expect(other.some((c: { uuid: string }) => ids.has(c.uuid))).toBe(false);
    const [row] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM charges c JOIN users u ON u.seller_id = c.seller_id
        WHERE u.email = $1 AND c.status IN ('PAID', 'PAID_MANUALLY') AND c.paid_date BETWEEN $2 AND $3`,
      [OTHER_ADMIN, addDays(end(), -29), end()],
    );
    expect(other.filter((c: { status: string }) => c.status === 'PAID')).toHaveLength(row!.n);
  });
});
