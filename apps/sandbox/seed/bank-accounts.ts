import { openBankAccount } from '../src/areas/bank-accounts/account';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import type { SeededAccounts } from './accounts';

/**
 * The demo merchant banks with us (bankingType PJ): its account is ACTIVE, with checking and investment
 * ids. The other merchants have none (INACTIVE), so the activation wizard can be walked from the start.
 */
export async function seedBankAccounts(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  await openBankAccount(db, accounts.sellers.demo, clock.now());
}
