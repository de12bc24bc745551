import type { banking } from '@balcao/client';
import { checkingAccountNumber } from '@balcao/domain/bank-account';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';

export type BankAccountStatus = banking.components['schemas']['BankAccountStatus'];

export interface BankAccount {
  sellerId: number;
  status: BankAccountStatus;
  kycAnalysisResult: string | null;
  /** The conta corrente: Pix, payments, card invoices and withdrawals to the bank move through it. */
  debitAccountId: string | null;
  investmentAccountId: string | null;
  /** The checking account's number with its check digit ('100001-2'); null until ACTIVE. */
  accountNumber: string | null;
}

export interface ActiveBankAccount extends BankAccount {
  status: 'ACTIVE';
  debitAccountId: string;
  investmentAccountId: string;
}

/** §8 'Conta não configurada.': what every banking screen says when the account is missing or inactive. */
export const ACCOUNT_NOT_CONFIGURED = 'Conta não configurada.';

/** A `bank_accounts` row as `BANK_ACCOUNT_COLUMNS` reads it (all null when the seller has none). */
export interface BankAccountRow {
  status: BankAccountStatus | null;
  kyc_analysis_result: string | null;
  debit_account_id: string | null;
  investment_account_id: string | null;
  account_sequence: string | null;
}

/**
 * The columns of the seller's account from `bank_accounts` as `ba`: for a read that checks the account in
 * the statement that takes its figures (`... FROM (SELECT 1) AS one LEFT JOIN bank_accounts ba ON
 * ba.seller_id = $1`), one round trip instead of two on a Postgres server.
 */
export const BANK_ACCOUNT_COLUMNS = `ba.status, ba.kyc_analysis_result, ba.debit_account_id::text AS debit_account_id,
  ba.investment_account_id::text AS investment_account_id, ba.account_sequence::text AS account_sequence`;

/** The account a row of `BANK_ACCOUNT_COLUMNS` holds; a seller that never asked for one is INACTIVE. */
export function bankAccountFrom(sellerId: number, row: BankAccountRow | undefined): BankAccount {
  return {
    sellerId,
    status: row?.status ?? 'INACTIVE',
    kycAnalysisResult: row?.kyc_analysis_result ?? null,
    debitAccountId: row?.debit_account_id ?? null,
    investmentAccountId: row?.investment_account_id ?? null,
    accountNumber: row?.account_sequence ? checkingAccountNumber(Number(row.account_sequence)) : null,
  };
}

/** The seller's bank account as it stands; a seller that never asked for one is INACTIVE. */
export async function bankAccountOf(db: Db, sellerId: number): Promise<BankAccount> {
  const [row] = await db.query<BankAccountRow>(
    `SELECT ${BANK_ACCOUNT_COLUMNS} FROM bank_accounts ba WHERE ba.seller_id = $1`,
    [sellerId],
  );
  return bankAccountFrom(sellerId, row);
}

/**
 * The account when it is ACTIVE, or a 409 ACCOUNT_NOT_ACTIVE with §8's message: the guard of every banking
 * operation that needs the account. With `accountId`, that id must be one of the seller's two accounts
 * (another seller's id answers the same 404 as an unknown one, so ids leak nothing).
 */
export function activeAccountOrRefusal(account: BankAccount, accountId?: string): ActiveBankAccount {
  if (account.status !== 'ACTIVE' || !account.debitAccountId || !account.investmentAccountId)
    throw new HttpError(409, 'ACCOUNT_NOT_ACTIVE', ACCOUNT_NOT_CONFIGURED);
  if (
    accountId !== undefined &&
    accountId !== account.debitAccountId &&
    accountId !== account.investmentAccountId
  )
    throw new HttpError(404, 'NOT_FOUND', 'Conta não encontrada.');
  return account as ActiveBankAccount;
}

/** The seller's ACTIVE account, or the refusals of `activeAccountOrRefusal`. */
export async function requireActiveBankAccount(
  db: Db,
  sellerId: number,
  accountId?: string,
): Promise<ActiveBankAccount> {
  return activeAccountOrRefusal(await bankAccountOf(db, sellerId), accountId);
}

/** What other areas do when an account opens (its Pix limits); registered in `areas/listeners.ts`. */
type AccountOpened = (db: Db, account: ActiveBankAccount, now: Date) => Promise<void>;
const whenOpened: AccountOpened[] = [];
export function followOpenedAccounts(listener: AccountOpened): void {
  whenOpened.push(listener);
}

/**
 * Opens the account: ACTIVE with new checking and investment ids, in the caller's transaction (the KYC
 * job's approval, the seed), and tells the areas that follow it. The ledger's CHECKING and INVESTMENT
 * accounts open on their first movement.
 */
export async function openBankAccount(db: Db, sellerId: number, now: Date): Promise<ActiveBankAccount> {
  const [row] = await db.query<{
    debit_account_id: string;
    investment_account_id: string;
    account_sequence: string;
  }>(
    `INSERT INTO bank_accounts (seller_id, status, debit_account_id, investment_account_id, account_sequence,
                                decided_at, updated_at)
     VALUES ($1, 'ACTIVE', gen_random_uuid(), gen_random_uuid(), nextval('bank_account_number_seq'), $2, $2)
     ON CONFLICT (seller_id) DO UPDATE SET status = 'ACTIVE', kyc_analysis_result = NULL,
       debit_account_id = coalesce(bank_accounts.debit_account_id, excluded.debit_account_id),
       investment_account_id = coalesce(bank_accounts.investment_account_id, excluded.investment_account_id),
       account_sequence = coalesce(bank_accounts.account_sequence, excluded.account_sequence),
       decided_at = excluded.decided_at, updated_at = excluded.updated_at
     RETURNING debit_account_id::text, investment_account_id::text, account_sequence::text`,
    [sellerId, now.toISOString()],
  );
  if (!row) throw new Error(`bank account of seller ${sellerId} was not opened`);
  const account: ActiveBankAccount = {
    sellerId,
    status: 'ACTIVE',
    kycAnalysisResult: null,
    debitAccountId: row.debit_account_id,
    investmentAccountId: row.investment_account_id,
    accountNumber: checkingAccountNumber(Number(row.account_sequence)),
  };
  for (const listener of whenOpened) await listener(db, account, now);
  return account;
}
