import { addDays } from '@balcao/domain/dates';
import { MAX_POSTING_CENTS } from '@balcao/domain/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { balances } from './balances';
import { withdrawalEntry } from './banking-movements';
import { newSeller, openLedgerDatabase } from './ledger-test-db';
import { type LedgerEntry, post } from './post';

let db: Db;
beforeAll(async () => {
  db = await openLedgerDatabase();
});
afterAll(() => db?.close());

const at = new Date('2026-11-24T15:00:00Z'); // a Tuesday in São Paulo
const today = '2026-11-24';

function credit(sellerId: number, amountCents: number, effectiveDate: string, key: string): LedgerEntry {
  return {
    sellerId,
    kind: 'SALE_CREDIT',
    effectiveDate,
    createdAt: at,
    reference: { type: 'CHARGE', id: key },
    idempotencyKey: key,
    description: 'Recebimento de Pix',
    operation: 'PIX',
    postings: [
      { account: 'PROVIDER_CLEARING', amountCents: -amountCents },
      { account: 'ACQUIRING', amountCents },
    ],
  };
}

const entryCount = async (sellerId: number) =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries WHERE seller_id = $1', [
      sellerId,
    ])
  )[0]?.n;

describe('post', () => {
  it('splits the acquiring balance by effective date: available today, to release after', async () => {
    const seller = await newSeller(db);
    await post(db, credit(seller, 10_000, today, 'a'));
    await post(db, credit(seller, 2_500, '2026-12-24', 'b'));
    const now = await balances(db, seller, today);
    expect(now.ACQUIRING).toEqual({ totalCents: 12_500, availableCents: 10_000, toReleaseCents: 2_500 });
    const later = await balances(db, seller, '2026-12-24');
    expect(later.ACQUIRING).toEqual({ totalCents: 12_500, availableCents: 12_500, toReleaseCents: 0 });
    expect(now.CHECKING).toEqual({ totalCents: 0, availableCents: 0, toReleaseCents: 0 });
  });

  it('posts a replayed idempotency key once and answers the first entry', async () => {
    const seller = await newSeller(db);
    const first = await post(db, credit(seller, 500, today, 'same'));
    const again = await post(db, credit(seller, 500, today, 'same'));
    expect(again).toEqual({ entryId: first.entryId, created: false });
    expect(await entryCount(seller)).toBe(1);
    await expect(post(db, credit(seller, 501, today, 'same'))).rejects.toMatchObject({
      refusal: 'IDEMPOTENCY_CONFLICT',
      statusCode: 409,
    });
  });

  it('refuses an unbalanced entry, a zero, an amount past the maximum and a lone posting, writing nothing', async () => {
    const seller = await newSeller(db);
    const base = credit(seller, 100, today, 'x');
    const cases: [LedgerEntry['postings'], string][] = [
      [
        [
          { account: 'PROVIDER_CLEARING', amountCents: -100 },
          { account: 'ACQUIRING', amountCents: 101 },
        ],
        'UNBALANCED',
      ],
      [
        [
          { account: 'PROVIDER_CLEARING', amountCents: 0 },
          { account: 'ACQUIRING', amountCents: 0 },
        ],
        'ZERO_POSTING',
      ],
      [
        [
          { account: 'PROVIDER_CLEARING', amountCents: -(MAX_POSTING_CENTS + 1) },
          { account: 'ACQUIRING', amountCents: MAX_POSTING_CENTS + 1 },
        ],
        'AMOUNT_OUT_OF_RANGE',
      ],
      [[{ account: 'ACQUIRING', amountCents: 100 }], 'TOO_FEW_POSTINGS'],
    ];
    for (const [postings, refusal] of cases)
      await expect(post(db, { ...base, postings })).rejects.toMatchObject({ refusal });
    expect(await entryCount(seller)).toBe(0);
  });

  it('refuses a withdrawal above the available balance, and rolls back the whole transaction', async () => {
    const seller = await newSeller(db);
    await post(db, credit(seller, 1_000, today, 'sale'));
    await post(db, credit(seller, 5_000, '2026-12-01', 'future sale'));
    const attempt = db.transaction(async (tx) => {
      await tx.query(`UPDATE sellers SET block_reason = 'marca da transação' WHERE id = $1`, [seller]);
      await post(
        tx,
        withdrawalEntry({ sellerId: seller, createdAt: at, transferId: 't1', amountCents: 1_001, today }),
      );
    });
    await expect(attempt).rejects.toMatchObject({ refusal: 'INSUFFICIENT_BALANCE', statusCode: 400 });
    const [mark] = await db.query<{ block_reason: string | null }>(
      'SELECT block_reason FROM sellers WHERE id = $1',
      [seller],
    );
    expect(mark?.block_reason).toBeNull();
    await post(
      db,
      withdrawalEntry({ sellerId: seller, createdAt: at, transferId: 't2', amountCents: 1_000, today }),
    );
    expect((await balances(db, seller, today)).ACQUIRING.availableCents).toBe(0);
  });

  it('lets a chargeback take the acquiring balance below zero, the provider’s claim', async () => {
    const seller = await newSeller(db);
    await post(db, {
      ...credit(seller, 700, today, 'cb'),
      kind: 'CHARGEBACK',
      postings: [
        { account: 'ACQUIRING', amountCents: -700 },
        { account: 'PROVIDER_CLEARING', amountCents: 700 },
      ],
    });
    expect((await balances(db, seller, today)).ACQUIRING.availableCents).toBe(-700);
  });

  it('counts a debit scheduled for a later day against what the checking account may spend now', async () => {
    const seller = await newSeller(db);
    const move = (key: string, amountCents: number, effectiveDate: string): LedgerEntry => ({
      ...credit(seller, 0, effectiveDate, key),
      kind: 'PIX',
      reference: { type: 'PIX', id: key },
      postings: [
        { account: 'EXTERNAL', amountCents: -amountCents },
        { account: 'CHECKING', amountCents },
      ],
    });
    await post(db, move('in', 3_000, today));
    await post(db, move('scheduled bill', -2_000, '2026-12-10'));
    await expect(post(db, move('pix now', -1_001, today))).rejects.toMatchObject({
      refusal: 'INSUFFICIENT_BALANCE',
    });
    await post(db, move('pix now', -1_000, today));
    expect((await balances(db, seller, today)).CHECKING).toEqual({
      totalCents: 0,
      availableCents: 2_000,
      toReleaseCents: -2_000,
    });
  });
});

describe('parallel debits of one account', () => {
  it('accept exactly what the balance covers (with DATABASE_URL, on separate connections)', async () => {
    const seller = await newSeller(db);
    // On days of their own, so that only the account's lock (not a shared day row) puts them in line.
    const pix = (key: string, amountCents: number, day = today): LedgerEntry => ({
      ...credit(seller, 0, day, key),
      kind: 'PIX',
      reference: { type: 'PIX', id: key },
      postings: [
        { account: 'EXTERNAL', amountCents: -amountCents },
        { account: 'CHECKING', amountCents },
      ],
    });
    await post(db, pix('deposit', 10_000));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => post(db, pix(`out ${i}`, -1_000, addDays(today, i % 5)))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    for (const o of outcomes)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ refusal: 'INSUFFICIENT_BALANCE' });
    expect((await balances(db, seller, addDays(today, 5))).CHECKING.availableCents).toBe(0);
  });
});

describe('the database itself', () => {
  it('refuses postings that do not close to zero and any change to what was posted', async () => {
    const seller = await newSeller(db);
    const { entryId } = await post(db, credit(seller, 300, today, 'kept'));
    const [account] = await db.query<{ id: number }>(
      `SELECT id FROM ledger_accounts WHERE seller_id = $1 AND kind = 'ACQUIRING'`,
      [seller],
    );
    await expect(
      db.query(
        `INSERT INTO ledger_postings (entry_id, account_id, amount_cents, is_fee, effective_date, statement_type)
         VALUES ($1, $2, -5, true, $3, 'CREDIT')`,
        [entryId, account?.id, today],
      ),
    ).rejects.toThrow(/não fecha em zero/);
    await expect(
      db.query('UPDATE ledger_postings SET amount_cents = 1 WHERE entry_id = $1', [entryId]),
    ).rejects.toThrow(/só aceita novos lançamentos/);
    await expect(db.query('DELETE FROM ledger_entries WHERE id = $1', [entryId])).rejects.toThrow(
      /só aceita novos lançamentos/,
    );
    expect((await balances(db, seller, today)).ACQUIRING.totalCents).toBe(300);
  });
});
