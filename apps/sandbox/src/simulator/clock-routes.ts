import type { FastifyInstance } from 'fastify';
import type { SandboxClock } from '../clock';
import { badRequest } from '../errors';
import type { Scheduler } from '../scheduler/scheduler';

/** What every `/_sandbox/clock` call answers. */
export interface SandboxClockView {
  now: string;
  realNow: string;
  offsetSeconds: number;
  frozen: boolean;
}

function describe(clock: SandboxClock): SandboxClockView {
  const state = clock.state();
  return {
    now: clock.now().toISOString(),
    realNow: clock.real().toISOString(),
    offsetSeconds: Math.round(state.offsetMs / 1000),
    frozen: state.frozenAt !== null,
  };
}

const setBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    now: { type: 'string', format: 'date-time' },
    advanceSeconds: { type: 'number' },
    frozen: { type: 'boolean' },
  },
} as const;

/**
 * `/_sandbox/clock`: GET shows the sandbox time; POST `{ now }` moves it to an instant (running on from
 * there, or standing still with `frozen: true`) or `{ advanceSeconds }` moves it by an amount; DELETE goes
 * back to real time. Token expiry, reset links and notifications read this clock; the security limits
 * (sign-in, two-factor codes, resets, invitations) count real time instead, so moving it never lifts them
 * (areas/auth/attempts.ts). Once it has moved, every job that became due (billing, settlements,
 * authorizations…) has run before the answer, in this process or another on the same database
 * (src/scheduler).
 */
export function clockRoutes(app: FastifyInstance, clock: SandboxClock, scheduler: Scheduler) {
  app.get('/_sandbox/clock', async () => describe(clock));
  app.post('/_sandbox/clock', { schema: { body: setBody } }, async (request) => {
    const body = request.body as { now?: string; advanceSeconds?: number; frozen?: boolean };
    if ((body.now === undefined) === (body.advanceSeconds === undefined)) {
      throw badRequest('Informe now (data e hora ISO 8601) ou advanceSeconds (segundos), um dos dois.');
    }
    if (body.now !== undefined) await clock.set(new Date(body.now), { frozen: body.frozen ?? false });
    else await clock.advance(body.advanceSeconds ?? 0);
    await scheduler.drain();
    return describe(clock);
  });
  app.delete('/_sandbox/clock', async () => {
    await clock.reset();
    await scheduler.drain();
    return describe(clock);
  });
}
