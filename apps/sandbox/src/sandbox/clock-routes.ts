import type { FastifyInstance } from 'fastify';
import type { SandboxClock } from '../clock';
import type { Db } from '../db/db';
import { badRequest } from '../http/errors';
import { billDueSubscriptions } from '../rules/subscription-billing';

function describe(clock: SandboxClock) {
  const state = clock.state();
  return {
    now: clock.now().toISOString(),
    realNow: new Date().toISOString(),
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
 * back to real time. Token expiry, limits, reset links and notifications all read this clock; once it has
 * moved, every seller's subscriptions due by the new day are billed (rules/subscription-billing.ts).
 */
export function clockRoutes(app: FastifyInstance, clock: SandboxClock, db: Db) {
  app.get('/_sandbox/clock', async () => describe(clock));
  app.post('/_sandbox/clock', { schema: { body: setBody } }, async (request) => {
    const body = request.body as { now?: string; advanceSeconds?: number; frozen?: boolean };
    if ((body.now === undefined) === (body.advanceSeconds === undefined)) {
      throw badRequest('Informe now (data e hora ISO 8601) ou advanceSeconds (segundos), um dos dois.');
    }
    if (body.now !== undefined) await clock.set(new Date(body.now), { frozen: body.frozen ?? false });
    else await clock.advance(body.advanceSeconds ?? 0);
    await db.transaction((tx) => billDueSubscriptions(tx, clock, null));
    return describe(clock);
  });
  app.delete('/_sandbox/clock', async () => {
    await clock.reset();
    await db.transaction((tx) => billDueSubscriptions(tx, clock, null));
    return describe(clock);
  });
}
