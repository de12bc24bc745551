import { parseBoleto } from '@balcao/domain/boletos';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { reaisToCents } from '@balcao/domain/money';
import { isValidPixBrCode, parsePixBrCode } from '@balcao/domain/pix';
import { nextDueDate, type Periodicity } from '@balcao/domain/subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHARGE_COUNT, OTHER_CHARGE_COUNT } from '../../../seed/charges';
import {
  ADMIN,
  createTestSandbox,
  freshClients,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';
import { BILLING_CATCH_UP_LIMIT, BILLING_WINDOW_DAYS, billDueSubscriptions } from './billing';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const DAY = 24 * 3600;

// The clock moves by months here, past the refresh token's life: each read signs in afresh.
const api = async (email = ADMIN) => (await freshClients(s, email)).payment;
const charges = async (email = ADMIN) => (await api(email)).GET('/charges');
const subscriptionsPage = async (email = ADMIN) => (await api(email)).GET('/subscriptions');
const chargeOf = async (id: string, email = ADMIN) =>
  (await api(email)).GET('/charges/{id}', { params: { path: { id } } });
const subscriptionOf = async (id: string) =>
  (await api()).GET('/subscriptions/{id}', { params: { path: { id } } });

interface SubscriptionState {
  id: string;
  seller_id: number;
  status: string;
  periodicity: Periodicity;
  start_date: string;
  next: string | null;
  value_cents: number;
  additional_cents: number | null;
  additional_installments: number | null;
  payment_method: string;
  plan_title: string;
  issued: number;
}

async function sellerOf(email: string): Promise<number> {
  const [row] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
    email,
  ]);
  return row!.seller_id;
}

async function subscriptions(): Promise<SubscriptionState[]> {
  return s.db.query<SubscriptionState>(
    `SELECT su.id, su.seller_id, su.status, su.periodicity, su.start_date::text AS start_date,
            su.next_expiration_date::text AS next, su.value_cents::int AS value_cents,
            su.additional_value_cents::int AS additional_cents, su.additional_installments,
            su.payment_method, p.title AS plan_title,
            (SELECT count(*)::int FROM charges c WHERE c.subscription_id = su.id) AS issued
       FROM subscriptions su JOIN plans p ON p.id = su.plan_id ORDER BY su.id`,
  );
}

async function chargeCount(sellerId: number): Promise<number> {
  const [row] = await s.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM charges WHERE seller_id = $1',
    [sellerId],
  );
  return row!.n;
}

/** The due dates a subscription should be billed for once the sandbox's today is `today`. */
function dueDates(sub: SubscriptionState, today: string): string[] {
  if (sub.status !== 'ACTIVE' || sub.next === null) return [];
  const dates: string[] = [];
  let next = sub.next;
  const horizon = addDays(today, BILLING_WINDOW_DAYS);
  while (next <= horizon && dates.length < BILLING_CATCH_UP_LIMIT) {
    dates.push(next);
    next = nextDueDate(next, sub.periodicity, sub.start_date);
  }
  return dates;
}

async function chargesOf(subscriptionId: string) {
  return s.db.query<{ id: string; expiration_date: string; amount_cents: number; status: string }>(
    `SELECT id, expiration_date::text AS expiration_date, amount_cents::int AS amount_cents, status
       FROM charges WHERE subscription_id = $1 ORDER BY expiration_date`,
    [subscriptionId],
  );
}

/** The charges the billing issued for a subscription (its history line says so). */
async function billedCharges(subscriptionId: string) {
  return s.db.query<{ id: string; amount_cents: number }>(
    `SELECT c.id, c.amount_cents::int AS amount_cents FROM charges c
      WHERE c.subscription_id = $1 AND EXISTS (SELECT 1 FROM charge_events e
        WHERE e.charge_id = c.id AND e.description LIKE 'Cobrança gerada pela assinatura%')`,
    [subscriptionId],
  );
}

/** The value, plus the additional value while the charges before this one are fewer than its installments. */
async function expectedCents(sub: SubscriptionState, chargeId: string): Promise<number> {
  const position = (await chargesOf(sub.id)).findIndex((c) => c.id === chargeId);
  const withFee = sub.additional_cents !== null && position < (sub.additional_installments ?? 0);
  return sub.value_cents + (withFee ? sub.additional_cents! : 0);
}

let demo: number;
let other: number;
beforeAll(async () => {
  demo = await sellerOf(ADMIN);
  other = await sellerOf(OTHER_ADMIN);
});

/** Keeps the billing sweep from running while the clock moves, to look at what happens without it. */
const holdBilling = () =>
  s.db.query(`UPDATE jobs SET due_at = 'infinity' WHERE kind = 'subscription-billing'`);
const releaseBilling = () =>
  s.db.query(`UPDATE jobs SET due_at = '-infinity' WHERE kind = 'subscription-billing'`);

describe('subscription billing', () => {
  it('issues nothing in a freshly seeded sandbox: the seeded due dates are past the window', async () => {
    const before = await subscriptions();
    const today = businessToday(s.clock.now());
    for (const sub of before) expect(dueDates(sub, today), sub.id).toEqual([]);
    expect((await charges()).data!.totalElements).toBe(DEMO_CHARGE_COUNT);
    const all = await (await api()).GET('/subscriptions', { params: { query: { size: 100 } } });
    expect(all.response.status).toBe(200);
    expect((await charges(OTHER_ADMIN)).data!.totalElements).toBe(OTHER_CHARGE_COUNT);
    expect(await subscriptions()).toEqual(before);
  });

  it('never bills on a read; the scheduler bills every seller’s due subscriptions once, however many runs at once', async () => {
    const before = await subscriptions();
    // The sweep held back, so that only what reads do can be seen.
    await holdBilling();
    await s.clock.advance(28 * DAY);
    const today = businessToday(s.clock.now());
    const due = before.filter((sub) => dueDates(sub, today).length > 0);
    const demoDue = due.filter((sub) => sub.seller_id === demo);
    expect(demoDue.length).toBeGreaterThan(0);
    expect(due.some((sub) => sub.seller_id === other)).toBe(true);
    // 28 days from a date past the 15-day window: one period at most.
    for (const sub of due) expect(dueDates(sub, today)).toHaveLength(1);
    const demoBefore = await chargeCount(demo);
    const otherBefore = await chargeCount(other);

    const dashboard = async () =>
      (await api()).GET('/seller/dashboard', {
        params: { query: { startDate: addDays(today, -30), endDate: today } },
      });
    const reads = await Promise.all([
      charges(),
      subscriptionsPage(),
      subscriptionOf(demoDue[0]!.id),
      dashboard(),
      subscriptionsPage(OTHER_ADMIN),
    ]);
    for (const read of reads) expect(read.response.status).toBe(200);
    expect(await subscriptions()).toEqual(before);

    await releaseBilling();
    await Promise.all([s.app.scheduler.drain(), s.app.scheduler.drain(), s.app.scheduler.drain()]);
    expect(await chargeCount(demo)).toBe(demoBefore + demoDue.length);
    const otherDue = due.filter((sub) => sub.seller_id === other);
    expect(await chargeCount(other)).toBe(otherBefore + otherDue.length);

    const after = new Map((await subscriptions()).map((sub) => [sub.id, sub]));
    for (const sub of before) {
      const now = after.get(sub.id)!;
      const wanted = dueDates(sub, today);
      const charges = await chargesOf(sub.id);
      expect(
        charges.filter((c) => c.expiration_date === wanted[0]),
        sub.id,
      ).toHaveLength(wanted.length);
      expect(now.issued, sub.id).toBe(sub.issued + wanted.length);
      expect(now.next, sub.id).toBe(
        wanted.length ? nextDueDate(wanted[0]!, sub.periodicity, sub.start_date) : sub.next,
      );
      expect(now.status).toBe(sub.status);
    }
    // Next due: the day the earliest next date enters the window.
    const [job] = await s.db.query<{ due_at: Date }>(
      `SELECT due_at FROM jobs WHERE kind = 'subscription-billing'`,
    );
    const earliestNext = [...after.values()]
      .filter((x) => x.status === 'ACTIVE')
      .map((x) => x.next!)
      .sort()[0]!;
    expect(job!.due_at.getTime()).toBe(
      startOfBusinessDay(addDays(earliestNext, -BILLING_WINDOW_DAYS)).getTime(),
    );
  });

  it('issues each charge as the subscription sells it, with a valid bank slip or Pix code', async () => {
    const today = businessToday(s.clock.now());
    const billed = (await subscriptions()).filter((sub) => sub.status === 'ACTIVE' && sub.issued > 0);
    const issued = await s.db.query<{ id: string; subscription_id: string; expiration_date: string }>(
      `SELECT c.id, c.subscription_id, c.expiration_date::text AS expiration_date FROM charges c
         JOIN charge_events e ON e.charge_id = c.id AND e.description LIKE 'Cobrança gerada pela assinatura%'
        WHERE c.seller_id = $1 ORDER BY c.id`,
      [demo],
    );
    expect(issued.length).toBeGreaterThan(0);
    let coded = 0;
    for (const row of issued) {
      const sub = billed.find((b) => b.id === row.subscription_id)!;
      // Stored SCHEDULED; one due before today (the clock jumped past the window) reads LATE. A card
      // charge due by today was charged on its card on file (card-renewals.ts; the seed's cards approve).
      const state =
        sub.payment_method === 'CREDIT_CARD' && row.expiration_date <= today
          ? 'PAID'
          : row.expiration_date < today
            ? 'LATE'
            : 'SCHEDULED';
      const { response, data } = await chargeOf(row.id);
      expect(response.status).toBe(200);
      const body = data!;
      expect(body).toMatchObject({
        status: state,
        origin: 'SUBSCRIPTION',
        subscriptionId: sub.id,
        paymentMethod: sub.payment_method,
        expirationDate: row.expiration_date,
        installments: 1,
        title: sub.plan_title,
      });
      const cents = reaisToCents(body.value);
      expect(cents).toBe(await expectedCents(sub, row.id));
      if (sub.payment_method === 'BOLETO') {
        const slip = parseBoleto(body.boleto!.linhaDigitavel, today);
        expect(slip).toMatchObject({
          amountCents: cents,
          dueDate: row.expiration_date,
          barcode: body.boleto!.barcode,
        });
        coded++;
      } else if (sub.payment_method === 'PIX') {
        expect(isValidPixBrCode(body.pix!.brCode)).toBe(true);
        expect(parsePixBrCode(body.pix!.brCode)?.amountCents).toBe(cents);
        coded++;
      } else expect(body.boleto === null && body.pix === null).toBe(true);
      expect(body.boleto === null || body.pix === null).toBe(true);

      const detail = (await subscriptionOf(sub.id)).data!;
      expect(detail.charges[0]).toMatchObject({ uuid: row.id, status: state });
      expect(detail.expirationDate).toBe(nextDueDate(row.expiration_date, sub.periodicity, sub.start_date));
      const day = row.expiration_date;
      const listed = await (await api()).GET('/charges', {
        params: { query: { expirationDateInitial: day, expirationDateFinal: day, size: 100 } },
      });
      expect(listed.data!.content.map((c) => c.uuid)).toContain(row.id);
    }
    expect(coded).toBeGreaterThan(0);
    // Another seller never sees them.
    expect((await refusal(chargeOf(issued[0]!.id, OTHER_ADMIN))).status).toBe(404);
  });

  it('adds the additional value to a subscription’s first charges only', async () => {
    const withFee = (await subscriptions()).filter((sub) => sub.additional_cents !== null);
    expect(withFee.length).toBeGreaterThan(0);
    for (const sub of withFee)
      for (const c of await billedCharges(sub.id))
        expect(c.amount_cents).toBe(await expectedCents(sub, c.id));
  });

  it('catches up every missed period in order when the clock jumps, through the clock route', async () => {
    const before = await subscriptions();
    const jumped = new Date(s.clock.now().getTime() + 95 * DAY * 1000);
    const demoBefore = await chargeCount(demo);
    const moved = await s.call({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { now: jumped.toISOString(), frozen: true },
    });
    expect(moved.status).toBe(200);
    const today = businessToday(s.clock.now());
    const after = new Map((await subscriptions()).map((sub) => [sub.id, sub]));
    let expected = 0;
    for (const sub of before) {
      const wanted = dueDates(sub, today);
      if (sub.seller_id === demo) expected += wanted.length;
      const now = after.get(sub.id)!;
      expect(now.issued, sub.id).toBe(sub.issued + wanted.length);
      if (!wanted.length) {
        expect(now.next).toBe(sub.next);
        continue;
      }
      if (sub.periodicity === 'MONTHLY') expect(wanted.length).toBeGreaterThanOrEqual(3);
      const dates = (await chargesOf(sub.id)).map((c) => c.expiration_date);
      expect(dates.slice(-wanted.length)).toEqual(wanted);
      expect(now.next! > addDays(today, BILLING_WINDOW_DAYS)).toBe(true);
    }
    expect(await chargeCount(demo)).toBe(demoBefore + expected);
    // Inactive, pending and defaulting subscriptions issued nothing through all of it.
    const idle = before.filter((sub) => sub.status !== 'ACTIVE');
    expect(idle.length).toBeGreaterThan(0);
    for (const sub of idle) expect(after.get(sub.id)!.issued).toBe(sub.issued);
    // Reading again issues nothing more.
    await charges();
    await subscriptionsPage(OTHER_ADMIN);
    expect(await chargeCount(demo)).toBe(demoBefore + expected);
    const duplicates = await s.db.query(
      `SELECT subscription_id, expiration_date FROM charges WHERE subscription_id IS NOT NULL
        GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  });

  it('issues at most BILLING_CATCH_UP_LIMIT periods per subscription and run; the clock route runs again until done', async () => {
    const before = await subscriptions();
    const monthly = before.filter((sub) => sub.status === 'ACTIVE' && sub.periodicity === 'MONTHLY');
    expect(monthly.length).toBeGreaterThan(0);
    await holdBilling();
    await s.clock.set(new Date(s.clock.now().getTime() + 30 * 31 * DAY * 1000), { frozen: true });
    const today = businessToday(s.clock.now());
    await s.db.transaction((tx) => billDueSubscriptions(tx, s.clock));
    const once = new Map((await subscriptions()).map((sub) => [sub.id, sub]));
    for (const sub of monthly) {
      expect(once.get(sub.id)!.issued - sub.issued).toBe(BILLING_CATCH_UP_LIMIT);
      expect(once.get(sub.id)!.next! <= addDays(today, BILLING_WINDOW_DAYS)).toBe(true);
    }
    await releaseBilling();
    const moved = await s.call({ method: 'POST', url: '/_sandbox/clock', payload: { advanceSeconds: 0 } });
    expect(moved.status).toBe(200);
    for (const sub of (await subscriptions()).filter((x) => monthly.some((m) => m.id === x.id))) {
      expect(sub.issued - once.get(sub.id)!.issued).toBeGreaterThan(0);
      expect(sub.next! > addDays(today, BILLING_WINDOW_DAYS)).toBe(true);
    }
  });
});
