import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError, PermissionDeniedError } from '../src';
import { FINANCE, failureOf, OPERATOR, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('pix.limits', () => {
  it('reads the day and the night limit by name, with the defaults of a new account', async () => {
    const { day, night } = await sandbox.balcao().pix.limits.get();
    expect(day).toMatchObject({ period: 'DAY', amount: 10000, scheduledAmount: null });
    expect(night).toMatchObject({ period: 'NIGHT', amount: 1000, scheduledAmount: null });
    expect(day.accountId).toBe(night.accountId);
  });

  it('schedules an increase for 24 hours later and applies it when the sandbox clock gets there', async () => {
    const balcao = sandbox.balcao();
    const { night } = await balcao.pix.limits.get();
    const asked = await balcao.pix.limits.update({
      limitId: night.limitId,
      accountId: night.accountId,
      amount: 2500,
    });
    expect(asked).toMatchObject({ amount: 1000, scheduledAmount: 2500 });
    const hours = (Date.parse(asked.scheduledFor ?? '') - Date.parse(asked.requestedAt ?? '')) / 3_600_000;
    expect(hours).toBe(24);
    await sandbox.advanceClock(24 * 3600 + 1);
    const { night: after } = await balcao.pix.limits.get();
    expect(after).toMatchObject({ amount: 2500, scheduledAmount: null, scheduledFor: null });
  });

  it('lowers a limit at once (a BANKING_WALLET user may too)', async () => {
    const balcao = sandbox.balcao(FINANCE);
    const { day } = await balcao.pix.limits.get();
    const lowered = await balcao.pix.limits.update({
      limitId: day.limitId,
      accountId: day.accountId,
      amount: 4000.5,
    });
    expect(lowered).toMatchObject({ amount: 4000.5, scheduledAmount: null });
  });

  it('refuses three decimals, an unknown limit and users without the roles', async () => {
    const balcao = sandbox.balcao();
    const { day } = await balcao.pix.limits.get();
    const ids = { limitId: day.limitId, accountId: day.accountId };
    expect(await failureOf(balcao.pix.limits.update({ ...ids, amount: 10.005 }))).toBeInstanceOf(
      BadRequestError,
    );
    expect(
      await failureOf(
        balcao.pix.limits.update({ ...ids, limitId: '00000000-0000-4000-8000-000000000000', amount: 1 }),
      ),
    ).toBeInstanceOf(NotFoundError);
    expect(await failureOf(sandbox.balcao(OPERATOR).pix.limits.get())).toBeInstanceOf(PermissionDeniedError);
  });
});
