import type { banking } from '@balcao/client';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import { lockJob, wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { paymentNotFound, paymentOf, requirePayables } from './access';
import type { Payment, Schemas } from './model';

/**
 * The approver's decisions (§4.6, §6): approve or reject requested payments, cancel a scheduled one. Each
 * takes the execution job's row first (the job locks the same payments: one lock order for both), then
 * the payments, so a payment is never cancelled while the job pays it.
 */

/** Scheduled payments run at 06:00 in São Paulo, when the day's Pix limit window opens (§9). */
const EXECUTION_HOUR_MS = 6 * 3_600_000;

/** When the scheduler executes a payment approved `now` for `day`: that morning, or at once if it is past. */
export function executionInstant(day: string, now: Date): Date {
  const morning = new Date(startOfBusinessDay(day).getTime() + EXECUTION_HOUR_MS);
  return morning > now ? morning : now;
}

/** The end of a payment's day: a request still unapproved then has EXPIRED (the job marks it). */
export const expiryInstant = (day: string): Date => startOfBusinessDay(addDays(day, 1));

const notRequested = () =>
  new HttpError(
    409,
    'PAYMENT_NOT_REQUESTED',
    'Só pagamentos aguardando aprovação podem ser aprovados ou rejeitados.',
  );

/** The caller's REQUESTED payments among `ids`, locked; any other id refuses the whole decision. */
async function lockRequested(db: Db, caller: Caller, ids: readonly string[], now: Date) {
  const unique = [...new Set(ids)];
  const rows = await db.query<{ id: string; status: string; payment_date: string }>(
    `SELECT id::text, status, payment_date::text FROM payables
      WHERE seller_id = $1 AND id::text = ANY($2::text[]) ORDER BY id FOR UPDATE`,
    [caller.sellerId, unique],
  );
  if (rows.length !== unique.length) throw paymentNotFound();
  if (rows.some((r) => r.status !== 'REQUESTED')) throw notRequested();
  if (rows.some((r) => r.payment_date < businessToday(now)))
    throw new HttpError(409, 'PAYMENT_EXPIRED', 'A data do pagamento já passou: peça um novo pagamento.');
  return rows;
}

const answer = async (db: Db, caller: Caller, ids: readonly string[]) => ({
  content: await Promise.all([...new Set(ids)].map((id) => paymentOf(db, caller, id))),
});

/** 'Aprovar pagamentos': SCHEDULED for the scheduler, which executes each on its date. */
export async function approvePayments(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['approvePayments']>,
): Promise<Schemas['PaymentList']> {
  await requirePayables(db, clock, caller);
  await lockJob(db, JOB_KINDS.payableExecution);
  const now = clock.now();
  const rows = await lockRequested(db, caller, body.transferIds, now);
  for (const row of rows) {
    const at = executionInstant(row.payment_date, now);
    await db.query(
      `UPDATE payables SET status = 'SCHEDULED', execute_at = $2, approved_at = $3, approved_by = $4 WHERE id = $1`,
      [row.id, at.toISOString(), now.toISOString(), caller.userId],
    );
    await wakeJob(db, JOB_KINDS.payableExecution, at);
  }
  return answer(db, caller, body.transferIds);
}

/** Rejected at approval: REJECTED for good, with the reason given (if any). */
export async function rejectPayments(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['rejectPayments']>,
): Promise<Schemas['PaymentList']> {
  await requirePayables(db, clock, caller);
  await lockJob(db, JOB_KINDS.payableExecution);
  const now = clock.now();
  const reason = body.reason?.trim() || null;
  const rows = await lockRequested(db, caller, body.transferIds, now);
  await db.query(
    `UPDATE payables SET status = 'REJECTED', rejected_at = $2, rejected_by = $3, failure_reason = $4
      WHERE id::text = ANY($1::text[])`,
    [rows.map((r) => r.id), now.toISOString(), caller.userId, reason],
  );
  return answer(db, caller, body.transferIds);
}

/** 'Cancelar pagamento': only while SCHEDULED, and irreversibly (CANCELLED is final). */
export async function cancelPayment(db: Db, clock: Clock, caller: Caller, id: string): Promise<Payment> {
  await requirePayables(db, clock, caller);
  await lockJob(db, JOB_KINDS.payableExecution);
  const now = clock.now();
  const [row] = await db.query<{ status: string }>(
    'SELECT status FROM payables WHERE id::text = $1 AND seller_id = $2 FOR UPDATE',
    [id, caller.sellerId],
  );
  if (!row) throw paymentNotFound();
  if (row.status !== 'SCHEDULED')
    throw new HttpError(409, 'PAYMENT_NOT_CANCELLABLE', 'Só pagamentos agendados podem ser cancelados.');
  await db.query(
    `UPDATE payables SET status = 'CANCELLED', execute_at = NULL, cancelled_at = $2, cancelled_by = $3 WHERE id = $1`,
    [id, now.toISOString(), caller.userId],
  );
  return paymentOf(db, caller, id);
}
