import { toApiDate } from '@balcao/domain/dates';
import { PIX_LIMIT_DEFAULT_CENTS } from '@balcao/domain/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { openBankAccount } from '../bank-accounts/account';
import { newSeller, openLedgerDatabase } from '../ledger/ledger-test-db';
// The areas that follow an opened account (its Pix limits), as every server and scheduler loads them.
import '../listeners';
import { post } from '../ledger/post';
import { checkPixLimit } from './check';
import { applyDueIncreases } from './jobs';
import { pixLimitOf } from './model';

let db: Db;
beforeAll(async () => {
  db = await openLedgerDatabase();
});
afterAll(() => db?.close());

// São Paulo is UTC-3 all year (no daylight saving since 2019).
const sp = (local: string) => new Date(`${local}-03:00`);
const DAY = PIX_LIMIT_DEFAULT_CENTS.DAY;
const NIGHT = PIX_LIMIT_DEFAULT_CENTS.NIGHT;

let pixCount = 0;
/** A Pix as the ledger keeps it: out of checking (or into it) at the sandbox instant `at`. */
async function pix(sellerId: number, at: Date, amountCents: number, direction: 'OUT' | 'IN' = 'OUT') {
  const id = `pix-${++pixCount}`;
  const sign = direction === 'OUT' ? -1 : 1;
  await post(db, {
    sellerId,
    kind: 'PIX',
    effectiveDate: toApiDate(at),
    createdAt: at,
    reference: { type: 'PIX', id },
    idempotencyKey: `pix:${id}`,
    description: direction === 'OUT' ? 'Pix enviado' : 'Pix recebido',
    operation: 'PIX',
    postings: [
      { account: 'CHECKING', amountCents: sign * amountCents },
      { account: 'EXTERNAL', amountCents: -sign * amountCents },
    ],
  });
}

/** An ACTIVE account with money in checking (a Pix received long before the windows under test). */
async function sellerWithAccount(): Promise<number> {
  const seller = await newSeller(db);
  await openBankAccount(db, seller, sp('2026-11-01T10:00:00'));
  await pix(seller, sp('2026-11-01T10:00:00'), 10 * DAY, 'IN');
  return seller;
}

/** Checks and, when allowed, sends the Pix in one transaction, as an outgoing Pix will. */
async function send(sellerId: number, at: Date, amountCents: number) {
  return db.transaction(async (tx) => {
    const check = await checkPixLimit(tx, sellerId, amountCents, at);
    const saved = db;
    db = tx;
    try {
      await pix(sellerId, at, amountCents);
    } finally {
      db = saved;
    }
    return check;
  });
}

describe('checkPixLimit', () => {
  it('gives a new account the documented defaults', async () => {
    const seller = await sellerWithAccount();
    expect((await pixLimitOf(db, seller, 'DAY'))?.amountCents).toBe(DAY);
    expect((await pixLimitOf(db, seller, 'NIGHT'))?.amountCents).toBe(NIGHT);
  });

  it('lets the day window reach its limit to the cent at 19:59, and starts the night afresh at 20:00', async () => {
    const seller = await sellerWithAccount();
    await send(seller, sp('2026-11-25T06:00:00'), DAY - 100);
    await expect(checkPixLimit(db, seller, 101, sp('2026-11-25T19:59:59'))).rejects.toMatchObject({
      statusCode: 400,
      code: 'PIX_LIMIT_EXCEEDED',
      message: expect.stringContaining('limite diurno'),
    });
    expect(await send(seller, sp('2026-11-25T19:59:59'), 100)).toMatchObject({
      period: 'DAY',
      usedCents: DAY - 100,
    });
    expect(await send(seller, sp('2026-11-25T20:00:00'), NIGHT)).toMatchObject({
      period: 'NIGHT',
      day: '2026-11-25',
      usedCents: 0,
    });
  });

  it('counts the night that crosses midnight as one window: 22:00 and 05:59 add up, 06:00 is a new day', async () => {
    const seller = await sellerWithAccount();
    await send(seller, sp('2026-11-25T22:00:00'), NIGHT / 2);
    const late = await send(seller, sp('2026-11-26T05:59:59'), NIGHT / 2);
    expect(late).toMatchObject({ period: 'NIGHT', day: '2026-11-25', usedCents: NIGHT / 2 });
    await expect(checkPixLimit(db, seller, 1, sp('2026-11-26T05:59:59'))).rejects.toMatchObject({
      code: 'PIX_LIMIT_EXCEEDED',
      message: expect.stringContaining('limite noturno'),
    });
    expect(await checkPixLimit(db, seller, DAY, sp('2026-11-26T06:00:00'))).toMatchObject({
      period: 'DAY',
      day: '2026-11-26',
      usedCents: 0,
    });
    // The next night is its own window: the night of the 25th does not count against the 26th's.
    expect(await checkPixLimit(db, seller, NIGHT, sp('2026-11-26T20:00:00'))).toMatchObject({ usedCents: 0 });
  });

  it('counts only Pix that left checking, not Pix received', async () => {
    const seller = await sellerWithAccount();
    await pix(seller, sp('2026-11-27T09:00:00'), DAY, 'IN');
    await send(seller, sp('2026-11-27T10:00:00'), 2_500);
    expect(await checkPixLimit(db, seller, 1, sp('2026-11-27T11:00:00'))).toMatchObject({ usedCents: 2_500 });
  });

  it('applies a scheduled increase from its moment on, before and after the job writes it', async () => {
    const seller = await sellerWithAccount();
    await db.query(
      `UPDATE pix_limits SET scheduled_amount_cents = $2, scheduled_for = $3, requested_at = $4
        WHERE seller_id = $1 AND period = 'NIGHT'`,
      [seller, 3 * NIGHT, sp('2026-11-28T21:00:00').toISOString(), sp('2026-11-27T21:00:00').toISOString()],
    );
    await expect(checkPixLimit(db, seller, 2 * NIGHT, sp('2026-11-28T20:59:59'))).rejects.toMatchObject({
      code: 'PIX_LIMIT_EXCEEDED',
    });
    expect(await checkPixLimit(db, seller, 2 * NIGHT, sp('2026-11-28T21:00:00'))).toMatchObject({
      limitCents: 3 * NIGHT,
    });
    await applyDueIncreases(db, sp('2026-11-28T21:00:00'));
    expect(await pixLimitOf(db, seller, 'NIGHT')).toMatchObject({
      amountCents: 3 * NIGHT,
      scheduledAmountCents: null,
      scheduledFor: null,
    });
  });

  it('refuses a seller without an ACTIVE account with §8 message', async () => {
    const seller = await newSeller(db);
    await expect(checkPixLimit(db, seller, 100, sp('2026-11-25T10:00:00'))).rejects.toMatchObject({
      statusCode: 409,
      message: 'Conta não configurada.',
    });
  });
});
