import { type ApiDate, addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { isBankingDay } from '@balcao/domain/ledger';
import { reaisToCents } from '@balcao/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, type TestSandbox, withKey } from '../../test-support';

/**
 * Issue 25: an anticipation asked on a Friday afternoon lands on Monday, the simulation says so, and the
 * balances after confirming are the ledger's (nothing in 'Disponível' until Monday).
 */
let s: TestSandbox;
let demo: number;
let friday: ApiDate;

const weekday = (day: ApiDate) => new Date(`${day}T12:00:00Z`).getUTCDay();
const banking = async () => (await s.clients(ADMIN)).banking;
const balance = async () => (await (await banking()).GET('/redeems')).data!;

/** The seller's acquiring account on the ledger: effective on or before `day`, and after it. */
async function ledgerSplit(day: ApiDate) {
  const [row] = await s.db.query<{ available: string; later: string }>(
    `SELECT coalesce(sum(p.amount_cents) FILTER (WHERE p.effective_date <= $2::date), 0)::text AS available,
            coalesce(sum(p.amount_cents) FILTER (WHERE p.effective_date > $2::date), 0)::text AS later
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.seller_id = $1 AND a.kind = 'ACQUIRING'`,
    [demo, day],
  );
  return { available: Number(row!.available), later: Number(row!.later) };
}

beforeAll(async () => {
  s = await createTestSandbox();
  const sellers = await s.db.query<{ id: number; document: string }>('SELECT id, document FROM sellers');
  demo = sellers.find((r) => r.document === '11222333000181')!.id;
  // The first banking Friday after the sandbox's today whose Monday is a banking day too.
  friday = addDays(businessToday(s.clock.now()), 1);
  while (weekday(friday) !== 5 || !isBankingDay(friday) || !isBankingDay(addDays(friday, 3)))
    friday = addDays(friday, 1);
  // 15:30 in São Paulo, as in the issue.
  await s.clock.set(new Date(startOfBusinessDay(friday).getTime() + 15.5 * 3600_000), { frozen: true });
});
afterAll(() => s?.close());

describe('an anticipation asked on Friday at 15:30', () => {
  it('is simulated for Monday, and after confirming the balances are what the ledger holds', async () => {
    const monday = addDays(friday, 3);
    const simulation = (
      await (await banking()).GET('/seller/antecipation/rate', { params: { query: { amount: 100 } } })
    ).data!;
    expect(simulation.anticipationDate).toBe(monday);

    const before = await balance();
    const { response, data } = await (await banking()).POST('/redeems/anticipation/amount', {
      body: { amount: 100 },
      ...withKey('antecipacao-sexta'),
    });
    const confirmed = data!;
    expect(response.status, JSON.stringify(confirmed)).toBe(202);
    expect(confirmed.anticipationDate).toBe(monday);
    const [advance] = await s.db.query<{ day: string }>(
      `SELECT effective_date::text AS day FROM ledger_entries WHERE kind = 'ANTICIPATION' AND reference_id = $1`,
      [confirmed.id],
    );
    expect(advance?.day).toBe(monday);

    // Friday: 'Disponível' has not moved; the advance is still to be released, less the fee.
    const after = await balance();
    const ledger = await ledgerSplit(friday);
    expect(reaisToCents(after.amount)).toBe(ledger.available);
    expect(reaisToCents(after.provisionedAmount)).toBe(ledger.later);
    expect(after.amount).toBe(before.amount);
    expect(reaisToCents(after.provisionedAmount)).toBe(
      reaisToCents(before.provisionedAmount) - reaisToCents(confirmed.feeAmount),
    );

    // Monday: the net is in 'Disponível', as the ledger has it from that day (the client refreshes the
    // session the clock's move expired).
    await s.clock.set(new Date(startOfBusinessDay(monday).getTime() + 9 * 3600_000), { frozen: true });
    const onMonday = await balance();
    expect(reaisToCents(onMonday.amount)).toBe((await ledgerSplit(monday)).available);
    const [executed] = await s.db.query<{ status: string }>(
      'SELECT status FROM anticipations WHERE id = $1',
      [confirmed.id],
    );
    expect(executed?.status).toBe('EXECUTED');
  });
});
