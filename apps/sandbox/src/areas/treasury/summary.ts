import type { banking } from '@balcao/client';
import { type ApiDate, businessToday } from '@balcao/domain/dates';
import { centsToReais } from '@balcao/domain/money';
import { defaultTreasuryPeriod, treasuryPeriodProblem } from '@balcao/domain/treasury';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import {
  activeAccountOrRefusal,
  BANK_ACCOUNT_COLUMNS,
  type BankAccountRow,
  bankAccountFrom,
  requireActiveBankAccount,
} from '../bank-accounts/account';
import { type BalanceRow, balancesOf, balancesSql } from '../ledger/balances';
import { statement } from '../ledger/statement';
import type { Caller } from '../shared/caller';
import type { ContractQuery } from '../shared/contract';
import { cdiRateOnSql } from './cdi-rates';

type Schemas = banking.components['schemas'];

/**
 * Investments and redemptions accepted and not yet settled, from the books: their entries put the money in
 * the seller's transit account on request and take it out on settlement, so what the INVESTMENT entries of
 * the orders still PROCESSING leave there is exactly what is on its way between checking and investment (a
 * settled order's two entries cancel out in transit, so they are not read: the summary costs the same after
 * years of orders). A withdrawal to another bank also waits in transit, but it is leaving the seller, so its
 * entries (WITHDRAWAL, TRANSFER) are not counted. The seller is `$1`.
 */
const IN_PROCESSING_SQL = `
  WITH open_orders AS (
    SELECT id::text AS id FROM treasury_applications WHERE seller_id = $1 AND status = 'PROCESSING'
    UNION ALL
    SELECT id::text FROM treasury_redemptions WHERE seller_id = $1 AND status = 'PROCESSING'
  )
  SELECT coalesce(sum(p.amount_cents), 0)
    FROM open_orders o
    JOIN ledger_entries e
      ON e.reference_type = 'INVESTMENT' AND e.reference_id = o.id AND e.kind = 'INVESTMENT' AND e.seller_id = $1
    JOIN ledger_postings p ON p.entry_id = e.id
    JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'TRANSFERS_IN_TRANSIT'`;

interface SummaryFacts extends BankAccountRow {
  hides: boolean | null;
  in_processing: string;
  cdi_day: string | null;
  cdi_rate: string | null;
  products: { id: string; name: string; percent: string }[];
  balances: BalanceRow[];
}

/** The accounts the tiles show. */
const SUMMARY_ACCOUNTS = ['ACQUIRING', 'CHECKING', 'INVESTMENT'] as const;

/**
 * The summary's figures and the account's check in one statement: the tiles are read on every visit to
 * /tesouraria, and on a Postgres server each statement is a round trip (four of them took a third of the
 * read's time, bench/prism-comparison.ts).
 */
async function summaryFacts(db: Db, sellerId: number, today: ApiDate): Promise<SummaryFacts> {
  const [row] = await db.query<SummaryFacts>(
    `SELECT ${BANK_ACCOUNT_COLUMNS},
            (SELECT treasury_hides_acquiring FROM sellers WHERE id = $1) AS hides,
            (${IN_PROCESSING_SQL})::text AS in_processing,
            cdi.day AS cdi_day, cdi.rate AS cdi_rate,
            (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'percent', percent_of_cdi::text)
                                      ORDER BY position), '[]'::json)
               FROM treasury_products) AS products,
            (SELECT coalesce(json_agg(b), '[]'::json) FROM (${balancesSql('$1', '$2', '$3')}) AS b) AS balances
       FROM (SELECT 1) AS one
       LEFT JOIN bank_accounts ba ON ba.seller_id = $1
       LEFT JOIN LATERAL (${cdiRateOnSql('$2')}) AS cdi ON true`,
    [sellerId, today, SUMMARY_ACCOUNTS],
  );
  if (!row) throw new Error('resumo da tesouraria sem linha');
  return row;
}

/**
 * GET /v1/products/summary: the tiles of /tesouraria from the ledger by the sandbox clock. The investment
 * account holds principal plus the yield credited so far, so it is the application's value without
 * computing anything here (reads never write: the yield job credits, the summary only adds up). Money on
 * its way between them is still the seller's: it is its own figure and counts in the total.
 */
export async function treasurySummary(
  db: Db,
  clock: Clock,
  caller: Caller,
): Promise<Schemas['TreasurySummary']> {
  const now = clock.now();
  const today = businessToday(now);
  const facts = await summaryFacts(db, caller.sellerId, today);
  activeAccountOrRefusal(bankAccountFrom(caller.sellerId, facts));
  const hide = facts.hides === true;
  const book = balancesOf(facts.balances, SUMMARY_ACCOUNTS);
  const acquiring = hide ? { availableCents: 0, toReleaseCents: 0 } : book.ACQUIRING;
  const debit = book.CHECKING.availableCents;
  const invested = book.INVESTMENT.totalCents;
  const inProcessing = Number(facts.in_processing);
  return {
    debitAccountAmount: centsToReais(debit),
    investAccountAmount: centsToReais(invested),
    inProcessingAmount: centsToReais(inProcessing),
    redeemAccountAmount: centsToReais(acquiring.availableCents),
    provisionedAmount: centsToReais(acquiring.toReleaseCents),
    futurePostings: centsToReais(book.CHECKING.toReleaseCents),
    totalAmount: centsToReais(debit + invested + inProcessing + acquiring.availableCents),
    cdi: facts.cdi_rate === null ? null : Number(facts.cdi_rate),
    cdiDate: facts.cdi_day,
    hideAcquiringAccount: hide,
    products: facts.products.map((p) => ({
      id: p.id,
      name: p.name,
      yield_params: { index: 'CDI', percent: Number(p.percent) },
    })),
    serverTime: now.toISOString(),
  };
}

const LEDGER_ACCOUNT = { CHECKING_ACCOUNT: 'CHECKING', INVESTMENT_ACCOUNT: 'INVESTMENT' } as const;

/**
 * GET /v1/ledger: a page of the checking or investment statement, newest first, between two days of at
 * most 3 months that end today at the latest (the screen's rule, refused here in the same words).
 */
export async function treasuryLedger(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: ContractQuery<banking.operations['listTreasuryLedger']>,
): Promise<Schemas['TreasuryLedgerPage']> {
  await requireActiveBankAccount(db, caller.sellerId);
  const today = businessToday(clock.now());
  const fallback = defaultTreasuryPeriod(today);
  const from = query.start_date ?? fallback.from;
  const to = query.end_date ?? fallback.to;
  const problem = treasuryPeriodProblem(from, to, today);
  if (problem) throw badRequest(problem, 'INVALID_PERIOD');
  const page = await statement(db, caller.sellerId, LEDGER_ACCOUNT[query.account], {
    from,
    to,
    page: query.page ?? 0,
    size: query.size ?? 20,
  });
  return {
    ...page,
    content: page.content.map((line) => ({
      id: line.entryId,
      date: line.executionDate,
      operation: line.creditOperation,
      description: line.operation,
      value: centsToReais(Math.abs(line.amountCents)),
      positive: line.amountCents > 0,
    })),
  };
}
