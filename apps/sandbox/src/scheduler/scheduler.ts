import type { SandboxClock } from '../clock';
import type { Db } from '../db/db';
import type { JobEnv, JobHandler } from './jobs';
import { type DrainResult, runDueJobs } from './runner';

export interface Scheduler {
  /** Runs what is due now, including what other processes were running, before it resolves. */
  drain(): Promise<DrainResult>;
  /** Stops the ticking and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Every sandbox process runs one: each `intervalMs` of real time it reads the clock from the database and
 * runs the jobs due by it. Runs never overlap within a process; across processes the row locks keep each
 * job to one runner. `intervalMs: 0` never ticks (tests drain by moving the clock).
 */
export function startScheduler(
  db: Db,
  clock: SandboxClock,
  handlers: Readonly<Record<string, JobHandler>>,
  options: { intervalMs: number; onError?: (error: unknown) => void; env?: JobEnv },
): Scheduler {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const next = running.then(work, work);
    running = next.catch(() => undefined);
    return next;
  };
  const tick = () =>
    exclusive(async () => {
      if (stopped) return;
      await clock.sync();
      await runDueJobs(db, clock, handlers, { ...(options.env ? { env: options.env } : {}) });
    }).catch((error) => options.onError?.(error));
  const timer = options.intervalMs > 0 ? setInterval(tick, options.intervalMs) : null;
  timer?.unref();
  return {
    drain: () =>
      exclusive(() =>
        runDueJobs(db, clock, handlers, {
          waitForOthers: true,
          ...(options.env ? { env: options.env } : {}),
        }),
      ),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
