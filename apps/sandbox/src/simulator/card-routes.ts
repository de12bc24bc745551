import { reaisToCentsExact } from '@balcao/domain/money';
import type { FastifyInstance } from 'fastify';
import { requireActiveBankAccount } from '../areas/bank-accounts/account';
import { payCardInvoicePix } from '../areas/cards/payments';
import { authorisePurchase } from '../areas/cards/purchases';
import type { SandboxClock } from '../clock';
import type { Db } from '../db/db';
import { notFound } from '../errors';

const purchaseBody = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'description'],
  properties: {
    amount: { type: 'number', format: 'money', exclusiveMinimum: 0, maximum: 99999999.99 },
    description: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[^\\u0000<>]+$' },
  },
} as const;

const pixBody = {
  type: 'object',
  additionalProperties: false,
  required: ['emv'],
  properties: { emv: { type: 'string', minLength: 1, maxLength: 512 } },
} as const;

/**
 * What the world outside the issuer does: a merchant asks to authorise a card purchase
 * (`POST /_sandbox/cards/{id}/purchases` `{ amount, description }`, answered 201 with the transaction,
 * APPROVED or DECLINED with its reason), and a payer's bank pays a Pix BR Code
 * (`POST /_sandbox/pix/pay` `{ emv }`, answered with the card invoice payment it settled). 'Ver dados'
 * answers are never cached.
 */
export function cardRoutes(app: FastifyInstance, db: Db, clock: SandboxClock) {
  app.post('/_sandbox/cards/:id/purchases', { schema: { body: purchaseBody } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const body = request.body as { amount: number; description: string };
    const amountCents = reaisToCentsExact(body.amount);
    const transaction = await db.transaction(async (tx) => {
      const [card] = await tx.query<{
        id: string;
        seller_id: number;
        status: 'PENDING' | 'ACTIVE' | 'BLOCKED' | 'CANCELLED';
        limit_cents: string | null;
      }>(`SELECT id, seller_id, status, limit_cents::text FROM cards WHERE id::text = $1 FOR UPDATE`, [id]);
      if (!card) throw notFound('Cartão não encontrado.');
      await requireActiveBankAccount(tx, card.seller_id);
      return authorisePurchase(tx, clock, card, { amountCents, description: body.description.trim() });
    });
    return reply.code(201).send(transaction);
  });
  app.post('/_sandbox/pix/pay', { schema: { body: pixBody } }, async (request) => {
    const { emv } = request.body as { emv: string };
    return db.transaction((tx) => payCardInvoicePix(tx, clock, emv));
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.endsWith('/card/:id/sensitive-data'))
      reply.header('cache-control', 'no-store');
  });
}
