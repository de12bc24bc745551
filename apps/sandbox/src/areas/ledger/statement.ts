import { type ApiDate, addDays } from '@balcao/domain/dates';
import type {
  LedgerEntryKind,
  LedgerReferenceType,
  SellerAccountKind,
  StatementType,
} from '@balcao/domain/ledger';
import type { Db } from '../../db/db';
import { type Page, pageSlice } from '../shared/page';
import { accountId } from './accounts';

/** One row of §3's statement, in cents (the gateway turns them into the wire's reais). */
export interface LedgerStatementLine {
  entryId: string;
  executionDate: ApiDate;
  statementType: StatementType;
  kind: LedgerEntryKind;
  /** What the balance moved by, fee included: negative for a debit. The column 'Valor'. */
  amountCents: number;
  /** The fee within it, as a positive amount ('Taxas'); 0 when none. */
  tax: { amountCents: number; creditOperation: string };
  creditOperation: string;
  /** The line's description ('Recebimento da parcela 1/3', 'Estorno parcial', …). */
  operation: string;
  isRefund: boolean;
  isChargeback: boolean;
  reference: { type: LedgerReferenceType; id: string };
  uuidCharge: string | null;
  buyer: string | null;
  /** §3: only REFUND, CHARGEBACK or DISPUTE are named; otherwise null. */
  chargeStatus: 'REFUND' | 'CHARGEBACK' | 'DISPUTE' | null;
}

export interface StatementQuery {
  from: ApiDate;
  to: ApiDate;
  page: number;
  size: number;
  /** The Antecipações tab asks for CREDIT_ANTICIPATED; the other tabs for every type. */
  statementType?: StatementType;
  /** §7.1 sorts by executionDate descending; ascending reads a schedule from the nearest day. */
  direction?: 'DESC' | 'ASC';
}

interface Row {
  entry_id: string;
  effective_date: string;
  statement_type: StatementType;
  amount: string;
  fee: string;
  kind: LedgerEntryKind;
  reference_type: LedgerReferenceType;
  reference_id: string;
  description: string;
  operation: string;
  buyer: string | null;
  charge_status: string | null;
}

function toLine(r: Row): LedgerStatementLine {
  const fee = Number(r.fee);
  const isCharge = r.reference_type === 'CHARGE';
  const status = r.charge_status;
  return {
    entryId: r.entry_id,
    executionDate: r.effective_date,
    statementType: r.statement_type,
    kind: r.kind,
    amountCents: Number(r.amount) - fee,
    tax: { amountCents: fee, creditOperation: fee > 0 ? 'TAXA' : '' },
    creditOperation: r.operation,
    operation: r.description,
    isRefund: r.kind === 'REFUND',
    isChargeback: r.kind === 'CHARGEBACK',
    reference: { type: r.reference_type, id: r.reference_id },
    uuidCharge: isCharge ? r.reference_id : null,
    buyer: r.buyer,
    chargeStatus: status === 'REFUND' || status === 'CHARGEBACK' || status === 'DISPUTE' ? status : null,
  };
}

/**
 * One page of an account's statement between two effective dates, newest first. A line is the account's
 * principal posting of an entry, with the fee taken beside it. The page is cut from the postings' index
 * before anything is joined; the total counts the same postings: from the per-day line counts when every
 * type is asked for (a 360-day range of a busy seller is ~360 rows instead of ~360,000), with
 * `count(*) OVER()` over the few postings of one type otherwise.
 */
export async function statement(
  db: Db,
  sellerId: number,
  account: SellerAccountKind,
  query: StatementQuery,
): Promise<Page<LedgerStatementLine>> {
  const empty = { content: [], totalElements: 0, totalPages: 0, number: query.page, size: query.size };
  const id = await accountId(db, sellerId, account);
  if (id === undefined) return empty;
  const direction = query.direction === 'ASC' ? 'ASC' : 'DESC';
  const typed = query.statementType !== undefined;
  const params = [id, query.from, query.to, ...(typed ? [query.statementType] : [])];
  const rows = await db.query<Row & { total_elements?: number }>(
    `SELECT p.entry_id, p.effective_date::text AS effective_date, p.statement_type, p.amount_cents::text AS amount,
            coalesce(-f.amount_cents, 0)::text AS fee, e.kind, e.reference_type, e.reference_id, e.description,
            e.operation, c.customer_name AS buyer, c.status AS charge_status${typed ? ', p.total_elements' : ''}
       FROM (SELECT id, entry_id, account_id, effective_date, statement_type, amount_cents
                    ${typed ? ', count(*) OVER()::int AS total_elements' : ''}
               FROM ledger_postings
              WHERE account_id = $1 AND NOT is_fee AND effective_date BETWEEN $2::date AND $3::date
                    ${typed ? 'AND statement_type = $4' : ''}
              ORDER BY effective_date ${direction}, id ${direction} ${pageSlice(query.page, query.size)}) p
       JOIN ledger_entries e ON e.id = p.entry_id
       LEFT JOIN ledger_postings f ON f.entry_id = p.entry_id AND f.account_id = p.account_id AND f.is_fee
       LEFT JOIN charges c
              ON c.id = CASE WHEN e.reference_type = 'CHARGE' AND e.reference_id ~ '^[0-9a-f-]{36}$'
                             THEN e.reference_id::uuid END
      ORDER BY p.effective_date ${direction}, p.id ${direction}`,
    params,
  );
  let totalElements = rows[0]?.total_elements;
  if (!typed || totalElements === undefined) totalElements = await countLines(db, id, query);
  return {
    content: rows.map(toLine),
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
    number: query.page,
    size: query.size,
  };
}

async function countLines(db: Db, account: number, query: StatementQuery): Promise<number> {
  const [row] =
    query.statementType === undefined
      ? await db.query<{ n: number }>(
          `SELECT coalesce(sum(lines), 0)::int AS n FROM ledger_account_days
            WHERE account_id = $1 AND effective_date BETWEEN $2::date AND $3::date`,
          [account, query.from, query.to],
        )
      : await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ledger_postings WHERE account_id = $1 AND NOT is_fee
              AND effective_date BETWEEN $2::date AND $3::date AND statement_type = $4`,
          [account, query.from, query.to, query.statementType],
        );
  return row?.n ?? 0;
}

/** §4.1 'Lançamentos futuros': tomorrow to 60 days ahead, the schedule of what is still to come. */
export const FUTURE_ENTRIES_DAYS = 60;

export function futureEntries(
  db: Db,
  sellerId: number,
  account: SellerAccountKind,
  today: ApiDate,
  page: Omit<StatementQuery, 'from' | 'to'>,
): Promise<Page<LedgerStatementLine>> {
  return statement(db, sellerId, account, {
    from: addDays(today, 1),
    to: addDays(today, FUTURE_ENTRIES_DAYS),
    ...page,
  });
}
