import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, PermissionDeniedError } from '../src';
import { ADMIN, FINANCE, failureOf, OPERATOR, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const cents = (reais: number) => Math.round(reais * 100);

describe('treasury', () => {
  it('invests, sees the application settle, reads both statements and redeems part of it', async () => {
    const balcao = sandbox.balcao(ADMIN);
    const before = await balcao.treasury.summary();
    const [product] = before.products;
    expect(product?.yield_params.index).toBe('CDI');
    const application = await balcao.treasury.invest(product!.id, { amount: 250.5 });
    expect(application).toMatchObject({ status: 'PROCESSING', current_amount: 250.5 });
    const during = await balcao.treasury.summary();
    expect(cents(during.inProcessingAmount)).toBe(cents(before.inProcessingAmount) + 25_050);
    expect(during.totalAmount).toBe(before.totalAmount);
    await sandbox.advanceClock(5);
    const after = await balcao.treasury.summary();
    expect(cents(after.debitAccountAmount)).toBe(cents(before.debitAccountAmount) - 25_050);
    expect(cents(after.investAccountAmount)).toBe(cents(before.investAccountAmount) + 25_050);

    const active = [];
    for await (const a of balcao.treasury.applications(product!.id)) active.push(a);
    const mine = active.find((a) => a.application_id === application.application_id);
    expect(mine).toMatchObject({ status: 'ACTIVE', invested_amount: 250.5 });
    expect(active.length).toBeGreaterThanOrEqual(3); // the two seeded ones too

    const investment = [];
    for await (const line of balcao.treasury.ledger({ account: 'INVESTMENT_ACCOUNT', size: 50 })) {
      investment.push(line);
      if (investment.length >= 60) break;
    }
    expect(investment[0]).toMatchObject({ operation: 'APLICACAO', value: 250.5, positive: true });
    expect(investment.some((line) => line.operation === 'RENDIMENTO')).toBe(true);

    const redemption = await balcao.treasury.redeem(application.application_id, { amount: 100 });
    expect(redemption).toMatchObject({ amount: 100, status: 'PROCESSING' });
    const over = await failureOf(balcao.treasury.redeem(application.application_id, { amount: 1_000 }));
    expect(over).toBeInstanceOf(BadRequestError);
  });

  it('withdraws for the wallet roles only, and refuses a statement period over 3 months', async () => {
    const withdrawal = await sandbox.balcao(FINANCE).treasury.withdraw({ amount: 10 });
    expect(withdrawal).toMatchObject({ amount: 10, status: 'PROCESSING' });
    await sandbox.advanceClock(5);
    const sent = [];
    for await (const w of sandbox.balcao(FINANCE).treasury.withdrawals()) sent.push(w);
    expect(sent[0]).toMatchObject({ id: withdrawal.id, status: 'SETTLED' });
    expect(await failureOf(sandbox.balcao(OPERATOR).treasury.withdraw({ amount: 10 }))).toBeInstanceOf(
      PermissionDeniedError,
    );
    const long = await failureOf(
      sandbox
        .balcao(ADMIN)
        .treasury.ledger({ account: 'CHECKING_ACCOUNT', startDate: '2020-01-01' })
        .toArray(),
    );
    expect(long).toBeInstanceOf(BadRequestError);
  });

  it('sends the statement by e-mail, for the report roles only', async () => {
    const summary = await sandbox.balcao(ADMIN).treasury.summary();
    const today = summary.serverTime.slice(0, 10);
    const report = await sandbox.balcao(ADMIN).treasury.exportStatement({
      account: 'INVESTMENT_ACCOUNT',
      startDate: today,
      endDate: today,
    });
    expect(report).toMatchObject({ reportType: 'EXTRATO_CONTAS', accountType: 'INVESTMENT_ACCOUNT' });
    const denied = await failureOf(
      sandbox
        .balcao(OPERATOR)
        .treasury.exportStatement({ account: 'CHECKING_ACCOUNT', startDate: today, endDate: today }),
    );
    expect(denied).toBeInstanceOf(PermissionDeniedError);
  });
});
