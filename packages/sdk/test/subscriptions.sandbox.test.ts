import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError, PermissionDeniedError, type SubscriptionPage } from '../src';
import { day, FINANCE, failureOf, first, OTHER_ADMIN, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('subscriptions', () => {
  it('lists every subscription page after page, and by status and customer', async () => {
    const balcao = sandbox.balcao();
    const pages: SubscriptionPage[] = [];
    for await (const page of balcao.subscriptions.list().pages()) pages.push(page);
    expect(pages.map((page) => page.number)).toEqual([0, 1, 2]); // 60 in the seed, 20 a page
    const all = pages.flatMap((page) => page.content);
    expect(new Set(all.map((subscription) => subscription.uuid)).size).toBe(60);
    const starts = all.map((subscription) => subscription.startDate);
    expect(starts).toEqual([...starts].sort().reverse());

    const defaulters = await balcao.subscriptions.list({ status: 'DEFAULTER', size: 4 }).toArray();
    expect(defaulters).toHaveLength(10);
    expect(defaulters.every((subscription) => subscription.status === 'DEFAULTER')).toBe(true);

    const someone = all[0]!;
    const theirs = await balcao.subscriptions.list({ customerDocument: someone.customerDocument }).toArray();
    expect(theirs.map((subscription) => subscription.customerId)).toContain(someone.customerId);
    expect(theirs.every((subscription) => subscription.customerDocument === someone.customerDocument)).toBe(
      true,
    );
  });

  it('reads a subscription with its latest charges', async () => {
    const balcao = sandbox.balcao();
    const summary = await first(balcao.subscriptions.list({ status: 'ACTIVE' }));
    const subscription = await balcao.subscriptions.retrieve(summary!.uuid);
    expect(subscription).toMatchObject(summary!);
    expect(subscription.charges.length).toBeGreaterThan(0);
    expect(subscription.charges.length).toBeLessThanOrEqual(12);
    // The subscription's value is its latest charge's, in reais: compare through cents.
    expect(Math.round(subscription.charges[0]!.value * 100)).toBe(
      Math.round(subscription.basicValue.value * 100),
    );
  });

  it('maps refusals to the SDK errors', async () => {
    const balcao = sandbox.balcao();
    const theirs = await first(sandbox.balcao(OTHER_ADMIN).subscriptions.list());
    expect(theirs).toBeDefined();
    expect(await failureOf(balcao.subscriptions.retrieve(theirs!.uuid))).toBeInstanceOf(NotFoundError);
    const noEnd = await failureOf(balcao.subscriptions.list({ expirationDateInitial: day() }).toArray());
    expect(noEnd).toBeInstanceOf(BadRequestError);
    expect((noEnd as BadRequestError).errors[0]?.description).toBe('Por Favor, selecione uma data final.');
    expect(await failureOf(sandbox.balcao(FINANCE).subscriptions.list().toArray())).toBeInstanceOf(
      PermissionDeniedError,
    );
  });
});

describe('plans', () => {
  it('lists the plans by title and reads one', async () => {
    const balcao = sandbox.balcao();
    const plans = await balcao.plans.list({ size: 2 }).toArray();
    expect(plans).toHaveLength(4); // one of them inactive
    const titles = plans.map((plan) => plan.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(plans.filter((plan) => !plan.active)).toHaveLength(1);
    const [plan] = plans;
    expect(await balcao.plans.retrieve(plan!.id)).toEqual(plan);
    expect(plan!.basicValues.map((price) => price.type)).toContain('MONTHLY');
    const matching = await balcao.plans.list({ title: plan!.title.slice(1, 6).toLowerCase() }).toArray();
    expect(matching.map((found) => found.id)).toContain(plan!.id);
  });

  it('hides another merchant’s plan', async () => {
    const theirs = await first(sandbox.balcao(OTHER_ADMIN).plans.list());
    expect(theirs).toBeDefined();
    expect(await failureOf(sandbox.balcao().plans.retrieve(theirs!.id))).toBeInstanceOf(NotFoundError);
  });
});
