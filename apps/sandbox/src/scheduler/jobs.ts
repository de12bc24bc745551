import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { JobKind } from './kinds';

/** One row of the jobs table, as its handler gets it. */
export interface Job {
  kind: string;
  key: string;
  payload: unknown;
  attempts: number;
  /**
   * Work to run once this job's transaction has committed, outside it, before the drain moves on: a webhook
   * delivery's HTTP call must not hold the claim's row locks (nor, on the embedded database, its only
   * connection) while a receiver takes its time. Its failures are its own to record; the job has run.
   * The runner always sets it; a test that calls a handler by hand may leave it out.
   */
  afterCommit?(work: (db: Db) => Promise<void>): void;
}

/**
 * What a kind of job does, in the transaction that claimed it. Answers when it is next due (a sweep that
 * moves on), or null when it is done (a one-off job, deleted). A throw rolls its writes back and the job
 * is tried again later.
 */
export type JobHandler = (tx: Db, clock: Clock, job: Job, env: JobEnv) => Promise<Date | null>;

/**
 * What a job may need of the process's configuration: where links in the messages it sends point
 * (configured, never taken from a request). Read when the job runs: a server told to listen on any
 * free port learns its address after the scheduler started.
 */
export interface JobEnv {
  /** Origin of the public checkout pages of boleto and Pix charges, e.g. `http://localhost:4010/checkout`. */
  checkoutUrl(): string;
  /** Origin of the gateway, e.g. `http://localhost:4010`: base of the outbox's attachment links. */
  gatewayUrl(): string;
}

/** Where nothing was configured (tests that drain by hand): the default local address. */
export const LOCAL_JOB_ENV: JobEnv = {
  checkoutUrl: () => 'http://localhost:4010/checkout',
  gatewayUrl: () => 'http://localhost:4010',
};

/** Far enough ahead to mean 'nothing pending': a sweep waits there until a rule wakes it. */
export const NOTHING_DUE = new Date('9999-12-31T00:00:00Z');

/**
 * Brings a job forward to `dueAt` (never later than it already is): called in the transaction of the
 * state change that made something due, e.g. a refund requested at the machine settles in 10 minutes.
 */
export async function wakeJob(db: Db, kind: JobKind, dueAt: Date, key = ''): Promise<void> {
  await db.query('UPDATE jobs SET due_at = LEAST(due_at, $3) WHERE kind = $1 AND key = $2', [
    kind,
    key,
    dueAt.toISOString(),
  ]);
}

/**
 * Takes a job's row before a rule locks the rows it will change, when that rule will wake the job. The
 * job, while it runs in another process, holds its own row and then locks the same rows: taken in the
 * opposite order, the two deadlocked (billing waking the card renewals, found by the two-process test; an
 * import waking the webhook deliveries before billing, billing-lock-order.postgres.test.ts). One order for
 * all: the subscription-billing row, then the card renewals' row, then the area's rows, then the rows of
 * jobs that only send (webhook deliveries, payment reminders).
 */
export async function lockJob(db: Db, kind: JobKind, key = ''): Promise<void> {
  await db.query('SELECT 1 FROM jobs WHERE kind = $1 AND key = $2 FOR UPDATE', [kind, key]);
}

/** The earliest of some due times, or NOTHING_DUE. */
export function earliest(...dates: (Date | null | undefined)[]): Date {
  const times = dates.filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
  return times.length === 0 ? NOTHING_DUE : new Date(Math.min(...times));
}
