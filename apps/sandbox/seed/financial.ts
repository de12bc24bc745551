import { randomUUID } from 'node:crypto';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { bankingDayOnOrAfter, nextBankingDay } from '@balcao/domain/ledger';
import { balances } from '../src/areas/ledger/balances';
import { withdrawalEntry, withdrawalExecutionEntry } from '../src/areas/ledger/banking-movements';
import { LedgerError, post } from '../src/areas/ledger/post';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import type { SeededAccounts } from './accounts';

/**
 * A withdrawal every other week over the year (a third of what was available that day, executed on the
 * next banking day), one executed yesterday and two still in processing today: 'Solicitações de repasse
 * em processamento' and the statement's DEBIT_TRANSFER lines have something to show. Posted through the
 * ledger's guard in date order, so no day of the history goes below zero.
 */
async function seedTransfers(db: Db, sellerId: number, today: string): Promise<void> {
  // The banking day on or after each fortnight: a plain step of 14 days keeps the weekday it started on,
  // and a seed on a Sunday would then never withdraw (nor fill the checking account payables spend).
  const days: string[] = [];
  for (let d = addDays(today, -364); d < addDays(today, -1); d = addDays(d, 14)) {
    const banking = bankingDayOnOrAfter(d);
    if (banking < addDays(today, -1)) days.push(banking);
  }
  const requests = [
    ...days.map((d) => ({ day: d, share: 3 })),
    { day: addDays(today, -1), share: 10 },
    { day: today, share: 20 },
    { day: today, share: 25 },
  ];
  for (const [i, r] of requests.entries()) {
    const { ACQUIRING } = await balances(db, sellerId, r.day);
    const amountCents = Math.floor(ACQUIRING.availableCents / r.share / 100) * 100;
    if (amountCents < 1000) continue;
    const at = new Date(startOfBusinessDay(r.day).getTime() + (10 + (i % 6)) * 3600_000);
    const id = randomUUID();
    const scheduled = nextBankingDay(r.day);
    const executed = scheduled <= today;
    try {
      await post(db, withdrawalEntry({ sellerId, createdAt: at, transferId: id, amountCents, today: r.day }));
    } catch (error) {
      if (error instanceof LedgerError) continue;
      throw error;
    }
    if (executed)
      await post(
        db,
        withdrawalExecutionEntry({
          sellerId,
          createdAt: startOfBusinessDay(scheduled),
          transferId: id,
          amountCents,
          executionDate: scheduled,
          destination: 'CHECKING',
        }),
      );
    await db.query(
      `INSERT INTO transfers (id, seller_id, amount_cents, requested_at, scheduled_date, destination, status, executed_at)
       VALUES ($1, $2, $3, $4, $5, 'CHECKING', $6, $7)`,
      [
        id,
        sellerId,
        amountCents,
        at.toISOString(),
        scheduled,
        executed ? 'EXECUTED' : 'PENDING',
        executed ? startOfBusinessDay(scheduled).toISOString() : null,
      ],
    );
  }
}

/**
 * The financial page's data on top of the charges' own movements (seed/charges.ts puts those on the
 * ledger): on-demand anticipation for the demo seller, and its withdrawals.
 */
export async function seedFinancial(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  await db.query('UPDATE sellers SET on_demand_anticipation = true WHERE id = ANY($1::int[])', [
    [accounts.sellers.demo, accounts.sellers.partner],
  ]);
  await seedTransfers(db, accounts.sellers.demo, businessToday(clock.now()));
}
