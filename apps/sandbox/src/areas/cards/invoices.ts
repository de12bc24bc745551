import type { banking } from '@balcao/client';
import {
  INVOICE_DUE_DAYS,
  INVOICE_MESSAGES,
  type InvoiceDueDay,
  invoiceDetailStatus,
  invoiceForSummary,
  isInvoiceDueDay,
} from '@balcao/domain/cards';
import { businessToday } from '@balcao/domain/dates';
import { centsToReais } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, HttpError } from '../../errors';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import type { Caller } from '../shared/caller';
import type { ContractQuery } from '../shared/contract';
import { pageSlice } from '../shared/page';
import { requireCards } from './access';
import { maskedPan, TRANSACTION_COLUMNS, type TransactionRow, toTransaction } from './model';
import { cardProgramOf, DEFAULT_DUE_DAY, invoicePeriod } from './program';

type Schemas = banking.components['schemas'];
type InvoiceStatus = Schemas['CardInvoiceStatus'];

interface MonthRow {
  year_month: string;
  statuses: InvoiceStatus[];
  total: string;
  paid: string;
  end_date: string;
  due_date: string;
}

// A month's status is the first of OVERDUE, CLOSED, OPEN, PAID among its cards' invoices (§4.5).
const monthStatus = (statuses: InvoiceStatus[]): InvoiceStatus => invoiceDetailStatus(statuses) ?? 'PAID';

const MONTH_SELECT = `year_month, array_agg(DISTINCT status) AS statuses, sum(total_cents)::text AS total,
  coalesce(sum(total_cents) FILTER (WHERE status = 'PAID'), 0)::text AS paid,
  min(end_date)::text AS end_date, min(due_date)::text AS due_date`;

/** A payment settles whole card invoices, so what a month has paid is the total of its PAID ones. */
function figures(totalCents: number, paidCents: number) {
  return {
    totalAmount: centsToReais(totalCents),
    paidAmount: centsToReais(paidCents),
    remainingAmount: centsToReais(totalCents - paidCents),
  };
}

function toMonth(row: MonthRow): Schemas['CardInvoiceMonthSummary'] {
  return {
    yearMonth: row.year_month,
    status: monthStatus(row.statuses),
    ...figures(Number(row.total), Number(row.paid)),
    dueDate: row.due_date,
    endDate: row.end_date,
  };
}

/** /cartao/faturas: one row per month, newest first. */
export async function listCardInvoices(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: ContractQuery<banking.operations['listCardInvoices']>,
): Promise<Schemas['CardInvoiceMonthPage']> {
  await requireCards(db, clock, caller);
  const page = query.page ?? 0;
  const size = query.size ?? 12;
  const rows = await db.query<MonthRow & { total_elements: number }>(
    `SELECT ${MONTH_SELECT}, count(*) OVER()::int AS total_elements FROM card_invoices WHERE seller_id = $1
      GROUP BY year_month ORDER BY year_month DESC ${pageSlice(page, size)}`,
    [caller.sellerId],
  );
  let totalElements = rows[0]?.total_elements ?? 0;
  if (rows.length === 0 && page > 0) {
    const [count] = await db.query<{ n: number }>(
      'SELECT count(DISTINCT year_month)::int AS n FROM card_invoices WHERE seller_id = $1',
      [caller.sellerId],
    );
    totalElements = count?.n ?? 0;
  }
  return {
    content: rows.map(toMonth),
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    number: page,
    size,
  };
}

/**
 * The invoice the summary of /cartao shows (§4.5: the oldest overdue, else the latest closed, else the latest
 * open), chosen among every month and not a page of them: an overdue month may be years old. Only months
 * with something unpaid can be chosen, so only those are read.
 */
export async function getCardInvoiceSummary(
  db: Db,
  clock: Clock,
  caller: Caller,
): Promise<Schemas['CardInvoiceSummary']> {
  await requireCards(db, clock, caller);
  const rows = await db.query<MonthRow>(
    `SELECT ${MONTH_SELECT} FROM card_invoices WHERE seller_id = $1 AND year_month IN
       (SELECT year_month FROM card_invoices WHERE seller_id = $1 AND status <> 'PAID')
      GROUP BY year_month`,
    [caller.sellerId],
  );
  const shown = invoiceForSummary(rows.map(toMonth), businessToday(clock.now()));
  return { invoice: shown };
}

/** /cartao/faturas/{yearMonth}: the month with each card's invoice and its approved purchases. */
export async function getCardInvoice(
  db: Db,
  clock: Clock,
  caller: Caller,
  yearMonth: string,
): Promise<Schemas['CardInvoiceMonth']> {
  await requireCards(db, clock, caller);
  const invoices = await db.query<{
    id: string;
    status: InvoiceStatus;
    total: string;
    end_date: string;
    due_date: string;
    card_id: string;
    card_name: string;
    final_digits: string | null;
  }>(
    `SELECT i.id, i.status, i.total_cents::text AS total, i.end_date::text, i.due_date::text, c.id AS card_id,
            c.card_name, c.final_digits
       FROM card_invoices i JOIN cards c ON c.id = i.card_id
      WHERE i.seller_id = $1 AND i.year_month = $2 ORDER BY c.card_name, c.id`,
    [caller.sellerId, yearMonth],
  );
  if (invoices.length === 0) throw new HttpError(404, 'INVOICE_NOT_FOUND', INVOICE_MESSAGES.noInvoice);
  const transactions = await db.query<TransactionRow & { invoice_id: string }>(
    `SELECT ${TRANSACTION_COLUMNS}, t.invoice_id FROM card_transactions t
      WHERE t.invoice_id = ANY($1::uuid[]) ORDER BY t.transaction_at DESC, t.id`,
    [invoices.map((i) => i.id)],
  );
  const total = invoices.reduce((sum, i) => sum + Number(i.total), 0);
  const paid = invoices.reduce((sum, i) => sum + (i.status === 'PAID' ? Number(i.total) : 0), 0);
  return {
    yearMonth,
    status: monthStatus(invoices.map((i) => i.status)),
    ...figures(total, paid),
    dueDate: invoices[0]!.due_date,
    endDate: invoices[0]!.end_date,
    cardInvoices: invoices.map((i) => ({
      id: i.id,
      status: i.status,
      totalAmount: centsToReais(Number(i.total)),
      virtualCard: { id: i.card_id, maskedPan: maskedPan(i.final_digits), cardName: i.card_name },
      transactions: transactions.filter((t) => t.invoice_id === i.id).map(toTransaction),
    })),
  };
}

function settings(dueDay: InvoiceDueDay | null): Schemas['CardInvoiceSettings'] {
  return {
    dueDay,
    effectiveDueDay: dueDay ?? DEFAULT_DUE_DAY,
    canChange: dueDay === null,
    allowedDueDays: [...INVOICE_DUE_DAYS],
  };
}

export async function getCardInvoiceSettings(
  db: Db,
  clock: Clock,
  caller: Caller,
): Promise<Schemas['CardInvoiceSettings']> {
  await requireCards(db, clock, caller);
  return settings((await cardProgramOf(db, caller.sellerId)).dueDay);
}

/**
 * 'Configurações': the due day, once (§9). The invoices still open move to it (due on that day of their
 * month, closing 7 days before); closed ones keep the dates they closed with. The cycle job is woken, as
 * an open invoice may now be past its new end date.
 */
export async function setCardInvoiceDueDay(
  db: Db,
  clock: Clock,
  caller: Caller,
  day: number,
): Promise<Schemas['CardInvoiceSettings']> {
  await requireCards(db, clock, caller);
  if (!isInvoiceDueDay(day))
    throw badRequest('O dia de vencimento deve ser 12, 18 ou 22.', 'INVALID_DUE_DAY');
  const program = await cardProgramOf(db, caller.sellerId, true);
  if (program.dueDay !== null) throw new HttpError(409, 'DUE_DAY_ALREADY_SET', INVOICE_MESSAGES.dueDayLocked);
  const now = clock.now();
  await db.query(
    'UPDATE card_programs SET due_day = $2, due_day_set_at = $3, due_day_set_by = $4 WHERE seller_id = $1',
    [caller.sellerId, day, now.toISOString(), caller.apiKeyId ? null : caller.userId],
  );
  const open = await db.query<{ year_month: string }>(
    `SELECT DISTINCT year_month FROM card_invoices WHERE seller_id = $1 AND status = 'OPEN'`,
    [caller.sellerId],
  );
  for (const { year_month } of open) {
    const period = invoicePeriod(year_month, day, program.closingDays);
    await db.query(
      `UPDATE card_invoices SET end_date = $3, due_date = $4 WHERE seller_id = $1 AND year_month = $2 AND status = 'OPEN'`,
      [caller.sellerId, year_month, period.endDate, period.dueDate],
    );
  }
  await wakeJob(db, JOB_KINDS.cardInvoiceCycle, now);
  return settings(day);
}
