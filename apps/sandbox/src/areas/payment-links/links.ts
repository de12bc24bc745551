import { randomUUID } from 'node:crypto';
import { hasFeature, paymentLinkFormErrors } from '@balcao/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, forbidden, notFound, ValidationErrors } from '../../errors';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';
import {
  FIELD_LABELS,
  LINK_NOT_FOUND,
  LINK_SELECT,
  LINKS_DISABLED_FEATURE,
  linkForm,
  type PaymentLinkCreateRequest,
  type PaymentLinkRow,
  paymentLinkView,
  UUID,
} from './model';

/** 403 for an account (or user) with `disable_paymentlink`; the roles are checked at the edge. */
async function refuseDisabledLinks(db: Db, clock: Clock, caller: Caller): Promise<void> {
  if (hasFeature(await featureToggles(db, clock, caller), LINKS_DISABLED_FEATURE)) throw forbidden();
}

async function loadOwnLink(db: Db, caller: Caller, id: string, lock = false): Promise<PaymentLinkRow> {
  if (!UUID.test(id)) throw notFound(LINK_NOT_FOUND);
  const [row] = await db.query<PaymentLinkRow>(
    `${LINK_SELECT} WHERE l.id = $1 AND l.seller_id = $2${lock ? ' FOR UPDATE OF l' : ''}`,
    [id, caller.sellerId],
  );
  if (!row) throw notFound(LINK_NOT_FOUND);
  return row;
}

/** POST /payment-links: a one-off or fast link; SUBSCRIPTION links are not created by the sandbox yet. */
export async function createPaymentLink(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: PaymentLinkCreateRequest,
  origin: string,
) {
  await refuseDisabledLinks(db, clock, caller);
  if (body.type === 'SUBSCRIPTION')
    throw badRequest('Links de assinatura ainda não são criados pelo sandbox.', 'NOT_YET');
  const now = clock.now();
  const form = linkForm(body);
  const errors = Object.entries(paymentLinkFormErrors(form, now)).map(
    ([field, message]) => `${FIELD_LABELS[field] ?? field}: ${message}`,
  );
  if (body.type === 'FAST_ORDER' && (form.bankSlip || form.pix))
    errors.push('Métodos de pagamento: o link rápido aceita só cartão de crédito.');
  if (errors.length) throw new ValidationErrors(errors);
  let customerId: string | null = null;
  if (body.uuidSellerClient) {
    const [customer] = await db.query<{ id: string }>(
      'SELECT id FROM customers WHERE id = $1 AND seller_id = $2',
      [body.uuidSellerClient, caller.sellerId],
    );
    if (!customer) throw badRequest('Cliente: cliente não encontrado.');
    customerId = customer.id;
  }
  const id = randomUUID();
  const at = now.toISOString();
  const order = body.paymentOrder;
  await db.query(
    `INSERT INTO payment_links (id, seller_id, type, title, description, bank_slip_description, value_cents,
       installments, credit_card_type, credit_card_discount, bank_slip_discount, pix_discount, customer_id,
       expiration_date, timer, active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, true, $16, $16)`,
    [
      id,
      caller.sellerId,
      body.type,
      form.title.trim(),
      order.description?.trim() || null,
      body.bankSlipDescription?.trim() || null,
      form.valueCents,
      form.installments,
      form.creditCard ? (body.allowedPaymentMethods.creditCardMethod?.type ?? 'EARLY') : null,
      form.creditCard ? form.creditCardDiscount : null,
      form.bankSlip ? form.bankSlipDiscount : null,
      form.pix ? form.pixDiscount : null,
      customerId,
      order.expirationDate ?? null,
      form.timer || null,
      at,
    ],
  );
  return paymentLinkView(await loadOwnLink(db, caller, id), origin);
}

/** GET /payment-links/{id}: another seller's link is a 404. */
export async function getPaymentLink(db: Db, clock: Clock, caller: Caller, id: string, origin: string) {
  await refuseDisabledLinks(db, clock, caller);
  return paymentLinkView(await loadOwnLink(db, caller, id), origin);
}

/** DELETE /payment-links/{id}: the link stops selling; its charges stay. Again is a no-op. */
export async function deactivatePaymentLink(db: Db, clock: Clock, caller: Caller, id: string): Promise<null> {
  await refuseDisabledLinks(db, clock, caller);
  await loadOwnLink(db, caller, id, true);
  await db.query('UPDATE payment_links SET active = false, updated_at = $2 WHERE id = $1 AND active', [
    id,
    clock.now().toISOString(),
  ]);
  return null;
}

// ---------------------------------------------------------------------------------------------------
// The public side: the buyer on /payment-link/{uuid}.
