import type { FastifyInstance } from 'fastify';
import {
  convertToChargeback,
  openDispute,
  simulateCardAttempt,
  simulatePayment,
} from '../areas/charges/actions';
import type { Caller } from '../areas/shared/caller';
import type { SandboxClock } from '../clock';
import type { Db } from '../db/db';
import { badRequest, notFound } from '../errors';

type Action = (db: Db, clock: SandboxClock, caller: Caller, id: string) => Promise<unknown>;

const cardBody = {
  type: 'object',
  additionalProperties: false,
  required: ['cardNumber'],
  properties: { cardNumber: { type: 'string', maxLength: 30 } },
} as const;

/** The line the bank was given to pay, when the body names one (the body is optional). */
function lineOf(body: unknown): string | undefined {
  const line = (body as { linhaDigitavel?: unknown } | null | undefined)?.linhaDigitavel;
  if (line === undefined) return undefined;
  if (typeof line !== 'string' || line.length > 60) throw badRequest('Linha digitável inválida.');
  return line;
}

/**
 * `/_sandbox/charges/{id}/…`: what the outside world does to a charge, so every state can be reached.
 * `pay` (the customer pays a bank slip or Pix; `{ linhaDigitavel }` pays that line, refused with 409
 * when a second copy replaced it), `card-attempt` `{ cardNumber }` (test card numbers
 * decide), `dispute` (the card holder disputes), `chargeback` (the dispute is lost). Each answers the
 * charge as GET /payment/charges/{id} does; 404 for an unknown id, 409 when the status does not allow it.
 */
export function chargeRoutes(app: FastifyInstance, db: Db, clock: SandboxClock) {
  // The operator acts for the charge's own seller, with the rights of its administrator.
  const run = (id: string, action: Action) =>
    db.transaction(async (tx) => {
      const [row] = await tx.query<{ seller_id: number }>(
        `SELECT seller_id FROM charges WHERE id::text = $1`,
        [id],
      );
      if (!row) throw notFound('Cobrança não encontrada.');
      const caller: Caller = {
        userId: 0,
        sellerId: row.seller_id,
        email: 'sandbox',
        roles: ['SELLER_ADMIN'],
        bankingRoles: [],
      };
      return action(tx, clock, caller, id);
    });
  const idOf = (params: unknown) => (params as { id: string }).id;
  app.post('/_sandbox/charges/:id/pay', async (request) => {
    const line = lineOf(request.body);
    return run(idOf(request.params), (tx, c, caller, id) => simulatePayment(tx, c, caller, id, line));
  });
  app.post('/_sandbox/charges/:id/dispute', async (request) => run(idOf(request.params), openDispute));
  app.post('/_sandbox/charges/:id/chargeback', async (request) =>
    run(idOf(request.params), convertToChargeback),
  );
  app.post('/_sandbox/charges/:id/card-attempt', { schema: { body: cardBody } }, async (request) => {
    const { cardNumber } = request.body as { cardNumber: string };
    return run(idOf(request.params), (tx, c, caller, id) =>
      simulateCardAttempt(tx, c, caller, id, cardNumber),
    );
  });
}
