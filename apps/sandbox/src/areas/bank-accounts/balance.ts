import type { banking } from '@balcao/client';
import { BANK_AGENCY } from '@balcao/domain/bank-account';
import { businessToday } from '@balcao/domain/dates';
import { centsToReais } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { type BalanceRow, balancesOf, balancesSql } from '../ledger/balances';
import type { Caller } from '../shared/caller';
import {
  activeAccountOrRefusal,
  BANK_ACCOUNT_COLUMNS,
  type BankAccountRow,
  bankAccountFrom,
  bankAccountOf,
} from './account';

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

const CHECKING_ONLY = ['CHECKING'] as const;

/**
 * GET /accounts/balance: the checking account's balance from the ledger, what is effective by today in
 * São Paulo (checking movements are effective at once; a scheduled one counts on its day). The account's
 * check and the sum in one statement: the balance is read on every banking screen, and on a Postgres
 * server each statement is a round trip (bench/prism-comparison.ts, 'saldo da conta').
 */
export async function getBankAccountBalance(
  db: Db,
  clock: Clock,
  caller: Caller,
): Promise<BankAccountBalance> {
  const [row] = await db.query<BankAccountRow & Partial<BalanceRow>>(
    `SELECT ${BANK_ACCOUNT_COLUMNS}, b.kind, b.available, b.to_release
       FROM (SELECT 1) AS one
       LEFT JOIN bank_accounts ba ON ba.seller_id = $1
       LEFT JOIN LATERAL (${balancesSql('$1', '$2', '$3')}) AS b ON true`,
    [caller.sellerId, businessToday(clock.now()), CHECKING_ONLY],
  );
  activeAccountOrRefusal(bankAccountFrom(caller.sellerId, row));
  const { CHECKING } = balancesOf(row?.kind ? [row as BalanceRow] : [], CHECKING_ONLY);
  return { debitAccountAmount: centsToReais(CHECKING.availableCents) };
}
