import type { payment } from '@balcao/client';
import { customerSearchKey, onlyDigits } from '@balcao/domain/customers';
import { businessToday, dateFilterProblem } from '@balcao/domain/dates';
import { reaisToCentsExact } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import type { Caller } from '../shared/caller';
import type { QueryWithDefaults } from '../shared/contract';
import { pageSlice, pageWithCounts } from '../shared/page';
import { type ChargeSummaryRow, chargeSummary, chargeSummaryColumns, startingWith } from './model';

/** The list's query as the contract declares it; the gateway fills page, size and sort. */
export type ChargeListQuery = QueryWithDefaults<payment.operations['listCharges'], 'page' | 'size' | 'sort'>;
type ChargeStatusFilter = ChargeListQuery['status'];

/** A filter as SQL: conditions over `c` and their parameters ($1 is the seller, $2 business today). */
class Where {
  // $2 is always bound, so every statement names it even when no filter reads the clock.
  readonly conditions = ['c.seller_id = $1', '$2::date IS NOT NULL'];
  constructor(readonly params: unknown[]) {}
  add(sql: (p: string) => string, value: unknown): void {
    this.params.push(value);
    this.conditions.push(sql(`$${this.params.length}`));
  }
  raw(sql: string): void {
    this.conditions.push(sql);
  }
  get sql(): string {
    return this.conditions.join(' AND ');
  }
}

/** Statuses as stored, so each filter reads the status index (LATE and SCHEDULED split by due date). */
function addStatus(where: Where, status: ChargeStatusFilter): void {
  if (!status || status === 'ALL') return;
  if (status === 'SCHEDULED') where.raw(`c.status = 'SCHEDULED' AND c.expiration_date >= $2::date`);
  else if (status === 'LATE') where.raw(`c.status = 'SCHEDULED' AND c.expiration_date < $2::date`);
  else if (status === 'PAID') where.raw(`c.status IN ('PAID', 'PAID_MANUALLY')`);
  else where.add((p) => `c.status = ${p}`, status === 'ABANDONED' ? 'ABANDONNED' : status);
}

/** The search bar and the filter panel's rules, with the screen's own messages. */
function checkRanges(query: ChargeListQuery): void {
  const problem =
    dateFilterProblem(query.expirationDateInitial, query.expirationDateFinal) ??
    dateFilterProblem(query.paidDateInitial, query.paidDateFinal);
  if (problem) throw badRequest(problem);
  if (query.valueMin !== undefined && query.valueMax !== undefined && query.valueMin > query.valueMax)
    throw badRequest('O valor mínimo deve ser menor ou igual ao valor máximo.');
}

export function chargeFilterSql(query: Omit<ChargeListQuery, 'page' | 'size' | 'sort'>, where: Where): void {
  if (query.chargeFilterConfig === 'SCHEDULED')
    where.raw(`c.status = 'SCHEDULED' AND c.expiration_date >= $2::date`);
  addStatus(where, query.status);
  const name = query.customerName && customerSearchKey(query.customerName);
  if (name) where.add((p) => `c.customer_name_key LIKE ${p}`, startingWith(name));
  const document = query.customerDocument && onlyDigits(query.customerDocument);
  if (document) where.add((p) => `c.customer_document LIKE ${p}`, startingWith(document));
  const email = query.customerEmail?.trim().toLowerCase();
  if (email) where.add((p) => `c.customer_email LIKE ${p}`, startingWith(email));
  const title = query.title && customerSearchKey(query.title);
  if (title) where.add((p) => `c.title_key LIKE ${p}`, startingWith(title));
  const link = query.paymentLink?.trim();
  if (link) where.add((p) => `c.payment_link_id = ${p}`, link);
  if (query.expirationDateInitial)
    where.add((p) => `c.expiration_date >= ${p}::date`, query.expirationDateInitial);
  if (query.expirationDateFinal)
    where.add((p) => `c.expiration_date <= ${p}::date`, query.expirationDateFinal);
  if (query.paidDateInitial) where.add((p) => `c.paid_date >= ${p}::date`, query.paidDateInitial);
  if (query.paidDateFinal) where.add((p) => `c.paid_date <= ${p}::date`, query.paidDateFinal);
  if (query.valueMin !== undefined)
    where.add((p) => `c.amount_cents >= ${p}`, reaisToCentsExact(query.valueMin));
  if (query.valueMax !== undefined)
    where.add((p) => `c.amount_cents <= ${p}`, reaisToCentsExact(query.valueMax));
  if (query.paymentMethod) where.add((p) => `c.payment_method = ${p}`, query.paymentMethod);
}

/** Filters on status, method and due date only: the per-day counts answer them (see 005_charges.sql). */
function countableByDay(query: ChargeListQuery): boolean {
  const { customerName, customerDocument, customerEmail, title, paymentLink } = query;
  const text = [customerName, customerDocument, customerEmail, title, paymentLink].some((t) => t?.trim());
  return (
    !text &&
    !query.paidDateInitial &&
    !query.paidDateFinal &&
    query.valueMin === undefined &&
    query.valueMax === undefined
  );
}

/** GET /charges: the seller's charges by due date, with the search bar and the filter panel. */
export async function listCharges(db: Db, clock: Clock, caller: Caller, query: ChargeListQuery) {
  checkRanges(query);
  const where = new Where([caller.sellerId, businessToday(clock.now())]);
  chargeFilterSql(query, where);
  const direction = query.sort === 'expirationDate,ASC' ? 'ASC' : 'DESC';
  // The page and its total in one statement: one round trip to a server, and one plan embedded.
  const count = countableByDay(query)
    ? `SELECT coalesce(sum(c.n), 0)::int AS total_elements FROM charge_day_counts c WHERE ${where.sql}`
    : `SELECT count(*)::int AS total_elements FROM charges c WHERE ${where.sql}`;
  const { items, counts } = await pageWithCounts<ChargeSummaryRow, { total_elements: number }>(db, {
    counts: count,
    page: `SELECT ${chargeSummaryColumns('$2')} FROM charges c WHERE ${where.sql}
            ORDER BY c.expiration_date ${direction}, c.id ${direction} ${pageSlice(query.page, query.size)}`,
    orderBy: `page.expiration_date::date ${direction}, page.id ${direction}`,
    params: where.params,
  });
  const totalElements = counts?.total_elements ?? 0;
  return {
    content: items.map(chargeSummary),
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
    number: query.page,
    size: query.size,
  };
}

export { Where };
