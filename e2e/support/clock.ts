import { businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import type { RunningSandbox } from './sandbox';

/** The sandbox's time now, by its own clock. */
export async function sandboxNow(sandbox: RunningSandbox): Promise<Date> {
  const clock = (await (await fetch(`${sandbox.url}/_sandbox/clock`)).json()) as { now: string };
  return new Date(clock.now);
}

/** The sandbox's business day ('yyyy-MM-dd' in Brasília) by its own clock. */
export async function sandboxToday(sandbox: RunningSandbox): Promise<string> {
  return businessToday(await sandboxNow(sandbox));
}

/**
 * Moves the sandbox clock on by `seconds` (the jobs due by then have run when it answers): for a journey that
 * needs time to pass, instead of waiting for it.
 */
export async function advanceClock(sandbox: RunningSandbox, seconds: number): Promise<void> {
  const response = await fetch(`${sandbox.url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  if (!response.ok) throw new Error(`relógio do sandbox respondeu ${response.status}`);
}

/**
 * Moves the sandbox clock to 10:00 of a day in Brasília; the jobs due by then (billing, card renewals
 * and their retries) have run when it answers. Days later the session's tokens have expired: sign in again.
 */
export async function moveClockTo(sandbox: RunningSandbox, day: string): Promise<void> {
  const response = await fetch(`${sandbox.url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: new Date(startOfBusinessDay(day).getTime() + 10 * 3_600_000).toISOString() }),
  });
  if (!response.ok) throw new Error(`relógio do sandbox respondeu ${response.status}`);
}
