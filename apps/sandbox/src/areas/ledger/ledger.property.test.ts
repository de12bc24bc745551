import { type ApiDate, addDays } from '@balcao/domain/dates';
import { nextBankingDay } from '@balcao/domain/ledger';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { feeCents, paymentCredits } from '../charges/ledger';
import { receivablesByDay } from './balances';
import { anticipationEntries, withdrawalEntry, withdrawalExecutionEntry } from './banking-movements';
import { reversalEntry, saleCreditEntries } from './charge-movements';
import { checkLedger, LedgerModel } from './ledger-model';
import { newSeller, openLedgerDatabase } from './ledger-test-db';
import { type LedgerEntry, LedgerError, post } from './post';

// Random sequences of what moves a seller's money (sales settling on later days, the clock moving,
// withdrawals and their execution, anticipations, refunds, chargebacks, Pix in and out of checking, bursts of
// posts in parallel transactions, replays), checking every invariant of the ledger after each step. With
// DATABASE_URL the parallel posts run on separate connections of a Postgres server and race for real.

let db: Db;
beforeAll(async () => {
  db = await openLedgerDatabase();
});
afterAll(() => db?.close());

const cents = fc.integer({ min: 1, max: 200_000 });
const operation = fc.oneof(
  fc.record({
    op: fc.constant('sale' as const),
    amount: cents,
    installments: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ op: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ op: fc.constant('withdraw' as const), amount: cents }),
  fc.record({ op: fc.constant('anticipate' as const), days: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), amount: cents }),
  fc.record({ op: fc.constant('chargeback' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('pixOut' as const), amount: cents, daysAhead: fc.integer({ min: 0, max: 5 }) }),
  fc.record({
    op: fc.constant('parallel' as const),
    amounts: fc.array(cents, { minLength: 2, maxLength: 5 }),
  }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

interface World {
  seller: number;
  today: ApiDate;
  model: LedgerModel;
  sales: { chargeId: string; left: number; chargedBack: boolean }[];
  transfers: { id: string; amount: number; executes: ApiDate; done: boolean }[];
  serial: number;
}

const instant = (day: ApiDate) => new Date(`${day}T15:00:00Z`);

/** Posts, recording in the model what the ledger accepted; a refusal must be the balance guard's. */
async function attempt(world: World, entries: LedgerEntry[]): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      for (const entry of entries) expect((await post(tx, entry)).created).toBe(true);
    });
  } catch (error) {
    expect(error).toBeInstanceOf(LedgerError);
    expect((error as LedgerError).refusal).toBe('INSUFFICIENT_BALANCE');
    return false;
  }
  for (const entry of entries) world.model.accept(entry);
  return true;
}

function pixOut(world: World, amount: number, daysAhead: number): LedgerEntry {
  const id = `pix-${world.serial++}`;
  return {
    sellerId: world.seller,
    kind: 'PIX',
    effectiveDate: addDays(world.today, daysAhead),
    createdAt: instant(world.today),
    reference: { type: 'PIX', id },
    idempotencyKey: id,
    description: 'Pix enviado',
    operation: 'PIX',
    postings: [
      { account: 'CHECKING', amountCents: -amount },
      { account: 'EXTERNAL', amountCents: amount },
    ],
  };
}

function withdrawal(world: World, amount: number): LedgerEntry {
  const transferId = `t-${world.serial++}`;
  return withdrawalEntry({
    sellerId: world.seller,
    createdAt: instant(world.today),
    transferId,
    amountCents: amount,
    today: world.today,
  });
}

async function apply(world: World, step: Operation): Promise<void> {
  const { model, today } = world;
  const at = instant(today);
  switch (step.op) {
    case 'sale': {
      const charge = {
        id: crypto.randomUUID(),
        sellerId: world.seller,
        method: step.installments > 1 ? ('CREDIT_CARD' as const) : ('PIX' as const),
        amountCents: step.amount + 300,
        installments: step.installments,
        paidDate: today,
        anticipated: false,
      };
      const lines = paymentCredits(charge);
      expect(
        await attempt(
          world,
          saleCreditEntries(lines, feeCents(charge.method, charge.amountCents, charge.installments), at),
        ),
      ).toBe(true);
      world.sales.push({
        chargeId: charge.id,
        left: lines.reduce((s, l) => s + l.amountCents, 0),
        chargedBack: false,
      });
      return;
    }
    case 'advance': {
      world.today = addDays(today, step.days);
      // The scheduler's part: withdrawals whose business day came are executed into checking.
      for (const t of world.transfers.filter((t) => !t.done && t.executes <= world.today)) {
        const entry = withdrawalExecutionEntry({
          sellerId: world.seller,
          createdAt: instant(world.today),
          transferId: t.id,
          amountCents: t.amount,
          executionDate: t.executes,
          destination: 'CHECKING',
        });
        expect(await attempt(world, [entry])).toBe(true);
        t.done = true;
      }
      return;
    }
    case 'withdraw': {
      const entry = withdrawal(world, step.amount);
      const refused = model.lowestFrom('ACQUIRING', today, [entry]) < 0;
      expect(await attempt(world, [entry])).toBe(!refused);
      if (!refused)
        world.transfers.push({
          id: entry.reference.id,
          amount: step.amount,
          executes: nextBankingDay(today),
          done: false,
        });
      return;
    }
    case 'anticipate': {
      const receivables = (await receivablesByDay(db, world.seller, today, addDays(today, 360))).slice(
        0,
        step.days,
      );
      if (receivables.length === 0) return;
      const gross = receivables.reduce((s, r) => s + r.amountCents, 0);
      const entries = anticipationEntries({
        sellerId: world.seller,
        createdAt: at,
        anticipationId: `a-${world.serial++}`,
        executionDate: nextBankingDay(today),
        receivables,
        feeCents: Math.floor(gross / 100),
      });
      expect(await attempt(world, entries)).toBe(true);
      return;
    }
    case 'refund':
    case 'chargeback': {
      const open = world.sales.filter((s) => s.left > 0 && !s.chargedBack);
      const sale = open[step.pick % Math.max(open.length, 1)];
      if (!sale) return;
      const amount = step.op === 'refund' ? Math.min(step.amount, sale.left) : sale.left;
      const line = {
        chargeId: sale.chargeId,
        sellerId: world.seller,
        type: 'CREDIT_REVERSAL' as const,
        amountCents: -amount,
        executionDate: today,
        description: step.op === 'refund' ? 'Estorno parcial' : 'Chargeback',
        creditOperation: step.op === 'refund' ? 'ESTORNO' : 'CHARGEBACK',
      };
      const kind = step.op === 'refund' ? 'REFUND' : 'CHARGEBACK';
      const cause = step.op === 'refund' ? `r-${world.serial++}` : sale.chargeId;
      expect(await attempt(world, [reversalEntry(line, kind, cause, at)])).toBe(true);
      sale.left -= amount;
      sale.chargedBack = step.op === 'chargeback';
      return;
    }
    case 'pixOut': {
      const entry = pixOut(world, step.amount, step.daysAhead);
      // Judged before posting: once accepted, the model holds the entry and would count it twice.
      const allowed = model.lowestFrom('CHECKING', today, [entry]) >= 0;
      expect(await attempt(world, [entry])).toBe(allowed);
      return;
    }
    case 'parallel': {
      // Half withdrawals from acquiring, half Pix out of checking, all at once in their own transactions.
      const entries = step.amounts.map((amount, i) =>
        i % 2 ? pixOut(world, amount, 0) : withdrawal(world, amount),
      );
      await Promise.all(entries.map((entry) => attempt(world, [entry])));
      for (const entry of entries.filter((e) => e.kind === 'TRANSFER' && model.entries.includes(e)))
        world.transfers.push({
          id: entry.reference.id,
          amount: -(entry.postings[0]?.amountCents ?? 0),
          executes: nextBankingDay(today),
          done: false,
        });
      return;
    }
    case 'replay': {
      const entry = model.entries[step.pick % Math.max(model.entries.length, 1)];
      if (!entry) return;
      expect((await post(db, { ...entry, createdAt: at })).created).toBe(false);
      return;
    }
  }
}

it('keeps every account equal to its postings, every entry balanced and checking never negative', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 30 }), async (steps) => {
      const world: World = {
        seller: await newSeller(db),
        today: '2026-11-24',
        model: new LedgerModel(),
        sales: [],
        transfers: [],
        serial: 0,
      };
      for (const step of steps) {
        await apply(world, step);
        await checkLedger(db, world.seller, world.model, world.today);
      }
    }),
    {
      numRuns: 25,
      // A Pix that leaves checking at exactly zero: the model once judged it after accepting it.
      examples: [
        [
          [
            { op: 'sale', amount: 1, installments: 1 },
            { op: 'advance', days: 1 },
            { op: 'withdraw', amount: 2 },
            { op: 'advance', days: 1 },
            { op: 'pixOut', amount: 2, daysAhead: 0 },
          ],
        ],
      ],
    },
  );
}, 300_000);
