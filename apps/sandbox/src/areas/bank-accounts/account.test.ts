import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { newSeller, openLedgerDatabase } from '../ledger/ledger-test-db';
import { bankAccountOf, openBankAccount, requireActiveBankAccount } from './account';

let db: Db;
beforeAll(async () => {
  db = await openLedgerDatabase();
});
afterAll(() => db?.close());

const now = new Date('2026-11-25T15:00:00Z');

describe('the business bank account', () => {
  it('is INACTIVE for a seller that never asked for one, and every banking guard refuses it', async () => {
    const seller = await newSeller(db);
    expect(await bankAccountOf(db, seller)).toMatchObject({ status: 'INACTIVE', debitAccountId: null });
    await expect(requireActiveBankAccount(db, seller)).rejects.toMatchObject({
      statusCode: 409,
      code: 'ACCOUNT_NOT_ACTIVE',
      message: 'Conta não configurada.',
    });
  });

  it('refuses a PENDING account as an inactive one', async () => {
    const seller = await newSeller(db);
    await db.query(
      `INSERT INTO bank_accounts (seller_id, status, submitted_at, updated_at) VALUES ($1, 'PENDING', $2, $2)`,
      [seller, now.toISOString()],
    );
    await expect(requireActiveBankAccount(db, seller)).rejects.toMatchObject({ code: 'ACCOUNT_NOT_ACTIVE' });
  });

  it('opens checking and investment once, keeping their ids when opened again', async () => {
    const seller = await newSeller(db);
    const opened = await openBankAccount(db, seller, now);
    expect(opened.debitAccountId).not.toBe(opened.investmentAccountId);
    expect(await openBankAccount(db, seller, now)).toEqual(opened);
    expect(await requireActiveBankAccount(db, seller, opened.investmentAccountId)).toEqual(opened);
  });

  it("answers 404 for another seller's account id, as for an unknown one", async () => {
    const mine = await openBankAccount(db, await newSeller(db), now);
    const theirs = await openBankAccount(db, await newSeller(db), now);
    await expect(requireActiveBankAccount(db, mine.sellerId, theirs.debitAccountId)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
