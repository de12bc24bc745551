import type { banking } from '@balcao/client';
import { BANK_AGENCY } from '@balcao/domain/bank-account';
import { businessToday } from '@balcao/domain/dates';
import { centsToReais } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { balances } from '../ledger/balances';
import type { Caller } from '../shared/caller';
import { bankAccountOf, requireActiveBankAccount } from './account';

type BankAccount = banking.components['schemas']['BankAccount'];
type BankAccountBalance = banking.components['schemas']['BankAccountBalance'];

/**
 * GET /accounts: the status and the agency; once ACTIVE the two account ids and the checking number, null
 * before (the contract's union on `status`).
 */
export async function getBankAccount(db: Db, _clock: Clock, caller: Caller): Promise<BankAccount> {
  const { status, debitAccountId, investmentAccountId, accountNumber } = await bankAccountOf(
    db,
    caller.sellerId,
  );
  if (status === 'ACTIVE' && debitAccountId && investmentAccountId && accountNumber)
    return { status, debitAccountId, investmentAccountId, agency: BANK_AGENCY, accountNumber };
  if (status === 'ACTIVE') throw new Error(`Conta ACTIVE sem ids ou número (seller ${caller.sellerId}).`);
  return {
    status,
    debitAccountId: null,
    investmentAccountId: null,
    agency: BANK_AGENCY,
    accountNumber: null,
  };
}

/**
 * GET /accounts/balance: the checking account's balance from the ledger, what is effective by today in
 * São Paulo (checking movements are effective at once; a scheduled one counts on its day).
 */
export async function getBankAccountBalance(
  db: Db,
  clock: Clock,
  caller: Caller,
): Promise<BankAccountBalance> {
  await requireActiveBankAccount(db, caller.sellerId);
  const { CHECKING } = await balances(db, caller.sellerId, businessToday(clock.now()), ['CHECKING']);
  return { debitAccountAmount: centsToReais(CHECKING.availableCents) };
}
