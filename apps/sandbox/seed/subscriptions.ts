import { type RandomSource, randomIndex, seededRandom } from '@balcao/domain/common';
import { addDays, businessToday } from '@balcao/domain/dates';
import {
  nextDueDate,
  PERIODICITY_TYPES,
  type Periodicity,
  periodValueCents,
  perMonthCents,
  type SubscriptionStatus,
} from '@balcao/domain/subscriptions';
import { searchKey } from '../src/areas/customers/customers';
import { BILLING_WINDOW_DAYS } from '../src/areas/subscriptions/billing';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { insertRows } from '../src/db/insert';
import type { SeededAccounts } from './accounts';

interface SeedPlan {
  title: string;
  description: string;
  bullets: string[];
  /** Per-month prices in cents for MONTHLY, SEMESTER and YEARLY (§5: the form takes per-month figures). */
  perMonth: [number, number, number];
  active?: boolean;
  /** What its subscriptions' boletos say when they bring no text of their own. */
  bankSlipDescription?: string;
}

export const DEMO_PLANS: readonly SeedPlan[] = [
  {
    title: 'Plano Essencial',
    description: 'O básico para começar.',
    bullets: ['Suporte por e-mail', 'Até 3 usuários'],
    perMonth: [4990, 4490, 3990],
  },
  {
    title: 'Plano Profissional',
    description: 'Para equipes que cobram todo mês.',
    bullets: ['Suporte por telefone', 'Usuários ilimitados', 'Relatórios'],
    perMonth: [9990, 8990, 7990],
  },
  {
    title: 'Clube do Café',
    description: 'Um pacote de café especial por mês.',
    bullets: ['500 g de café em grãos', 'Frete grátis'],
    perMonth: [5990, 5490, 4990],
    bankSlipDescription: 'Clube do Café: pacote do mês',
  },
  {
    title: 'Plano Legado',
    description: 'Plano antigo, fora de venda.',
    bullets: ['Suporte por e-mail'],
    perMonth: [2990, 2790, 2490],
    active: false,
  },
];

/** How the demo merchant's subscriptions split by status (60 in all); the other merchant has 3 ACTIVE. */
export const DEMO_SUBSCRIPTION_LAYOUT: Readonly<Record<SubscriptionStatus, number>> = {
  ACTIVE: 30,
  DEFAULTER: 10,
  INACTIVE: 10,
  PENDING: 10,
};
export const DEMO_SUBSCRIPTION_COUNT = Object.values(DEMO_SUBSCRIPTION_LAYOUT).reduce((a, b) => a + b, 0);
export const OTHER_SUBSCRIPTION_COUNT = 3;

/** Deterministic ids, like the notifications' charges: 5d000000-0000-4000-8000-SSSSIIIIIIII. */
export const subscriptionUuid = (sellerId: number, index: number) =>
  `5d000000-0000-4000-8000-${String(sellerId).padStart(4, '0')}${String(index).padStart(8, '0')}`;

async function insertPlans(db: Db, sellerId: number, plans: readonly SeedPlan[], now: string) {
  const rows = plans.map((p) => [
    sellerId,
    p.title,
    searchKey(p.title),
    p.description,
    p.active ?? true,
    p.bullets,
    p.bankSlipDescription ?? null,
    now,
    now,
  ]);
  const inserted = await insertRows(
    db,
    'plans',
    [
      'seller_id',
      'title',
      'title_key',
      'description',
      'active',
      'bullets',
      'bank_slip_description',
      'created_at',
      'updated_at',
    ],
    rows,
    'id',
  );
  const ids = inserted.map((r) => Number(r.id));
  const values = plans.flatMap((p, i) =>
    PERIODICITY_TYPES.map((type, t) => {
      const perMonth = p.perMonth[t] ?? 0;
      return [ids[i], type, periodValueCents(type, perMonth), perMonth];
    }),
  );
  await insertRows(
    db,
    'plan_values',
    ['plan_id', 'periodicity', 'value_cents', 'value_per_month_cents'],
    values,
  );
  return ids.map((id, i) => ({ id, plan: plans[i]! }));
}

interface Candidate {
  customerId: string;
  charges: { id: string; due: string; status: string; method: string; amount: number }[];
}

/** Each customer's charges that came from a subscription (seed/charges.ts), oldest first. */
async function candidates(db: Db, sellerId: number): Promise<Candidate[]> {
  const rows = await db.query<{ customer_id: string; charges: Candidate['charges'] | null }>(
    `SELECT cu.id AS customer_id,
            (SELECT json_agg(json_build_object('id', c.id, 'due', c.expiration_date, 'status', c.status,
                    'method', c.payment_method, 'amount', c.amount_cents) ORDER BY c.expiration_date, c.id)
               FROM charges c WHERE c.customer_id = cu.id AND c.origin = 'SUBSCRIPTION') AS charges
       FROM customers cu WHERE cu.seller_id = $1 ORDER BY cu.name_key, cu.id`,
    [sellerId],
  );
  return rows.map((r) => ({ customerId: r.customer_id, charges: r.charges ?? [] }));
}

const pickPeriodicity = (random: RandomSource): Periodicity => {
  const r = random();
  return r < 0.75 ? 'MONTHLY' : r < 0.9 ? 'SEMESTER' : 'YEARLY';
};

interface Planned {
  status: SubscriptionStatus;
  candidate: Candidate;
}

/**
 * Which customer gets which status: DEFAULTER goes to customers whose latest subscription charge is
 * overdue, ACTIVE and INACTIVE to the others with charges, PENDING (waiting for the first payment) to
 * customers without any and half of it to others with charges. A few INACTIVE ones go to a customer that also has an ACTIVE subscription, so
 * the customer tab shows more than one row.
 */
function plan(all: Candidate[], today: string, layout: Readonly<Record<SubscriptionStatus, number>>) {
  const late = (c: Candidate) => {
    const last = c.charges.at(-1);
    return last !== undefined && last.status === 'SCHEDULED' && last.due < today;
  };
  const withCharges = all.filter((c) => c.charges.length > 0);
  const lateOnes = withCharges.filter(late);
  const current = withCharges.filter((c) => !late(c));
  const without = all.filter((c) => c.charges.length === 0);
  const planned: Planned[] = [];
  const take = (from: Candidate[], n: number, status: SubscriptionStatus) => {
    for (const candidate of from.splice(0, n)) planned.push({ status, candidate });
  };
  take(lateOnes, layout.DEFAULTER, 'DEFAULTER');
  take(current, layout.DEFAULTER - planned.length, 'DEFAULTER');
  const actives = current.slice(0, layout.ACTIVE);
  take(current, layout.ACTIVE, 'ACTIVE');
  // A merchant with few subscription charges (the other one) still gets its active subscriptions.
  take(without, layout.ACTIVE - actives.length, 'ACTIVE');
  // Half the inactive ones are an earlier subscription of an active customer (one with at least two
  // charges to share), the rest of their own.
  const earlier = actives.filter((c) => c.charges.length >= 2).slice(0, Math.floor(layout.INACTIVE / 2));
  for (const c of earlier) planned.push({ status: 'INACTIVE', candidate: c });
  take(current, layout.INACTIVE - earlier.length, 'INACTIVE');
  // Half the pending ones have charges already (a renewal waiting on its retries), half none yet.
  take(current, Math.floor(layout.PENDING / 2), 'PENDING');
  take([...without, ...current], layout.PENDING - Math.floor(layout.PENDING / 2), 'PENDING');
  return planned;
}

async function seedSellerSubscriptions(
  db: Db,
  clock: Clock,
  sellerId: number,
  layout: Readonly<Record<SubscriptionStatus, number>>,
  plans: readonly SeedPlan[],
  seed: number,
) {
  const random = seededRandom(seed);
  const now = clock.now().toISOString();
  const today = businessToday(clock.now());
  const stored = await insertPlans(db, sellerId, plans, now);
  const sellable = stored.filter((p) => p.plan.active !== false);
  const planned = plan(await candidates(db, sellerId), today, layout);
  const seen = new Set<string>();
  const rows: unknown[][] = [];
  const links: [string, string][] = [];
  planned.forEach(({ status, candidate }, index) => {
    const id = subscriptionUuid(sellerId, index + 1);
    const chosen =
      status === 'INACTIVE'
        ? stored[randomIndex(random, stored.length)]!
        : sellable[randomIndex(random, sellable.length)]!;
    const periodicity = pickPeriodicity(random);
    // An active customer's earlier subscription takes the older half of the charges, the current one the rest.
    const second = seen.has(candidate.customerId);
    seen.add(candidate.customerId);
    const half = Math.floor(candidate.charges.length / 2);
    const mine =
      status === 'INACTIVE' && second
        ? candidate.charges.slice(0, half)
        : planned.some((p, i) => i > index && p.candidate === candidate)
          ? candidate.charges.slice(half)
          : candidate.charges;
    for (const charge of mine) links.push([charge.id, id]);
    const last = mine.at(-1);
    const first = mine[0];
    // The value the customer pays is the one its charges show; without charges, the plan's price.
    const planIndex = PERIODICITY_TYPES.indexOf(periodicity);
    const total = last ? last.amount : periodValueCents(periodicity, chosen.plan.perMonth[planIndex]!);
    // Started on its first charge; one whose first charge is still ahead started in the last days.
    const start = first && first.due <= today ? first.due : addDays(today, -randomIndex(random, 20));
    // An active one's next due date is the first after its latest charge that is not billed yet: past the
    // billing window (src/areas/subscriptions/billing.ts), so a fresh sandbox issues nothing until the clock
    // moves. A defaulter's stays on the charge it did not pay.
    const window = addDays(today, BILLING_WINDOW_DAYS);
    let next: string | null = null;
    if (status === 'DEFAULTER') next = last?.due ?? addDays(today, -5);
    else if (status === 'ACTIVE' && last) {
      next = nextDueDate(last.due, periodicity, start);
      while (next <= window) next = nextDueDate(next, periodicity, start);
    } else if (status === 'ACTIVE') next = addDays(window, 1 + randomIndex(random, 10));
    else if (status !== 'INACTIVE') next = addDays(today, 1 + randomIndex(random, 10));
    const cancelledOn = addDays(last ? last.due : start, 3);
    const cancelled = status === 'INACTIVE' ? [cancelledOn, today].sort()[0] : null;
    const method = (last?.method ?? ['CREDIT_CARD', 'BOLETO', 'PIX'][randomIndex(random, 3)]) as string;
    const additional = random() < 0.2;
    rows.push([
      id,
      sellerId,
      candidate.customerId,
      chosen.id,
      periodicity,
      total,
      perMonthCents(periodicity, total),
      status,
      method,
      additional ? 1990 : null,
      additional ? 1 : null,
      method === 'BOLETO' && random() < 0.5 ? `Assinatura ${chosen.plan.title}` : null,
      start,
      next,
      cancelled,
      random() < 0.4,
      `${start}T09:00:00-03:00`,
      now,
    ]);
  });
  await insertRows(db, 'subscriptions', SUBSCRIPTION_COLUMNS, rows);
  if (links.length)
    await db.query(
      `UPDATE charges c SET subscription_id = l.subscription_id
         FROM unnest($1::uuid[], $2::uuid[]) AS l (charge_id, subscription_id) WHERE c.id = l.charge_id`,
      [links.map((l) => l[0]), links.map((l) => l[1])],
    );
}

const SUBSCRIPTION_COLUMNS = (
  'id,seller_id,customer_id,plan_id,periodicity,value_cents,value_per_month_cents,status,payment_method,' +
  'additional_value_cents,additional_installments,bank_slip_description,start_date,next_expiration_date,' +
  'cancelled_date,invoice_enabled,created_at,updated_at'
).split(',');

/**
 * Four plans and 60 subscriptions (every status) for the demo merchant over its seeded customers,
 * each linked to that customer's subscription charges; one plan and three subscriptions for the other
 * merchant (the other-seller tests). Charges keep their seeded amounts: a subscription's value is the
 * amount of its latest charge, and a customer's subscription charges all carry one amount
 * (seed/charges.ts), so every charge of a subscription, the older ones too, equals its period's value.
 */
export async function seedSubscriptions(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  await seedSellerSubscriptions(db, clock, accounts.sellers.demo, DEMO_SUBSCRIPTION_LAYOUT, DEMO_PLANS, 5005);
  await seedSellerSubscriptions(
    db,
    clock,
    accounts.sellers.other,
    { ACTIVE: OTHER_SUBSCRIPTION_COUNT, DEFAULTER: 0, INACTIVE: 0, PENDING: 0 },
    DEMO_PLANS.slice(0, 1),
    5006,
  );
}
