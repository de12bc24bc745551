import { randomUUID } from 'node:crypto';
import { hasFeature } from '@balcao/domain/access';
import { reaisToCentsExact } from '@balcao/domain/money';
import { DELETED_LINK_MESSAGE, paymentLinkFormErrors } from '@balcao/domain/payment-links';
import { perMonthCents } from '@balcao/domain/subscriptions';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, forbidden, notFound, ValidationErrors } from '../../errors';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';
import { activePlan } from '../subscriptions/writes';
import {
  FIELD_LABELS,
  LINK_NOT_FOUND,
  LINK_SELECT,
  LINKS_DISABLED_FEATURE,
  linkForm,
  type PaymentLinkCreateRequest,
  type PaymentLinkRow,
  UUID,
} from './model';
import { orderFields } from './order-fields';
import { saveSplit } from './split';
import { paymentLinkView } from './view';

/** 403 for an account (or user) with `disable_paymentlink`; the roles are checked at the edge. */
export async function refuseDisabledLinks(db: Db, clock: Clock, caller: Caller): Promise<void> {
  if (hasFeature(await featureToggles(db, clock, caller), LINKS_DISABLED_FEATURE)) throw forbidden();
}

export async function loadOwnLink(db: Db, caller: Caller, id: string, lock = false): Promise<PaymentLinkRow> {
  if (!UUID.test(id)) throw notFound(LINK_NOT_FOUND);
  const [row] = await db.query<PaymentLinkRow>(
    `${LINK_SELECT} WHERE l.id = $1 AND l.seller_id = $2${lock ? ' FOR UPDATE OF l' : ''}`,
    [id, caller.sellerId],
  );
  if (!row) throw notFound(LINK_NOT_FOUND);
  return row;
}

/** The body checked by the form's schema; the customer, when given, one of the seller's. */
async function checkedLink(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: PaymentLinkCreateRequest,
  stored: PaymentLinkRow | null,
) {
  const now = clock.now();
  const form = linkForm(body);
  const errors = Object.entries(paymentLinkFormErrors(form, now)).map(
    ([field, message]) => `${FIELD_LABELS[field] ?? field}: ${message}`,
  );
  if (body.type === 'FAST_ORDER' && (form.bankSlip || form.pix))
    errors.push('Métodos de pagamento: o link rápido aceita só cartão de crédito.');
  const subscription = subscriptionColumns(body, form.valueCents, errors);
  const extra = await orderFields(db, clock, caller, body, form, stored, errors);
  if (errors.length) throw new ValidationErrors(errors);
  if (body.type === 'SUBSCRIPTION') {
    const plan = await activePlan(db, caller, body.paymentSubscription!.idPlan);
    const refused = [
      form.creditCard && !plan.enable_credit_card ? 'cartão de crédito' : null,
      form.bankSlip && !plan.enable_bank_slip ? 'boleto' : null,
      form.pix && !plan.enable_pix ? 'Pix' : null,
    ].filter(Boolean);
    if (refused.length) throw badRequest(`Métodos de pagamento: o plano não aceita ${refused.join(', ')}.`);
  }
  let customerId: string | null = null;
  if (body.uuidSellerClient) {
    const [customer] = await db.query<{ id: string }>(
      'SELECT id FROM customers WHERE id = $1 AND seller_id = $2',
      [body.uuidSellerClient, caller.sellerId],
    );
    if (!customer) throw badRequest('Cliente: cliente não encontrado.');
    customerId = customer.id;
  }
  const order = body.paymentOrder;
  // The columns after id, seller and type, in the order of LINK_COLUMNS.
  const values = [
    form.title.trim(),
    order.description?.trim() || null,
    body.bankSlipDescription?.trim() || null,
    form.valueCents,
    form.creditCard ? extra.cardInstallments : 1,
    form.creditCard ? (extra.cardType ?? (body.type === 'SUBSCRIPTION' ? 'RECURRENT' : 'EARLY')) : null,
    extra.cardTax,
    form.creditCard ? form.creditCardDiscount : null,
    form.bankSlip ? form.bankSlipDiscount : null,
    form.pix ? form.pixDiscount : null,
    customerId,
    order.expirationDate ?? null,
    form.timer || null,
    form.maxPaidUses,
    ...subscription,
    extra.scheduledDate,
    JSON.stringify(extra.metadata),
    extra.bankSlipInstallments,
    extra.pixInstallments,
  ];
  return { values, split: extra.split };
}

/**
 * The subscription columns of a link (all null but on SUBSCRIPTION links), with the §5 'Subscription
 * link' rules pushed onto `errors`: the per-month value is the period's value divided by its months
 * (a cent of rounding either way), the additional title up to 60 characters, the additional value with
 * its installments, the card recurrent and charged at once.
 */
function subscriptionColumns(body: PaymentLinkCreateRequest, valueCents: number | null, errors: string[]) {
  const sub = body.paymentSubscription ?? null;
  if (body.type !== 'SUBSCRIPTION') {
    if (sub) errors.push('Assinatura: só os links de assinatura (SUBSCRIPTION) levam paymentSubscription.');
    return [null, null, null, null, null, null];
  }
  if (!sub) {
    errors.push('Assinatura: Preenchimento obrigatório!');
    return [null, null, null, null, null, null];
  }
  if ((body.paymentOrder.installments ?? 1) > 1) errors.push('Parcelas: a assinatura é cobrada à vista.');
  const cardType = body.allowedPaymentMethods.creditCardMethod?.type;
  if (cardType && cardType !== 'RECURRENT')
    errors.push('Métodos de pagamento: o cartão da assinatura é recorrente (RECURRENT).');
  const perMonth = valueCents !== null && valueCents > 0 ? perMonthCents(sub.type, valueCents) : null;
  if (perMonth !== null && Math.abs(reaisToCentsExact(sub.valuePerMonth) - perMonth) > 1)
    errors.push('Valor por mês: deve ser o valor do período dividido pelos seus meses.');
  const additionalTitle = sub.additionalTitle?.trim() || null;
  if (additionalTitle && additionalTitle.length > 60)
    errors.push('Título do adicional: O título deve ter no máximo 60 caracteres!');
  const additional =
    sub.additionalValue === null || sub.additionalValue === undefined
      ? null
      : reaisToCentsExact(sub.additionalValue);
  const installments = sub.additionalInstallments ?? null;
  if (additional !== null && installments === null)
    errors.push('Parcelas do adicional: Preenchimento obrigatório!');
  if (additional === null && (installments !== null || additionalTitle))
    errors.push('Valor adicional: Preenchimento obrigatório!');
  return [
    sub.idPlan,
    sub.type,
    perMonth,
    additional,
    additional === null ? null : additionalTitle,
    additional === null ? null : installments,
  ];
}

const LINK_COLUMNS = `title, description, bank_slip_description, value_cents, installments, credit_card_type,
  credit_card_tax,
  credit_card_discount, bank_slip_discount, pix_discount, customer_id, expiration_date, timer, max_paid_uses,
  plan_id, periodicity, value_per_month_cents, additional_value_cents, additional_title,
  additional_installments, scheduled_date, metadata, bank_slip_installments, pix_installments`;

/** POST /payment-links: a one-off, fast or subscription link (the plan one of the seller's active ones). */
export async function createPaymentLink(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: PaymentLinkCreateRequest,
  origin: string,
) {
  await refuseDisabledLinks(db, clock, caller);
  const now = clock.now();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const { values, split } = await checkedLink(tx, clock, caller, body, null);
    const placeholders = values.map((_, i) => `$${i + 4}`).join(', ');
    const at = `$${values.length + 4}`;
    await tx.query(
      `INSERT INTO payment_links (id, seller_id, type, ${LINK_COLUMNS}, active, created_at, updated_at)
       VALUES ($1, $2, $3, ${placeholders}, true, ${at}, ${at})`,
      [id, caller.sellerId, body.type, ...values, now.toISOString()],
    );
    await saveSplit(tx, id, split ?? []);
  });
  return paymentLinkView(await loadOwnLink(db, caller, id), origin);
}

/**
 * PUT /payment-links/{id}: the creation's body and rules on an active link of the same type. Charges
 * already issued keep their amounts; the next purchases follow the edited link.
 */
export async function updatePaymentLink(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  body: PaymentLinkCreateRequest,
  origin: string,
) {
  await refuseDisabledLinks(db, clock, caller);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const link = await loadOwnLink(tx, caller, id, true);
    if (link.type !== body.type) throw badRequest('Tipo: O tipo do link não pode ser alterado.');
    if (!link.active) throw badRequest(DELETED_LINK_MESSAGE);
    const { values, split } = await checkedLink(tx, clock, caller, body, link);
    const sets = LINK_COLUMNS.split(',').map((column, i) => `${column.trim()} = $${i + 2}`);
    await tx.query(
      `UPDATE payment_links SET ${sets.join(', ')}, updated_at = $${values.length + 2} WHERE id = $1`,
      [id, ...values, now.toISOString()],
    );
    if (split) await saveSplit(tx, id, split);
  });
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
