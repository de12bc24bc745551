import { type ApiDate, isApiDate } from '../dates/calendar-day';

/**
 * The ledger (razão): every money movement of a seller is an entry of two or more postings in integer
 * cents that add up to zero. These are the pure rules every writer shares; the sandbox's
 * `areas/ledger` stores them (decisions under 'Razão (ledger)').
 */

/** What the seller holds: the financial page reads ACQUIRING, the treasury CHECKING and INVESTMENT. */
export const SELLER_ACCOUNT_KINDS = ['ACQUIRING', 'CHECKING', 'INVESTMENT', 'CARD_CREDIT'] as const;
/**
 * The provider's side of the seller's book: where a sale's money comes from (PROVIDER_CLEARING), where
 * fees go (FEES_REVENUE), who advances anticipated receivables (ANTICIPATION_FUNDING), payouts accepted
 * but not executed yet (TRANSFERS_IN_TRANSIT), and the world outside (EXTERNAL: other banks, Pix, payees).
 */
const PROVIDER_ACCOUNT_KINDS = [
  'PROVIDER_CLEARING',
  'FEES_REVENUE',
  'ANTICIPATION_FUNDING',
  'TRANSFERS_IN_TRANSIT',
  'EXTERNAL',
] as const;
const LEDGER_ACCOUNT_KINDS = [...SELLER_ACCOUNT_KINDS, ...PROVIDER_ACCOUNT_KINDS] as const;
export type SellerAccountKind = (typeof SELLER_ACCOUNT_KINDS)[number];
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

const LEDGER_ENTRY_KINDS = [
  'SALE_CREDIT',
  'FEE',
  'REFUND',
  'CHARGEBACK',
  /** The advanced amount reaching the seller on the execution day. */
  'ANTICIPATION',
  /** The anticipated receivable's own day: its credit now belongs to the provider. */
  'ANTICIPATION_SETTLEMENT',
  /** A withdrawal accepted: it leaves the available balance at once. */
  'TRANSFER',
  /** The withdrawal executed on its business day (to the checking account or another bank). */
  'TRANSFER_EXECUTION',
  'PIX',
  'BILL_PAYMENT',
  'CARD_INVOICE',
  /** Treasury: an application, a redemption (both ways through transit) and each day's CDI yield. */
  'INVESTMENT',
  /** Treasury 'Sacar': the checking account out to the seller's bank elsewhere (not a repasse). */
  'WITHDRAWAL',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** §3 statementType: the spec names DEBIT_TRANSFER, CREDIT_ANTICIPATED, DEBIT_ANTICIPATED, CREDIT_REVERSAL. */
const STATEMENT_TYPES = [
  'CREDIT',
  'DEBIT',
  'CREDIT_ANTICIPATED',
  'DEBIT_ANTICIPATED',
  'CREDIT_REVERSAL',
  'DEBIT_TRANSFER',
  'CREDIT_TRANSFER',
] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];

const LEDGER_REFERENCE_TYPES = [
  'CHARGE',
  'TRANSFER',
  'ANTICIPATION',
  'PIX',
  'BILL_PAYMENT',
  'CARD_INVOICE',
  'INVESTMENT',
] as const;
export type LedgerReferenceType = (typeof LEDGER_REFERENCE_TYPES)[number];

/** R$ 10 bilhões: far above any single movement, and a year of them still sums within a safe integer. */
export const MAX_POSTING_CENTS = 1_000_000_000_000;
const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

export interface LedgerPosting {
  account: LedgerAccountKind;
  /** Positive puts money in the account, negative takes it out. */
  amountCents: number;
  /** The fee taken from an account that has its own principal posting in the same entry. */
  fee?: boolean;
}

export interface LedgerEntryDraft {
  kind: LedgerEntryKind;
  effectiveDate: ApiDate;
  idempotencyKey: string;
  postings: readonly LedgerPosting[];
}

export type LedgerRefusal =
  | 'TOO_FEW_POSTINGS'
  | 'ZERO_POSTING'
  | 'AMOUNT_OUT_OF_RANGE'
  | 'UNBALANCED'
  | 'REPEATED_ACCOUNT'
  | 'FEE_WITHOUT_PRINCIPAL'
  | 'INVALID_DATE'
  | 'INVALID_IDEMPOTENCY_KEY'
  | 'INSUFFICIENT_BALANCE'
  | 'IDEMPOTENCY_CONFLICT';

/**
 * Why an entry cannot be posted as it stands, or null. The sum is checked only once every amount is a
 * bounded integer, so it is exact. One principal posting per account (and at most one fee beside it)
 * keeps a statement line one row of postings.
 */
export function entryRefusal(entry: LedgerEntryDraft): LedgerRefusal | null {
  if (!isApiDate(entry.effectiveDate)) return 'INVALID_DATE';
  const key = entry.idempotencyKey;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || key.includes('\u0000'))
    return 'INVALID_IDEMPOTENCY_KEY';
  if (entry.postings.length < 2) return 'TOO_FEW_POSTINGS';
  const principal = new Set<string>();
  const fees = new Set<string>();
  let sum = 0;
  for (const p of entry.postings) {
    if (!Number.isSafeInteger(p.amountCents) || Math.abs(p.amountCents) > MAX_POSTING_CENTS)
      return 'AMOUNT_OUT_OF_RANGE';
    if (p.amountCents === 0) return 'ZERO_POSTING';
    const seen = p.fee ? fees : principal;
    if (seen.has(p.account)) return 'REPEATED_ACCOUNT';
    seen.add(p.account);
    sum += p.amountCents;
  }
  for (const account of fees) if (!principal.has(account)) return 'FEE_WITHOUT_PRINCIPAL';
  return sum === 0 ? null : 'UNBALANCED';
}

/**
 * Which debits must leave the account's balance, today and on every later day, at zero or above. The
 * checking and investment accounts are real money and never go negative. The acquiring account may
 * (a refund or chargeback after a withdrawal is the provider's claim on future sales), but the seller's
 * own withdrawal may not take it below zero.
 */
export function mustStayNonNegative(account: LedgerAccountKind, entry: LedgerEntryKind): boolean {
  if (account === 'CHECKING' || account === 'INVESTMENT') return true;
  return account === 'ACQUIRING' && entry === 'TRANSFER';
}

/** What the statement calls a line when the writer does not say: by the entry's kind and direction. */
export function defaultStatementType(kind: LedgerEntryKind, amountCents: number): StatementType {
  const credit = amountCents > 0;
  switch (kind) {
    case 'REFUND':
    case 'CHARGEBACK':
      return credit ? 'CREDIT' : 'CREDIT_REVERSAL';
    case 'ANTICIPATION':
      return credit ? 'CREDIT_ANTICIPATED' : 'DEBIT';
    case 'ANTICIPATION_SETTLEMENT':
      return credit ? 'CREDIT' : 'DEBIT_ANTICIPATED';
    case 'TRANSFER':
    case 'TRANSFER_EXECUTION':
    case 'PIX':
      return credit ? 'CREDIT_TRANSFER' : 'DEBIT_TRANSFER';
    default:
      return credit ? 'CREDIT' : 'DEBIT';
  }
}
