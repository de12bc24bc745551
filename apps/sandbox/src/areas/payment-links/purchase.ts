import { randomUUID } from 'node:crypto';
import { seededRandom } from '@balcao/domain/common';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { paymentLinkOpen, paymentLinkUsesLeft } from '@balcao/domain/payment-links';
import { nextDueDate, perMonthCents } from '@balcao/domain/subscriptions';
import type { Clock, RealTime } from '../../clock';
import type { Db } from '../../db/db';
import { cents } from '../../db/money';
import { HttpError } from '../../errors';
import { lockJob, wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { authorizeTestCard, type CardOutcome } from '../charges/cards';
import { insertCharges, type NewCharge } from '../charges/create';
import { recordChargeDivision } from '../charges/division';
import { recordChargeEvent } from '../charges/ledger';
import type { PaymentMethod } from '../charges/model';
import { settleChargePaid } from '../charges/settlement';
import { BILLING_WINDOW_DAYS } from '../subscriptions/billing';
import { cardOnFile } from '../subscriptions/card-renewals';
import { copyLinkSplit } from '../subscriptions/split';
import { emitSubscriptionEvent } from '../webhooks/subscription-events';
import { buyerCustomer, buyerErrors } from './buyer';
import { installmentCharges } from './installment-charges';
import {
  CHARGE_CREATED_EVENT,
  LINK_CHARGE_DUE_DAYS,
  LINK_CLOSED_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  LINK_SELECT,
  LINK_SOLD_OUT_MESSAGE,
  linkMethods,
  linkPriceCents,
  type PaymentLinkRow,
  type PurchaseInput,
  UUID,
} from './model';
import { countDeclinedCard, screenCardAttempt, takePurchase } from './purchase-limits';

/** The link as the public page reads it, or null for an unknown id. */
export async function readPublicLink(db: Db, id: string): Promise<PaymentLinkRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.query<PaymentLinkRow>(`${LINK_SELECT} WHERE l.id = $1`, [id]);
  return row ?? null;
}

/** Why the link does not sell now (deactivated, its paid uses spent, or expired), or null while it sells. */
export function linkClosedReason(link: PaymentLinkRow, now: Date): string | null {
  if (!link.active) return LINK_CLOSED_MESSAGE;
  if (!paymentLinkUsesLeft(link.max_paid_uses, link.paid_uses)) return LINK_SOLD_OUT_MESSAGE;
  const timer = link.timer ? link.timer.toISOString() : null;
  return paymentLinkOpen({ active: true, timer }, now) ? null : LINK_EXPIRED_MESSAGE;
}

export type PurchaseResult =
  | { kind: 'closed'; message: string }
  | { kind: 'limited'; message: string; retryAfterSeconds: number }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'charge'; chargeId: string; method: PaymentMethod; status: string; message: string | null };

/**
 * A buyer pays a link: the buyer becomes (or is found as) a customer of the seller, and one charge is
 * issued through the same insert as the seed and the subscriptions: boleto and Pix SCHEDULED, due the
 * link's date or in 3 days; a card is authorised at once by the test cards (PAID, or FAILED with its
 * attempt). The link row is locked, so a double submit of the same token waits and then finds the charge.
 * Each new charge counts against the buyer's address (purchase-limits.ts): past the limit, nothing is
 * created; past a few declined cards, further cards are declined as suspected fraud.
 */
export async function purchaseFromLink(
  db: Db,
  clock: Clock & RealTime,
  linkId: string,
  input: PurchaseInput,
  peerAddress: string,
): Promise<PurchaseResult | null> {
  return db.transaction(async (tx) => {
    if (!UUID.test(linkId)) return null;
    const [locked] = await tx.query<{ id: string }>('SELECT id FROM payment_links WHERE id = $1 FOR UPDATE', [
      linkId,
    ]);
    if (!locked) return null;
    const link = (await readPublicLink(tx, linkId))!;
    // A subscription link wakes the billing sweep: its job row before any row the sweep also takes.
    if (link.plan_id !== null) await lockJob(tx, JOB_KINDS.subscriptionBilling);
    if (UUID.test(input.token)) {
      const [prior] = await tx.query<{ charge_id: string; payment_method: PaymentMethod; status: string }>(
        `SELECT p.charge_id, c.payment_method, c.status FROM payment_link_purchases p
           JOIN charges c ON c.id = p.charge_id WHERE p.token = $1 AND p.payment_link_id = $2`,
        [input.token, linkId],
      );
      if (prior)
        return {
          kind: 'charge',
          chargeId: prior.charge_id,
          method: prior.payment_method,
          status: prior.status,
          message: null,
        };
    }
    const now = clock.now();
    const closed = linkClosedReason(link, now);
    if (closed) return { kind: 'closed', message: closed };
    const errors = buyerErrors(link, input);
    if (Object.keys(errors).length) return { kind: 'invalid', errors };
    const method = input.method as PaymentMethod;
    let card: CardOutcome | null = null;
    if (method === 'CREDIT_CARD') {
      try {
        card = authorizeTestCard(input.cardNumber ?? '');
      } catch (error) {
        if (error instanceof HttpError) return { kind: 'invalid', errors: { cardNumber: error.message } };
        throw error;
      }
    }
    const limited = await takePurchase(tx, clock, link.id, peerAddress);
    if (limited) return { kind: 'limited', ...limited };
    if (card) card = await screenCardAttempt(tx, clock, link.id, peerAddress, card);
    if (link.plan_id !== null) {
      const [plan] = await tx.query<{ active: boolean }>('SELECT active FROM plans WHERE id = $1', [
        link.plan_id,
      ]);
      if (!plan?.active) return { kind: 'closed', message: LINK_CLOSED_MESSAGE };
    }
    const customer = await buyerCustomer(tx, clock, link, input);
    const discount = linkMethods(link).find((m) => m.method === method)!.discount;
    const priceCents = linkPriceCents(link, method, discount);
    // A subscription's first charge carries the additional value, as the billing sweep's first ones do.
    const additionalCents =
      link.plan_id !== null && link.additional_value_cents !== null ? cents(link.additional_value_cents) : 0;
    const amountCents = priceCents + additionalCents;
    const today = businessToday(now);
    // §4: a scheduled link charges on its date, whatever day the buyer pays (a date passed: at once).
    const scheduled = link.scheduled_date && link.scheduled_date > today ? link.scheduled_date : null;
    const dueDate =
      scheduled ??
      (method === 'CREDIT_CARD'
        ? today
        : link.expiration_date && link.expiration_date >= today
          ? link.expiration_date
          : addDays(today, LINK_CHARGE_DUE_DAYS));
    const at = now.toISOString();
    // §4: a one-off link's card received EARLY (antecipado) is credited whole the next day.
    const anticipated =
      method === 'CREDIT_CARD' && link.type === 'ORDER' && link.credit_card_type === 'EARLY';
    const authorised = card?.approved === true;
    // A scheduled card is authorised now and captured on the date (jobs.ts); paid now otherwise.
    const approved = authorised && !scheduled;
    // A subscription link subscribes the buyer, unless the card was declined (then only the failed charge).
    const subscriptionId =
      link.plan_id !== null && (!card || approved)
        ? await subscribe(tx, link, customer.id, method, priceCents, input, today, at)
        : null;
    const charge: NewCharge = {
      id: randomUUID(),
      customerId: customer.id,
      customerName: customer.name,
      customerDocument: customer.document,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      title: link.title,
      method,
      status: card ? (approved ? 'PAID' : authorised ? 'SCHEDULED' : 'FAILED') : 'SCHEDULED',
      amountCents,
      installments: method === 'CREDIT_CARD' && link.plan_id === null ? link.installments : 1,
      expirationDate: dueDate,
      paidDate: approved ? today : null,
      paidAt: approved ? at : null,
      origin: link.type === 'FAST_ORDER' ? 'FAST_LINK' : 'PAYMENT_LINK',
      paymentLinkId: link.id,
      subscriptionId,
      card: card
        ? {
            brand: card.brand,
            last4: card.last4,
            holder: (input.cardHolder?.trim() || customer.name).toUpperCase(),
          }
        : null,
      physicalSale: false,
      anticipated,
      chargebackDeadline: null,
      canceledAt: null,
      createdAt: at,
    };
    const seller = { id: link.seller_id, document: link.seller_document, name: link.seller_name };
    const parcels = installmentCharges(charge, link);
    await insertCharges(tx, seller, parcels, seededRandom(Number.parseInt(charge.id.slice(0, 8), 16)));
    for (const parcel of parcels) await recordChargeEvent(tx, parcel.id, CHARGE_CREATED_EVENT, now, null);
    let message: string | null = null;
    if (card && authorised && scheduled) {
      await tx.query('UPDATE charges SET card_capture_date = $2 WHERE id = $1', [charge.id, scheduled]);
      await wakeJob(tx, JOB_KINDS.paymentLinkCapture, startOfBusinessDay(scheduled));
      await recordChargeEvent(
        tx,
        charge.id,
        `Cartão autorizado; a cobrança é feita em ${scheduled}`,
        now,
        null,
      );
    } else if (card) {
      const declined = card.approved ? null : card;
      await tx.query(
        `INSERT INTO charge_attempts (id, charge_id, status, amount_cents, expiration_date, card_last4, error_at,
           error_response, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7)`,
        [
          randomUUID(),
          charge.id,
          declined ? 'FAILED' : 'PAID',
          amountCents,
          dueDate,
          card.last4,
          at,
          declined
            ? JSON.stringify({ errors: [{ codeReason: declined.code, message: declined.message }] })
            : null,
        ],
      );
      if (declined) {
        message = declined.message;
        await countDeclinedCard(tx, clock, link.id, peerAddress);
        await recordChargeEvent(tx, charge.id, `Pagamento recusado: ${declined.message}`, now, null);
      } else {
        const splitCents = await recordChargeDivision(tx, charge.id, amountCents, link.split, today);
        await settleChargePaid(tx, clock, {
          id: charge.id,
          sellerId: link.seller_id,
          method,
          amountCents,
          installments: charge.installments,
          anticipated,
          splitCents,
          subscriptionId: charge.subscriptionId,
          history: 'Pagamento com cartão aprovado',
        });
      }
    }
    if (UUID.test(input.token))
      await tx.query(
        'INSERT INTO payment_link_purchases (token, payment_link_id, charge_id, created_at) VALUES ($1, $2, $3, $4)',
        [input.token, link.id, charge.id, at],
      );
    return { kind: 'charge', chargeId: charge.id, method, status: charge.status, message };
  });
}

/**
 * The subscription a purchase on a SUBSCRIPTION link creates: ACTIVE from today, in the link's plan and
 * periodicity, at the period's value less the chosen method's discount, with the link's additional value
 * and boleto description (the plan's when the link has none). The purchase's charge is its first period; the billing sweep issues the next ones from the next due
 * date on (woken for the day it enters the window). A card subscription keeps its card on file (never the
 * number) for the renewals.
 */
async function subscribe(
  db: Db,
  link: PaymentLinkRow,
  customerId: string,
  method: PaymentMethod,
  valueCents: number,
  input: PurchaseInput,
  today: string,
  at: string,
): Promise<string> {
  const periodicity = link.periodicity!;
  const next = nextDueDate(today, periodicity, today);
  const onFile =
    method === 'CREDIT_CARD' ? cardOnFile(input.cardNumber ?? '', input.cardHolder || input.name) : null;
  const id = randomUUID();
  await db.query(
    `INSERT INTO subscriptions (id, seller_id, customer_id, plan_id, periodicity, value_cents,
       value_per_month_cents, status, payment_method, additional_value_cents, additional_installments,
       bank_slip_description, start_date, next_expiration_date, card_brand, card_last4, card_holder_name,
       card_renewal, payment_link_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'ACTIVE', $8, $9, $10,
             coalesce($11::text, (SELECT bank_slip_description FROM plans WHERE id = $4)),
             $12, $13, $14, $15, $16, $17, $18, $19, $19)`,
    [
      id,
      link.seller_id,
      customerId,
      link.plan_id,
      periodicity,
      valueCents,
      Math.max(1, perMonthCents(periodicity, valueCents)),
      method,
      link.additional_value_cents,
      link.additional_installments,
      link.bank_slip_description,
      today,
      next,
      onFile?.brand ?? null,
      onFile?.last4 ?? null,
      onFile?.holder ?? null,
      onFile?.renewal ?? 'APPROVE',
      link.id,
      at,
    ],
  );
  if (link.split.length) await copyLinkSplit(db, id, link.id);
  await wakeJob(db, JOB_KINDS.subscriptionBilling, startOfBusinessDay(addDays(next, -BILLING_WINDOW_DAYS)));
  await emitSubscriptionEvent(db, { now: () => new Date(at) }, 'subscription.created', id);
  return id;
}
