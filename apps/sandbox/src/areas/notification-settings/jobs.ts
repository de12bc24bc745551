import { type ApiDate, addDays, businessToday, isApiDate, startOfBusinessDay } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { type JobHandler, wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { sendChargeNotices } from './notices';
import { sendPaymentNotices, sendReminders } from './reminders';

/**
 * How far the sweep has gone, kept in its job row: the last business day whose reminders went out, and
 * the instant of its last run (payments after it get their 'paid' message).
 */
export interface ReminderSweepState {
  through: ApiDate;
  sweptAt: string;
}

/**
 * A payment's transaction reads the clock before it commits; one that committed while a sweep ran is
 * still caught by the next if it read the clock at most this long before that sweep (the key of
 * charge_reminders keeps it from going twice).
 */
const PAYMENT_OVERLAP_MS = 10 * 60 * 1000;

function readState(payload: unknown): ReminderSweepState | null {
  const state = payload as Partial<ReminderSweepState> | null;
  if (!state || typeof state.through !== 'string' || !isApiDate(state.through)) return null;
  if (typeof state.sweptAt !== 'string' || Number.isNaN(Date.parse(state.sweptAt))) return null;
  return { through: state.through, sweptAt: state.sweptAt };
}

/** Where a sweep starts from: the seed and a database's first sweep start at their own present. */
export async function saveReminderSweepState(db: Db, state: ReminderSweepState): Promise<void> {
  await db.query(`UPDATE jobs SET payload = $1::jsonb WHERE kind = $2 AND key = ''`, [
    JSON.stringify(state),
    JOB_KINDS.paymentReminders,
  ]);
}

/**
 * The customers' notifications (/notificacoes): when the sandbox clock crosses a reminder day of an
 * unpaid charge (15, 7 and 2 days before its due date, 2, 7 and 20 after), and when a charge is paid,
 * each switched-on channel gets one message in the outbox. Runs at each business midnight, when the
 * clock moves, and at once after a payment (migration 022 wakes it). A sweep with no state yet (a
 * database that had none) sends nothing for the past: it starts at its present.
 */
export const paymentRemindersJob: JobHandler = async (tx, clock, job, env) => {
  const now = clock.now();
  const today = businessToday(now);
  const state = readState(job.payload);
  if (!(await sendChargeNotices(tx, clock, env))) return now;
  if (state) {
    const since = new Date(Date.parse(state.sweptAt) - PAYMENT_OVERLAP_MS);
    const done =
      (state.through >= today || (await sendReminders(tx, clock, env, state.through, today))) &&
      (await sendPaymentNotices(tx, clock, env, since, now));
    // More than a run's worth: the window stays as it was, and the next run, due now, goes on with it.
    if (!done) return now;
  }
  // A clock moved back does not make the same days due again; payments are looked for from now on.
  const through = state && state.through > today ? state.through : today;
  await saveReminderSweepState(tx, { through, sweptAt: now.toISOString() });
  return startOfBusinessDay(addDays(through, 1));
};

/** A charge was paid: the sweep runs now, in the payment's transaction, so its 'paid' message goes out at once. */
export async function wakeReminders(db: Db, clock: Clock): Promise<void> {
  await wakeJob(db, JOB_KINDS.paymentReminders, clock.now());
}
