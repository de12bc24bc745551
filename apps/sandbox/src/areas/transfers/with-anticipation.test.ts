import { businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { reaisToCents } from '@balcao/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  OTHER_ADMIN,
  refusal,
  statusOf,
  type TestSandbox,
  withKey,
} from '../../test-support';

/**
 * 'Novo repasse' with 'Incluir saldo a liberar': the anticipation first, then the transfer that names it
 * (its credit counts on its execution day), and the anti-fraud 10% on the ledger.
 */
let s: TestSandbox;
let demo: number;
let other: number;
const FINANCE = 'financeiro@demo.balcao.dev';
const SUPERVISOR = 'supervisor@demo.balcao.dev';

beforeAll(async () => {
  s = await createTestSandbox();
  // Noon of the sandbox's today in São Paulo (the run's clock, never the machine's date): outside the
  // blocked window whatever the hour the run started at.
  const noon = new Date(startOfBusinessDay(businessToday(s.clock.now())).getTime() + 12 * 3600_000);
  await s.clock.set(noon, { frozen: true });
  const sellers = await s.db.query<{ id: number; document: string }>('SELECT id, document FROM sellers');
  demo = sellers.find((r) => r.document === '11222333000181')!.id;
  other = sellers.find((r) => r.document === '45321678000104')!.id;
  // The demo merchant receives at another bank here: the option is for sellers off the provider's PJ.
  await s.db.query('UPDATE sellers SET banking_type = NULL WHERE id = $1', [demo]);
});
afterAll(() => s?.close());

const banking = async (email = ADMIN) => (await s.clients(email)).banking;
const available = async () => reaisToCents((await (await banking()).GET('/redeems')).data!.amount);
const preview = async (requestedAmount: number, email = ADMIN) =>
  (await banking(email)).GET('/sellers/transfers/preview', {
    params: { query: { requestedAmount, useAnticipationAmount: true } },
  });
const anticipate = async (amount: number, key: string, email = ADMIN) =>
  (await banking(email)).POST('/redeems/anticipation/amount', { body: { amount }, ...withKey(key) });
const withdraw = async (amount: number, anticipationId: string, key: string, email = ADMIN) =>
  (await banking(email)).POST('/sellers/transfers', { body: { amount, anticipationId }, ...withKey(key) });
const reais = (cents: number) => cents / 100;
const count = async (table: string) =>
  (await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
/** The transfer's postings summed per account kind. */
async function postingsOf(transferId: string) {
  const rows = await s.db.query<{ kind: string; total: string }>(
    `SELECT a.kind, sum(p.amount_cents)::text AS total
       FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.reference_type = 'TRANSFER' AND e.reference_id = $1 AND e.kind = 'TRANSFER' GROUP BY a.kind`,
    [transferId],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.total)]));
}

/** The dialog's two requests: the anticipation of what the available lacks, then the transfer. */
async function anticipateThenWithdraw(totalCents: number, key: string, email = ADMIN) {
  const p = (await preview(reais(totalCents), email)).data!;
  const anticipation = await anticipate(p.anticipatedAmount, `${key}-a`, email);
  expect(anticipation.response.status).toBe(202);
  const transfer = await withdraw(reais(totalCents), anticipation.data!.id, `${key}-t`, email);
  return { preview: p, anticipation: anticipation.data!, transfer };
}

describe('GET /sellers/transfers/preview', () => {
  it('anticipates only what the available balance lacks, and the seller receives the total', async () => {
    const a = await available();
    const { response, data } = await preview(reais(a + 10_000));
    const body = data!;
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      totalRedeem: reais(a + 10_000),
      anticipatedAmount: 100,
      amountToReceive: reais(a + 10_000),
      fraudFee: 0,
      isFraud: false,
    });
    expect(body.anticipationFee).toBeGreaterThan(0);
    expect(body.anticipationTax).toBe(body.anticipationFee);
    // One cent above, added in cents: `maxAmount + 0.01` in floating point may carry a third decimal.
    const above = await refusal(preview((reaisToCents(body.maxAmount) + 1) / 100));
    expect(above.status).toBe(400);
    expect(above.errors[0]!.code).toBe('ABOVE_MAXIMUM');
  });

  it('is refused to roles without anticipation, and to sellers on the provider PJ account', async () => {
    expect(await statusOf(preview(100, SUPERVISOR))).toBe(403);
    await s.db.query(`UPDATE sellers SET banking_type = 'PJ' WHERE id = $1`, [demo]);
    const pj = await refusal(preview(100));
    await s.db.query('UPDATE sellers SET banking_type = NULL WHERE id = $1', [demo]);
    expect(pj.status).toBe(409);
    expect(pj.errors[0]!.code).toBe('BALANCE_TO_RELEASE_UNAVAILABLE');
  });
});

describe('POST /sellers/transfers naming its anticipation', () => {
  it('withdraws the available balance and the anticipated credit, which leaves the balance on its own day', async () => {
    const a = await available();
    const total = a + 20_000;
    const { anticipation, transfer } = await anticipateThenWithdraw(total, 'combinado-1', FINANCE);
    expect(transfer.response.status).toBe(202);
    expect(transfer.data).toMatchObject({
      amount: reais(total),
      feeAmount: 0,
      anticipationId: anticipation.id,
      scheduledDate: anticipation.anticipationDate,
    });
    expect(await available()).toBe(0);
    expect(await postingsOf(transfer.data!.id)).toEqual({ ACQUIRING: -total, TRANSFERS_IN_TRANSIT: total });
    const [onDay] = await s.db.query<{ total: string }>(
      `SELECT coalesce(sum(p.amount_cents), 0)::text AS total FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
        JOIN ledger_accounts acc ON acc.id = p.account_id
       WHERE e.reference_id = $1 AND acc.kind = 'ACQUIRING' AND e.effective_date = $2::date`,
      [transfer.data!.id, anticipation.anticipationDate],
    );
    expect(Number(onDay!.total)).toBe(-20_000);
  });

  it('replays a repeated key without moving money, and lets an anticipation serve one transfer only', async () => {
    const total = (await available()) + 5_000;
    const { anticipation, transfer } = await anticipateThenWithdraw(total, 'combinado-2');
    expect(transfer.response.status).toBe(202);
    const [entries, transfers] = [await count('ledger_entries'), await count('transfers')];
    const replay = await withdraw(reais(total), anticipation.id, 'combinado-2-t');
    expect(replay.response.status).toBe(202);
    expect(replay.data!.id).toBe(transfer.data!.id);
    const again = await refusal(withdraw(1, anticipation.id, 'combinado-2-outra'));
    expect(again.status).toBe(409);
    expect(again.errors[0]!.code).toBe('ANTICIPATION_ALREADY_USED');
    expect(await statusOf(withdraw(reais(total - 1), anticipation.id, 'combinado-2-t'))).toBe(409);
    expect([await count('ledger_entries'), await count('transfers')]).toEqual([entries, transfers]);
  });

  it('refuses more than the anticipation brings, or another seller anticipation, moving nothing', async () => {
    const a = await available();
    const p = (await preview(reais(a + 3_000))).data!;
    expect(p.anticipatedAmount).toBe(30);
    const anticipation = await anticipate(30, 'curta-antecipacao');
    expect(anticipation.response.status).toBe(202);
    const [entries, transfers] = [await count('ledger_entries'), await count('transfers')];
    const over = await refusal(withdraw(reais(a + 3_001), anticipation.data!.id, 'curta-demais'));
    expect(over.status).toBe(400);
    expect(over.errors[0]!.code).toBe('INSUFFICIENT_BALANCE');
    // The other merchant may include its own balance to release, but not name the demo's anticipation.
    await s.db.query(
      `INSERT INTO seller_feature_toggles (seller_id, name)
       VALUES ($1, 'view_seller_finance'), ($1, 'view_balance_anticipation') ON CONFLICT DO NOTHING`,
      [other],
    );
    await s.db.query('UPDATE sellers SET on_demand_anticipation = true WHERE id = $1', [other]);
    const foreign = withdraw(reais(a + 3_000), anticipation.data!.id, 'curta-outro-seller', OTHER_ADMIN);
    expect(await statusOf(foreign)).toBe(404);
    expect([await count('ledger_entries'), await count('transfers')]).toEqual([entries, transfers]);
  });

  it('charges a seller flagged by the anti-fraud 10% of the total on the ledger and pays out 90%', async () => {
    await s.db.query('UPDATE sellers SET fraud_flagged = true WHERE id = $1', [demo]);
    const total = (await available()) + 20_000;
    const fee = Math.round(total / 10);
    const { preview: p, transfer } = await anticipateThenWithdraw(total, 'fraude');
    expect(p).toMatchObject({
      isFraud: true,
      fraudFee: reais(fee),
      anticipationTax: reais(fee),
      amountToReceive: reais(total - fee),
    });
    expect(transfer.response.status).toBe(202);
    expect(transfer.data).toMatchObject({ amount: reais(total - fee), feeAmount: reais(fee) });
    expect(await postingsOf(transfer.data!.id)).toEqual({
      ACQUIRING: -total,
      TRANSFERS_IN_TRANSIT: total - fee,
      FEES_REVENUE: fee,
    });
    const pending = (await (await banking()).GET('/sellers/transfers/approve')).data!;
    // The frozen clock gives every request of this file the same instant: found by id, not by position.
    const listed = pending.content.find((t) => t.id === transfer.data!.id);
    expect(listed).toMatchObject({ amount: reais(total - fee), feeAmount: reais(fee) });
  });

  it('is executed on the anticipation day: the 90% leaves transit for the seller bank', async () => {
    const [row] = await s.db.query<{ id: string; day: string; amount: string }>(
      `SELECT id, scheduled_date::text AS day, amount_cents::text AS amount FROM transfers WHERE fee_cents > 0`,
    );
    const days = Math.round((Date.parse(row!.day) - s.clock.now().getTime()) / 86_400_000) + 1;
    await s.clock.advance(days * 24 * 3600);
    const [done] = await s.db.query<{ status: string }>('SELECT status FROM transfers WHERE id = $1', [
      row!.id,
    ]);
    expect(done?.status).toBe('EXECUTED');
    const [external] = await s.db.query<{ total: string }>(
      `SELECT sum(p.amount_cents)::text AS total FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
        JOIN ledger_accounts a ON a.id = p.account_id
       WHERE e.reference_id = $1 AND e.kind = 'TRANSFER_EXECUTION' AND a.kind = 'EXTERNAL'`,
      [row!.id],
    );
    expect(Number(external!.total)).toBe(Number(row!.amount));
  });
});

describe("the seed's merchant for 'Incluir saldo a liberar'", () => {
  const PARTNER = 'parceira@demo.balcao.dev';
  it('banks elsewhere, anticipates on demand, and has both an available balance and receivables to release', async () => {
    const features = (await (await s.clients(PARTNER)).core.GET('/users/feature-toggles')).data;
    expect(features).toEqual(
      expect.arrayContaining(['view_seller_finance', 'view_seller_balance', 'view_balance_anticipation']),
    );
    const balance = (await (await banking(PARTNER)).GET('/redeems')).data!;
    expect(balance).toMatchObject({ bankingType: null, isOnDemandEnabled: true });
    expect(balance.amount).toBeGreaterThan(10);
    expect(balance.provisionedAmount).toBeGreaterThan(100);
    const asked = reaisToCents(balance.amount) + 10_000;
    const shown = await preview(reais(asked), PARTNER);
    expect(shown.response.status).toBe(200);
    expect(reaisToCents(shown.data!.anticipatedAmount)).toBe(10_000);
  });
});
