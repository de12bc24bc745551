import { randomUUID } from 'node:crypto';
import { addDays, businessToday, isBankingDay, nextBankingDay, startOfBusinessDay } from '@balcao/domain';
import { feeCents } from '../src/areas/charges/ledger';
import type { PaymentMethod } from '../src/areas/charges/model';
import { balances } from '../src/areas/ledger/balances';
import { withdrawalEntry, withdrawalExecutionEntry } from '../src/areas/ledger/banking-movements';
import {
  type ChargeCreditLine,
  reversalEntry,
  saleCreditEntries,
} from '../src/areas/ledger/charge-movements';
import { type LedgerEntry, LedgerError, post } from '../src/areas/ledger/post';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import type { SeededAccounts } from './accounts';
import { insertLedgerEntries } from './ledger-bulk';

interface LineRow {
  id: string;
  charge_id: string;
  seller_id: number;
  statement_type: ChargeCreditLine['type'];
  amount_cents: string;
  execution_date: string;
  description: string;
  credit_operation: string;
  method: PaymentMethod;
  charge_cents: string;
}

/** The seeded charges' money on the ledger: each sale's credits with its fee, each refund and chargeback. */
function chargeEntries(rows: readonly LineRow[]): LedgerEntry[] {
  const byCharge = new Map<string, LineRow[]>();
  for (const r of rows) byCharge.set(r.charge_id, [...(byCharge.get(r.charge_id) ?? []), r]);
  const entries: LedgerEntry[] = [];
  for (const lines of byCharge.values()) {
    const toLine = (r: LineRow): ChargeCreditLine => ({
      chargeId: r.charge_id,
      sellerId: r.seller_id,
      type: r.statement_type,
      amountCents: Number(r.amount_cents),
      executionDate: r.execution_date,
      description: r.description,
      creditOperation: r.credit_operation,
    });
    const credits = lines.filter((r) => Number(r.amount_cents) > 0).map(toLine);
    const first = lines[0]!;
    const paidAt = startOfBusinessDay(addDays(credits[0]?.executionDate ?? first.execution_date, -1));
    entries.push(...saleCreditEntries(credits, feeCents(first.method, Number(first.charge_cents)), paidAt));
    for (const r of lines.filter((l) => Number(l.amount_cents) < 0)) {
      const kind = r.credit_operation === 'CHARGEBACK' ? 'CHARGEBACK' : 'REFUND';
      entries.push(reversalEntry(toLine(r), kind, r.id, startOfBusinessDay(r.execution_date)));
    }
  }
  return entries;
}

/**
 * A withdrawal every other week over the year (a third of what was available that day, executed on the
 * next banking day), one executed yesterday and two still in processing today: 'Solicitações de repasse
 * em processamento' and the statement's DEBIT_TRANSFER lines have something to show. Posted through the
 * ledger's guard in date order, so no day of the history goes below zero.
 */
async function seedTransfers(db: Db, sellerId: number, today: string): Promise<void> {
  const days: string[] = [];
  for (let d = addDays(today, -364); d < addDays(today, -1); d = addDays(d, 14))
    if (isBankingDay(d)) days.push(d);
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

/** The financial page's data: the charges' movements on the ledger, then the demo seller's withdrawals. */
export async function seedFinancial(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const rows = await db.query<LineRow>(
    `SELECT l.id, l.charge_id, l.seller_id, l.statement_type, l.amount_cents::text, l.execution_date::text,
            l.description, l.credit_operation, c.payment_method AS method, c.amount_cents::text AS charge_cents
       FROM charge_statement_lines l JOIN charges c ON c.id = l.charge_id
      ORDER BY l.charge_id, l.execution_date, l.id`,
  );
  await insertLedgerEntries(db, chargeEntries(rows));
  await db.query('UPDATE sellers SET on_demand_anticipation = true WHERE id = $1', [accounts.sellers.demo]);
  await seedTransfers(db, accounts.sellers.demo, businessToday(clock.now()));
}
