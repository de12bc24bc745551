import { type ApiDate, addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { bankingDayOnOrAfter, isBankingDay } from '@balcao/domain/ledger';
import { balances } from '../src/areas/ledger/balances';
import type { Caller } from '../src/areas/shared/caller';
import { invest, redeem } from '../src/areas/treasury/applications';
import { creditDueYields, settleDueTreasury } from '../src/areas/treasury/jobs';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import type { SeededAccounts } from './accounts';

/**
 * The DI (CDI) in the shape of the Copom decisions of 2024–2025 (the Selic target less 0.10, effective the
 * day after each meeting), continued in 2026 by a plausible cycle of cuts. Days before the first entry take
 * it, days after the last keep the last: the seed has a history whatever day it runs on.
 */
const DI_FROM: readonly [ApiDate, number][] = [
  ['2024-09-19', 10.65],
  ['2024-11-07', 11.15],
  ['2024-12-12', 12.15],
  ['2025-01-30', 13.15],
  ['2025-03-20', 14.15],
  ['2025-05-08', 14.65],
  ['2025-06-19', 14.9],
  ['2026-03-19', 14.65],
  ['2026-05-07', 14.4],
  ['2026-06-18', 14.15],
  ['2026-08-06', 13.9],
  ['2026-09-17', 13.65],
  ['2026-11-05', 13.4],
];

export function seededDiRate(day: ApiDate): number {
  let rate = DI_FROM[0]![1];
  for (const [from, value] of DI_FROM) if (from <= day) rate = value;
  return rate;
}

/** About 13 months of published DI rates, one per business day up to today. */
async function seedCdiRates(db: Db, today: ApiDate, now: Date): Promise<void> {
  const days: ApiDate[] = [];
  for (let d = addDays(today, -400); d <= today; d = addDays(d, 1)) if (isBankingDay(d)) days.push(d);
  await db.query(
    `INSERT INTO cdi_rates (day, annual_percent, published_at)
     SELECT d, r, $3 FROM unnest($1::date[], $2::numeric[]) AS t (d, r)`,
    [days, days.map(seededDiRate), now.toISOString()],
  );
}

/** A clock standing at 11:00 of a São Paulo day (plus some seconds), for the rules the seed replays. */
const at = (day: ApiDate, seconds = 0): Clock => {
  const instant = new Date(startOfBusinessDay(day).getTime() + 11 * 3600_000 + seconds * 1000);
  return { now: () => instant };
};

/**
 * Two applications of the Loja Exemplo through the treasury's own rules, replayed by a clock that walks
 * the past: one of about 11 months at 110% of the CDI (the launch offer, kept as contracted) with a
 * partial redemption six weeks ago, and one of about 10 weeks at the product's 100%. The yield job credits
 * every business day in between from the seeded DI rates, so the investment statement, the ledger and
 * B3's formula agree to the cent.
 */
export async function seedTreasury(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const now = clock.now();
  const today = businessToday(now);
  await seedCdiRates(db, today, now);
  const sellerId = accounts.sellers.demo;
  const caller: Caller = {
    userId: accounts.users['admin@demo.balcao.dev'] ?? 0,
    sellerId,
    email: 'admin@demo.balcao.dev',
    roles: ['SELLER_ADMIN'],
    bankingRoles: ['BANKING_ADMIN'],
  };
  const [product] = await db.query<{ id: string }>(
    'SELECT id FROM treasury_products ORDER BY position LIMIT 1',
  );
  if (!product) return;
  const opened: string[] = [];
  const apply = async (day: ApiDate, share: number, percent: number | null) => {
    if (day >= today) return;
    const { CHECKING } = await balances(db, sellerId, day);
    const amountCents = Math.floor((CHECKING.availableCents * share) / 10_000) * 10_000;
    if (amountCents < 100_000) return;
    // The yield job's mornings up to that day first, so the ledger is written in the order it happened.
    await creditDueYields(db, at(day));
    const application = await invest(db, at(day), caller, product.id, {
      amount: amountCents / 100,
      account_origin: 'CHECKING_ACCOUNT',
    });
    if (percent !== null)
      await db.query('UPDATE treasury_applications SET percent_of_cdi = $2 WHERE id = $1', [
        application.application_id,
        percent,
      ]);
    await settleDueTreasury(db, at(day, 60));
    opened.push(application.application_id);
  };
  await apply(bankingDayOnOrAfter(addDays(today, -335)), 0.45, 110);
  await apply(bankingDayOnOrAfter(addDays(today, -72)), 0.3, null);
  const redemptionDay = bankingDayOnOrAfter(addDays(today, -42));
  const [first] = opened;
  if (first && redemptionDay < today) {
    await creditDueYields(db, at(redemptionDay));
    await redeem(db, at(redemptionDay), caller, first, { amount: 2000 });
    await settleDueTreasury(db, at(redemptionDay, 60));
  }
  await creditDueYields(db, clock);
}
