import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BadRequestError,
  type ChargePage,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
} from '../src';
import { day, FINANCE, failureOf, first, OTHER_ADMIN, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('charges', () => {
  it('lists with filters, page after page', async () => {
    const balcao = sandbox.balcao();
    const pages: ChargePage[] = [];
    const filters = { status: 'PAID', paymentMethod: 'PIX', size: 20 } as const;
    for await (const page of balcao.charges.list(filters).pages()) {
      pages.push(page);
      if (pages.length === 3) break;
    }
    expect(pages.map((page) => page.number)).toEqual([0, 1, 2]);
    const items = pages.flatMap((page) => page.content);
    expect(items).toHaveLength(60);
    expect(new Set(items.map((charge) => charge.uuid)).size).toBe(60);
    expect(
      items.every((c) => c.paymentMethod === 'PIX' && ['PAID', 'PAID_MANUALLY'].includes(c.status)),
    ).toBe(true);

    const late = await balcao.charges
      .list({ status: 'LATE', expirationDateInitial: day(-60), expirationDateFinal: day(-1), valueMin: 50 })
      .toArray();
    expect(late.length).toBeGreaterThan(0);
    for (const charge of late) {
      expect(charge.status).toBe('LATE');
      expect(charge.expirationDate >= day(-60) && charge.expirationDate <= day(-1)).toBe(true);
      expect(charge.value).toBeGreaterThanOrEqual(50); // reais, as on the wire
    }
  });

  it('filters by every status a charge can have, in the charge’s spelling', async () => {
    const balcao = sandbox.balcao();
    for (const status of ['REFUND', 'DISPUTE', 'PAID_MANUALLY', 'ABANDONNED'] as const) {
      const found = await balcao.charges.list({ status, size: 1000 }).toArray();
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((charge) => charge.status === status)).toBe(true);
    }
  });

  it('reads a charge, its split and its statement lines', async () => {
    const balcao = sandbox.balcao();
    let withSplit: string | undefined;
    for await (const summary of balcao.charges.list({ status: 'PAID', size: 50 })) {
      if ((await balcao.charges.split(summary.uuid)).length > 0) {
        withSplit = summary.uuid;
        break;
      }
    }
    expect(withSplit).toBeDefined();
    const charge = await balcao.charges.retrieve(withSplit!);
    expect(charge).toMatchObject({ uuid: withSplit, status: 'PAID' });
    const [line] = await balcao.charges.split(charge.uuid);
    expect(line!.amount).toBeGreaterThan(0);
    expect(line!.amount).toBeLessThan(charge.value);

    const statement = await balcao.charges.statement(charge.uuid);
    expect(statement.length).toBeGreaterThan(0);
    expect(statement[0]!.statementType).toMatch(/^CREDIT/);
  });

  it('cancels a charge and marks another one paid, once each', async () => {
    const balcao = sandbox.balcao();
    const open = await balcao.charges.list({ status: 'LATE', size: 50 }).toArray();
    const candidates = [];
    for (const summary of open) {
      if (!(await balcao.charges.retrieve(summary.uuid)).anticipated) candidates.push(summary.uuid);
      if (candidates.length === 2) break;
    }
    const [toCancel, toPay] = candidates;
    await expect(balcao.charges.delete(toCancel!)).resolves.toBeUndefined();
    expect((await balcao.charges.retrieve(toCancel!)).status).toBe('CANCELED');
    const again = await failureOf(balcao.charges.delete(toCancel!));
    expect(again).toBeInstanceOf(ConflictError);
    expect((again as ConflictError).errors[0]?.code).toBe('CHARGE_STATUS');

    const paid = await balcao.charges.markPaid(toPay!);
    expect(paid).toMatchObject({ uuid: toPay, status: 'PAID_MANUALLY', paidDate: day() });
    expect(await failureOf(balcao.charges.markPaid(toPay!))).toBeInstanceOf(ConflictError);
  });

  it('reads the dashboard of a period and its receivables', async () => {
    const balcao = sandbox.balcao();
    const period = { startDate: day(-30), endDate: day() };
    const dashboard = await balcao.charges.dashboard(period);
    expect(dashboard.period).toEqual(period);
    expect(dashboard.lines).toHaveLength(31);
    expect(dashboard.metrics.paidAmount).toBeGreaterThan(0);

    const paid = await balcao.charges.dashboardCharges({ ...period, status: 'PAID', size: 1000 });
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((charge) => charge.status === 'PAID')).toBe(true);
    // The metric is the sum of the list, in cents (never add reais as floats).
    const cents = paid.reduce((sum, charge) => sum + Math.round(charge.amount * 100), 0);
    expect(cents).toBe(Math.round(dashboard.metrics.paidAmount * 100));
  });

  it('maps refusals to the SDK errors', async () => {
    const balcao = sandbox.balcao();
    const noEnd = await failureOf(balcao.charges.list({ expirationDateInitial: day(-10) }).toArray());
    expect(noEnd).toBeInstanceOf(BadRequestError);
    expect((noEnd as BadRequestError).errors[0]?.description).toBe('Por Favor, selecione uma data final.');

    expect(await failureOf(balcao.charges.retrieve(crypto.randomUUID()))).toBeInstanceOf(NotFoundError);
    const theirs = await first(sandbox.balcao(OTHER_ADMIN).charges.list());
    expect(theirs).toBeDefined();
    expect(await failureOf(balcao.charges.retrieve(theirs!.uuid))).toBeInstanceOf(NotFoundError);

    // FINANCE does not open charges, but reads the dashboard.
    const finance = sandbox.balcao(FINANCE);
    expect(await failureOf(finance.charges.list().toArray())).toBeInstanceOf(PermissionDeniedError);
    // The 403 ended that session; the client signs in again on its next call.
    expect((await finance.charges.dashboard({ startDate: day(-1), endDate: day() })).lines).toHaveLength(2);
  });
});
