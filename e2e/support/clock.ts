import { businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import type { Page } from 'playwright-core';
import type { RunningSandbox } from './sandbox';

// The sandbox clock, the one way a journey reads or moves it (`/_sandbox/clock`, sandbox README). Moving it
// answers once the jobs that fell due have run, so a journey never waits for time to pass.

/** The sandbox's time now, by its own clock. */
export async function sandboxNow(sandbox: RunningSandbox): Promise<Date> {
  const clock = (await (await fetch(`${sandbox.url}/_sandbox/clock`)).json()) as { now: string };
  return new Date(clock.now);
}

/** The sandbox's business day ('yyyy-MM-dd' in Brasília) by its own clock. */
export async function sandboxToday(sandbox: RunningSandbox): Promise<string> {
  return businessToday(await sandboxNow(sandbox));
}

type ClockMove = { now: Date; frozen?: boolean } | { advanceSeconds: number };

async function moveClock(sandbox: RunningSandbox, move: ClockMove): Promise<void> {
  const body = 'now' in move ? { ...move, now: move.now.toISOString() } : move;
  const response = await fetch(`${sandbox.url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`relógio do sandbox respondeu ${response.status}`);
}

/**
 * Moves the sandbox clock on by `seconds`: for a journey that needs time to pass, instead of waiting for it.
 * Given the page, the browser's clock moves the same seconds, as a merchant's computer would have: the app's
 * timers that fell due meanwhile (the polls of an invoice, a card or an investment being processed, the
 * token's refresh) fire now instead of on their next turn of wall time.
 */
export async function advanceClock(sandbox: RunningSandbox, seconds: number, page?: Page): Promise<void> {
  await moveClock(sandbox, { advanceSeconds: seconds });
  await page?.clock.fastForward(seconds * 1000);
}

/**
 * Moves the sandbox clock to `hour`:00 (10:00 unless told) of a day in Brasília; the jobs due by then
 * (billing, card renewals and their retries) have run when it answers. Days later the session's tokens have
 * expired: sign in again.
 */
export async function moveClockTo(sandbox: RunningSandbox, day: string, hour = 10): Promise<void> {
  await moveClock(sandbox, { now: new Date(startOfBusinessDay(day).getTime() + hour * 3_600_000) });
}

/** Stops the sandbox clock where it is: from then on, time passes only when the journey moves it. */
export async function freezeClock(sandbox: RunningSandbox): Promise<void> {
  await moveClock(sandbox, { now: await sandboxNow(sandbox), frozen: true });
}
