import { addDays } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { feeCents, paymentCredits } from '../charges/ledger';
import { balances } from './balances';
import { insertLedgerEntries } from './bulk';
import { chargeLedgerLines, reversalEntry, saleCreditEntries } from './charge-movements';
import { newSeller, openLedgerDatabase } from './ledger-test-db';
import { type LedgerEntry, post } from './post';

let db: Db;
beforeAll(async () => {
  db = await openLedgerDatabase();
});
afterAll(() => db?.close());

const at = new Date('2026-11-24T15:00:00Z');
const today = '2026-11-24';

/** A seller's small history: a 3x card sale, a Pix sale and a partial refund of the card. */
function history(sellerId: number, cardId: string, pixId: string): LedgerEntry[] {
  const card = { id: cardId, sellerId, method: 'CREDIT_CARD' as const, amountCents: 30_001, installments: 3 };
  const pix = { id: pixId, sellerId, method: 'PIX' as const, amountCents: 4_990, installments: 1 };
  const sale = (c: typeof card | typeof pix, paidDate: string) =>
    saleCreditEntries(
      paymentCredits({ ...c, paidDate, anticipated: false }),
      feeCents(c.method, c.amountCents, c.installments),
      at,
    );
  const refund = {
    chargeId: cardId,
    sellerId,
    type: 'CREDIT_REVERSAL' as const,
    amountCents: -5_000,
    executionDate: today,
    description: 'Estorno parcial',
    creditOperation: 'ESTORNO',
  };
  return [
    ...sale(card, addDays(today, -40)),
    ...sale(pix, addDays(today, -1)),
    reversalEntry(refund, 'REFUND', `r-${cardId}`, at),
  ];
}

describe('insertLedgerEntries', () => {
  it('writes what posting one entry at a time writes', async () => {
    const [bulk, oneByOne] = [await newSeller(db), await newSeller(db)];
    const [card, pix] = [crypto.randomUUID(), crypto.randomUUID()];
    await insertLedgerEntries(db, history(bulk, card, pix));
    for (const entry of history(oneByOne, card, pix)) await post(db, entry);
    for (const day of [today, addDays(today, 20), addDays(today, 60)])
      expect(await balances(db, bulk, day)).toEqual(await balances(db, oneByOne, day));
    const strip = (lines: Awaited<ReturnType<typeof chargeLedgerLines>>) =>
      lines.map(({ entryId, ...l }) => l);
    expect(strip(await chargeLedgerLines(db, bulk, card))).toEqual(
      strip(await chargeLedgerLines(db, oneByOne, card)),
    );
  });

  it('refuses an entry that does not balance and writes none of the others', async () => {
    const seller = await newSeller(db);
    const entries = history(seller, crypto.randomUUID(), crypto.randomUUID());
    const broken = {
      ...entries[0],
      postings: [
        { account: 'ACQUIRING', amountCents: 1 },
        { account: 'EXTERNAL', amountCents: 1 },
      ],
    } as LedgerEntry;
    await expect(insertLedgerEntries(db, [...entries, broken])).rejects.toMatchObject({
      refusal: 'UNBALANCED',
    });
    expect((await balances(db, seller, addDays(today, 90))).ACQUIRING.totalCents).toBe(0);
  });
});

describe('chargeLedgerLines', () => {
  it('lists a charge’s credits net of fee and its reversal, in date order', async () => {
    const seller = await newSeller(db);
    const card = crypto.randomUUID();
    await insertLedgerEntries(db, history(seller, card, crypto.randomUUID()));
    const credits = paymentCredits({
      id: card,
      sellerId: seller,
      method: 'CREDIT_CARD',
      amountCents: 30_001,
      installments: 3,
      paidDate: addDays(today, -40),
      anticipated: false,
    });
    const lines = await chargeLedgerLines(db, seller, card);
    expect(lines.map((l) => [l.executionDate, l.amountCents, l.statementType])).toEqual([
      [credits[0]?.executionDate, credits[0]?.amountCents, 'CREDIT'],
      [today, -5_000, 'CREDIT_REVERSAL'],
      [credits[1]?.executionDate, credits[1]?.amountCents, 'CREDIT'],
      [credits[2]?.executionDate, credits[2]?.amountCents, 'CREDIT'],
    ]);
    expect(await chargeLedgerLines(db, seller + 1, card)).toEqual([]);
  });
});
