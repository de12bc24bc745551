import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, PermissionDeniedError } from '../src';
import { FINANCE, failureOf, first, type RealSandbox, SALE, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
let today: string;

beforeAll(async () => {
  sandbox = await startRealSandbox();
  // 10:00 of the sandbox's tomorrow in São Paulo: outside the blocked window whatever its hour was.
  today = addDays(businessToday(await sandbox.now()), 1);
  await sandbox.moveClockTo(new Date(startOfBusinessDay(today).getTime() + 10 * 3_600_000));
}, 60_000);
afterAll(() => sandbox?.close());

const cents = (reais: number) => Math.round(reais * 100);

describe('statement and transfers', () => {
  it('walks the statement page after page as an async iterator, and lists future entries', async () => {
    const balcao = sandbox.balcao(FINANCE);
    const query = { executionDateInitial: addDays(today, -30), executionDateFinal: today, size: 10 };
    const lines = await balcao.statement.list(query).toArray();
    const firstPage = await balcao.statement.list(query).pages().next();
    expect(lines.length).toBe(firstPage.value?.totalElements);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line.executionDate <= today).toBe(true);
    const upcoming = await first(balcao.statement.future());
    expect(upcoming && upcoming.executionDate > today).toBe(true);
  });

  it('downloads the statement of a period as CSV, one line per statement line', async () => {
    const balcao = sandbox.balcao(FINANCE);
    const query = { executionDateInitial: addDays(today, -30), executionDateFinal: today };
    const csv = await balcao.statement.csv(query);
    expect(csv.startsWith('\uFEFFExecução;Tipo;')).toBe(true);
    const lines = csv.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength((await balcao.statement.list(query).toArray()).length);
    const refused = await failureOf(sandbox.balcao(SALE).statement.csv(query));
    expect(refused).toBeInstanceOf(PermissionDeniedError);
    const reversed = await failureOf(
      balcao.statement.csv({ executionDateInitial: today, executionDateFinal: addDays(today, -1) }),
    );
    expect(reversed).toBeInstanceOf(BadRequestError);
  });

  it('withdraws once per idempotency key and lists it in processing', async () => {
    const balcao = sandbox.balcao(FINANCE);
    const before = await balcao.statement.balance();
    const options = { idempotencyKey: 'sdk-saque-150' };
    const transfer = await balcao.transfers.create({ amount: 150 }, options);
    const again = await balcao.transfers.create({ amount: 150 }, options);
    expect(again.id).toBe(transfer.id);
    expect(transfer).toMatchObject({ amount: 150, status: 'PENDING' });
    const after = await balcao.statement.balance();
    expect(cents(after.amount)).toBe(cents(before.amount) - 15000);
    const pending = await balcao.transfers.listPending().toArray();
    expect(pending.map((t) => t.id)).toContain(transfer.id);
    const total = pending.reduce((sum, t) => sum + cents(t.amount), 0);
    expect(cents(await balcao.transfers.pendingTotal())).toBe(total);
  });

  it('refuses a withdrawal above the balance or with three decimals, and users without the roles', async () => {
    const balcao = sandbox.balcao(FINANCE);
    const { amount } = await balcao.statement.balance();
    const over = await failureOf(balcao.transfers.create({ amount: (cents(amount) + 1) / 100 }));
    expect(over).toBeInstanceOf(BadRequestError);
    expect((over as BadRequestError).errors[0]?.code).toBe('INSUFFICIENT_BALANCE');
    expect(await failureOf(balcao.transfers.create({ amount: 10.005 }))).toBeInstanceOf(BadRequestError);
    expect(await failureOf(sandbox.balcao(SALE).transfers.listPending().toArray())).toBeInstanceOf(
      PermissionDeniedError,
    );
  });
});

describe("transfers with 'Incluir saldo a liberar'", () => {
  it('previews, anticipates what the available lacks and withdraws the total naming the anticipation', async () => {
    // The demo merchant banks with the provider's PJ account; here it receives at another bank.
    await sandbox.db.query(`UPDATE sellers SET banking_type = NULL WHERE document = '11222333000181'`);
    const balcao = sandbox.balcao();
    const { amount } = await balcao.statement.balance();
    const total = Math.round((amount + 100) * 100) / 100;
    const preview = await balcao.transfers.preview({ amount: total });
    expect(preview).toMatchObject({ totalRedeem: total, anticipatedAmount: 100, amountToReceive: total });
    const anticipation = await balcao.anticipations.create({ amount: preview.anticipatedAmount });
    const transfer = await balcao.transfers.create({ amount: total, anticipationId: anticipation.id });
    expect(transfer).toMatchObject({ amount: total, feeAmount: 0, anticipationId: anticipation.id });
    const again = await failureOf(balcao.transfers.create({ amount: 1, anticipationId: anticipation.id }));
    expect(again).toMatchObject({ status: 409 });
  });
});
