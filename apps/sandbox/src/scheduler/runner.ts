import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { type Job, type JobEnv, type JobHandler, LOCAL_JOB_ENV } from './jobs';

/** A failed job is tried again after 2^attempts seconds of the sandbox clock, at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(3600, 2 ** attempts) * 1000;

/** A drain never runs more than this many jobs: a handler that keeps answering 'due now' cannot spin. */
const MAX_JOBS_PER_DRAIN = 10_000;

export interface DrainResult {
  ran: number;
  failed: number;
}

/**
 * Claims the earliest due job no other process holds, runs it and deletes or reschedules it, all in one
 * transaction: two processes on one database never run the same job, and a crash mid-job leaves it due.
 * Answers false when nothing due was left to claim.
 */
async function runOne(
  db: Db,
  clock: Clock,
  handlers: Readonly<Record<string, JobHandler>>,
  result: DrainResult,
  env: JobEnv,
): Promise<boolean> {
  const now = clock.now();
  let claimed: Job | null = null;
  const deferred: ((db: Db) => Promise<void>)[] = [];
  let ran: boolean;
  try {
    ran = await db.transaction(async (tx) => {
      const [row] = await tx.query<Omit<Job, 'afterCommit'>>(
        `SELECT kind, key, payload, attempts FROM jobs WHERE due_at <= $1
          ORDER BY due_at, kind, key LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now.toISOString()],
      );
      if (!row) return false;
      const job: Job = { ...row, afterCommit: (work) => deferred.push(work) };
      claimed = job;
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`Nenhum handler para o job '${job.kind}'.`);
      const next = await handler(tx, clock, job, env);
      if (next === null) {
        await tx.query('DELETE FROM jobs WHERE kind = $1 AND key = $2', [job.kind, job.key]);
      } else {
        await tx.query(
          `UPDATE jobs SET due_at = $3, attempts = 0, last_error = NULL, last_run_at = $4
            WHERE kind = $1 AND key = $2`,
          [job.kind, job.key, next.toISOString(), now.toISOString()],
        );
      }
      result.ran++;
      return true;
    });
  } catch (error) {
    const job = claimed as Job | null;
    if (!job) throw error;
    result.failed++;
    // The job's own writes rolled back; it stays, due again after a growing delay, with the reason kept.
    await db.query(
      `UPDATE jobs SET attempts = attempts + 1, last_error = $3, last_run_at = $4, due_at = $5
        WHERE kind = $1 AND key = $2`,
      [
        job.kind,
        job.key,
        String(error instanceof Error ? error.message : error).slice(0, 2000),
        now.toISOString(),
        new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString(),
      ],
    );
    return true;
  }
  for (const work of deferred) {
    try {
      await work(db);
    } catch {
      result.failed++;
    }
  }
  return ran;
}

/**
 * Runs every job due by the sandbox clock. With `waitForOthers`, it then waits for due jobs another
 * process had claimed (their row locks) and drains again, so that whoever moved the clock sees every
 * consequence before it answers.
 */
export async function runDueJobs(
  db: Db,
  clock: Clock,
  handlers: Readonly<Record<string, JobHandler>>,
  options: { waitForOthers?: boolean; env?: JobEnv } = {},
): Promise<DrainResult> {
  const result: DrainResult = { ran: 0, failed: 0 };
  const env = options.env ?? LOCAL_JOB_ENV;
  for (let round = 0; round < MAX_JOBS_PER_DRAIN; round++) {
    if (await runOne(db, clock, handlers, result, env)) continue;
    if (!options.waitForOthers) break;
    // Blocks on rows other processes are running, then looks again; none due and unlocked means done.
    const busy = await db.transaction((tx) =>
      tx.query('SELECT kind FROM jobs WHERE due_at <= $1 FOR UPDATE', [clock.now().toISOString()]),
    );
    // What is returned was held elsewhere and is still due (its holder failed it over to us): run it.
    if (busy.length === 0) break;
  }
  return result;
}
