import type { banking as contract } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, errorBody, refusal, statusOf, type TestSandbox } from '../../test-support';

let s: TestSandbox;
const NOON = new Date('2026-11-25T15:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(NOON, { frozen: true });
});
afterAll(() => s?.close());

// Moving the clock past the access token's life: the clients refresh the session, as the app does.
const moveClock = (to: Date) => s.clock.set(to, { frozen: true });
type Change = contract.operations['updatePixLimit']['requestBody']['content']['application/json'];

const limits = async (email = ADMIN) => (await s.clients(email)).banking.GET('/accounts/limits');
const patch = async (body: Change, email = ADMIN) =>
  (await s.clients(email)).banking.PATCH('/accounts/limits', { body });
/** A body the contract refuses, which the typed client would not let a test write. */
const patchRaw = async (payload: unknown) =>
  s.call({
    method: 'PATCH',
    url: '/banking/accounts/limits',
    headers: { ...(await s.bearer(ADMIN)), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
async function current() {
  const [day, night] = (await limits()).data!;
  return { day: day!, night: night! };
}
const change = async (period: 'day' | 'night', amount: number) => {
  const limit = (await current())[period];
  return patch({ limitId: limit.limitId, accountId: limit.accountId, amount });
};

describe('GET /accounts/limits', () => {
  it('answers the day and the night limit of the checking account with their defaults', async () => {
    const { response, data: body } = await limits();
    expect(response.status).toBe(200);
    const [account] = await s.db.query<{ id: string }>(
      `SELECT b.debit_account_id::text AS id FROM bank_accounts b JOIN sellers s ON s.id = b.seller_id
        WHERE s.document = '11222333000181'`,
    );
    expect(body).toEqual([
      expect.objectContaining({
        period: 'DAY',
        amount: 10000,
        scheduledAmount: null,
        accountId: account?.id,
      }),
      expect.objectContaining({ period: 'NIGHT', amount: 1000, scheduledFor: null, accountId: account?.id }),
    ]);
  });

  it('is for the roles of /pix-config only', async () => {
    expect(await statusOf(limits('financeiro@demo.balcao.dev'))).toBe(200); // BANKING_WALLET
    expect(await statusOf(limits('operador@demo.balcao.dev'))).toBe(403);
    expect(await statusOf(limits('vendas@demo.balcao.dev'))).toBe(403);
  });

  it("says 'Conta não configurada.' to a merchant whose account is not ACTIVE", async () => {
    await s.db.query(`UPDATE users SET banking_profile = 'ADMIN' WHERE email = 'outra@demo.balcao.dev'`);
    const { status, errors } = await refusal(limits('outra@demo.balcao.dev'));
    expect(status).toBe(409);
    expect(errors[0]).toEqual({ code: 'ACCOUNT_NOT_ACTIVE', description: 'Conta não configurada.' });
  });
});

describe('PATCH /accounts/limits', () => {
  it('schedules an increase for 24 hours later, which the scheduler applies by the sandbox clock', async () => {
    const { response, data } = await change('night', 3000);
    const body = data!;
    expect(response.status).toBe(200);
    const due = new Date(NOON.getTime() + 24 * HOUR).toISOString();
    expect(body).toMatchObject({ period: 'NIGHT', amount: 1000, scheduledAmount: 3000, scheduledFor: due });
    expect((await current()).night).toEqual(body);
    // Asking the same increase again keeps its moment.
    await moveClock(new Date(NOON.getTime() + HOUR));
    expect((await change('night', 3000)).data!.scheduledFor).toBe(due);
    await moveClock(new Date(NOON.getTime() + 24 * HOUR - 1000));
    expect((await current()).night).toMatchObject({ amount: 1000, scheduledAmount: 3000 });
    await moveClock(new Date(NOON.getTime() + 24 * HOUR));
    expect((await current()).night).toMatchObject({
      amount: 3000,
      scheduledAmount: null,
      scheduledFor: null,
    });
    const [row] = await s.db.query<{ amount: string; pending: string | null }>(
      `SELECT amount_cents::text AS amount, scheduled_amount_cents::text AS pending FROM pix_limits
        WHERE id = $1`,
      [body.limitId],
    );
    expect(row).toEqual({ amount: '300000', pending: null });
  });

  it('lowers a limit at once, dropping a pending increase of that period', async () => {
    expect((await change('day', 20000)).data).toMatchObject({ amount: 10000, scheduledAmount: 20000 });
    const { response, data: body } = await change('day', 5000);
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      amount: 5000,
      scheduledAmount: null,
      scheduledFor: null,
      requestedAt: null,
    });
    expect((await current()).day).toEqual(body);
  });

  it('cancels a pending increase when asked for the amount in force', async () => {
    await change('day', 7000);
    expect((await change('day', 5000)).data).toMatchObject({ amount: 5000, scheduledAmount: null });
  });

  it.each([
    ['three decimals', 10.005],
    ['a negative amount', -1],
    ['more than the maximum', 1_000_000.01],
  ])('refuses %s with a 400 and changes nothing', async (_, amount) => {
    const before = await current();
    const { status, errors } = await refusal(patch({ ...idsOf(before.night), amount }));
    expect(status).toBe(400);
    expect(errors[0]!.description).toMatch(/\S/);
    expect(await current()).toEqual(before);
  });

  it('refuses text for the amount with a 400 and changes nothing', async () => {
    const before = await current();
    // Text where the contract says number: only a raw call can send it.
    const answer = await patchRaw({ ...idsOf(before.night), amount: 'mil' });
    expect(answer.status).toBe(400);
    expect(errorBody(answer).errors[0]?.description).toMatch(/\S/);
    expect(await current()).toEqual(before);
  });

  it('refuses hostile bodies with a 400', async () => {
    const { night } = await current();
    expect(await statusOf(patch({ ...idsOf(night), limitId: 'abc\u0000', amount: 10 }))).toBe(400);
    // Bodies the contract refuses: only a raw call can send them.
    for (const payload of [
      `{"limitId":"${night.limitId}","accountId":"${night.accountId}","amount":1e999}`,
      { ...idsOf(night), amount: 10, extra: true },
      { ...idsOf(night) },
    ])
      expect((await patchRaw(payload)).status).toBe(400);
  });

  it("answers 404 for a limit that is not the seller's or an account that is not the limit's", async () => {
    const { night } = await current();
    expect(
      await statusOf(patch({ ...idsOf(night), limitId: '00000000-0000-4000-8000-000000000000', amount: 10 })),
    ).toBe(404);
    const [investment] = await s.db.query<{ id: string }>(
      `SELECT investment_account_id::text AS id FROM bank_accounts WHERE debit_account_id = $1`,
      [night.accountId],
    );
    expect(await statusOf(patch({ ...idsOf(night), accountId: investment!.id, amount: 10 }))).toBe(404);
  });

  it('is refused to users without the roles', async () => {
    const { night } = await current();
    expect(await statusOf(patch({ ...idsOf(night), amount: 10 }, 'operador@demo.balcao.dev'))).toBe(403);
    expect((await current()).night.amount).toBe(night.amount);
  });
});

function idsOf(limit: { limitId: string; accountId: string }) {
  return { limitId: limit.limitId, accountId: limit.accountId };
}
