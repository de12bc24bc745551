import type { InvoiceDueDay } from '@balcao/domain/cards';
import { type ApiDate, addDays } from '@balcao/domain/dates';
import type { Db } from '../../db/db';

/** The due day that applies until the seller chooses one (§9 allows 12, 18 or 22, once). */
export const DEFAULT_DUE_DAY: InvoiceDueDay = 12;
/** An invoice closes this many days before it falls due (the window to pay it), unless the issuer set another. */
export const CLOSING_DAYS_BEFORE_DUE = 7;
/** The credit line the sandbox issuer grants a seller it has not analysed otherwise: R$ 50.000,00. */
export const DEFAULT_GLOBAL_LIMIT_CENTS = 5_000_000;

export interface CardProgram {
  globalLimitCents: number;
  dueDay: InvoiceDueDay | null;
  closingDays: number;
}

/**
 * The seller's credit line and due day. A seller the issuer never saw reads the defaults (a read never
 * writes); `lock` takes its row (created if missing) so that authorisations of one seller run one after
 * the other and the global limit cannot be spent twice by two purchases at once.
 */
export async function cardProgramOf(db: Db, sellerId: number, lock = false): Promise<CardProgram> {
  if (lock)
    await db.query(
      `INSERT INTO card_programs (seller_id, global_limit_cents) VALUES ($1, $2) ON CONFLICT (seller_id) DO NOTHING`,
      [sellerId, DEFAULT_GLOBAL_LIMIT_CENTS],
    );
  const [row] = await db.query<{
    global_limit_cents: string;
    due_day: InvoiceDueDay | null;
    closing_days: number;
  }>(
    `SELECT global_limit_cents::text, due_day, closing_days FROM card_programs WHERE seller_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [sellerId],
  );
  return {
    globalLimitCents: row ? Number(row.global_limit_cents) : DEFAULT_GLOBAL_LIMIT_CENTS,
    dueDay: row?.due_day ?? null,
    closingDays: row?.closing_days ?? CLOSING_DAYS_BEFORE_DUE,
  };
}

export interface InvoicePeriod {
  yearMonth: string;
  endDate: ApiDate;
  dueDate: ApiDate;
}

/** The invoice of a month ('yyyy-MM' of its due date) under a due day: closes `closingDays` before it is due. */
export function invoicePeriod(
  yearMonth: string,
  dueDay: number,
  closingDays = CLOSING_DAYS_BEFORE_DUE,
): InvoicePeriod {
  const dueDate = `${yearMonth}-${String(dueDay).padStart(2, '0')}`;
  return { yearMonth, dueDate, endDate: addDays(dueDate, -closingDays) };
}

export function nextYearMonth(yearMonth: string, months = 1): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The invoice a purchase made on `day` (São Paulo) goes to: the first whose end date is not behind it. */
export function invoicePeriodFor(
  day: ApiDate,
  dueDay: number,
  closingDays = CLOSING_DAYS_BEFORE_DUE,
): InvoicePeriod {
  let period = invoicePeriod(day.slice(0, 7), dueDay, closingDays);
  while (period.endDate < day) period = invoicePeriod(nextYearMonth(period.yearMonth), dueDay, closingDays);
  return period;
}
