import type { payment } from '@balcao/client';
import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, OTHER_ADMIN, refusal, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';

type DashboardQuery = NonNullable<payment.operations['listDashboardCharges']['parameters']['query']>;
const charges = async (query: DashboardQuery, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/charges/dashboard', { params: { query } });
const dayOf = (c: { status: string; paidDate?: string | null; expirationDate: string }) =>
  c.status === 'PAID' ? c.paidDate! : c.expirationDate;

describe('dashboard list order and sellers', () => {
  const end = () => businessToday(s.clock.now());
  const period = () => ({ startDate: addDays(end(), -29), endDate: end() });

  it('sorts the list by the charge’s day, newest first by default and oldest first when asked', async () => {
    const desc = (await charges(period())).data!.content;
    const asc = (await charges({ ...period(), sort: 'date,ASC' })).data!.content;
    expect(desc.length).toBeGreaterThan(2);
    expect(asc).toHaveLength(desc.length);
    const days = desc.map(dayOf);
    expect(days).toEqual([...days].sort().reverse());
    expect(asc.map(dayOf)).toEqual([...days].sort());
    const byAmount = { ...period(), sort: 'amount,ASC' } as unknown as DashboardQuery;
    expect((await refusal(charges(byAmount))).status).toBe(400);
  });

  it('shows the FINANCE profile the same figures, and another seller only its own charges', async () => {
    const figures = async (email: string) =>
      (await (await s.clients(email)).payment.GET('/seller/dashboard', { params: { query: period() } })).data;
    expect(await figures(FINANCE)).toEqual(await figures(ADMIN));
    const ids = new Set((await charges(period())).data!.content.map((c) => c.uuid));
    const other = (await charges(period(), OTHER_ADMIN)).data!.content;
    expect(other.some((c) => ids.has(c.uuid))).toBe(false);
    const [row] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM charges c JOIN users u ON u.seller_id = c.seller_id
        WHERE u.email = $1 AND c.status IN ('PAID', 'PAID_MANUALLY') AND c.paid_date BETWEEN $2 AND $3`,
      [OTHER_ADMIN, addDays(end(), -29), end()],
    );
    expect(other.filter((c) => c.status === 'PAID')).toHaveLength(row!.n);
  });
});
