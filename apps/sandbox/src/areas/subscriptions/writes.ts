import type { payment } from '@balcao/client';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { reaisToCentsExact } from '@balcao/domain/money';
import {
  nextDueDate,
  type Periodicity,
  perMonthCents,
  type SubscriptionStatus,
  subscriptionEditErrors,
} from '@balcao/domain/subscriptions';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, HttpError, notFound, ValidationErrors } from '../../errors';
import { lockJob, wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { emitSubscriptionEvent } from '../webhooks/subscription-events';
import { BILLING_WINDOW_DAYS } from './billing';
import { refuseValueBelowSplit } from './split';
import { getSubscription } from './subscriptions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Assinatura não encontrada.';

export const subscriptionConflict = (description: string) =>
  new HttpError(409, 'SUBSCRIPTION_STATUS', description);

/** The labels the server's messages give the edit form's fields. */
export const EDIT_LABELS: Record<string, string> = {
  idPlan: 'Plano',
  periodicity: 'Periodicidade',
  valueCents: 'Valor',
  bankSlipDescription: 'Descrição do boleto',
  uuidBuyer: 'Cliente',
  startDate: 'Próximo vencimento',
  method: 'Método de pagamento',
};

export const labelled = (errors: Record<string, string>) =>
  Object.entries(errors).map(([field, message]) => `${EDIT_LABELS[field] ?? field}: ${message}`);

interface LockedSubscription {
  id: string;
  status: SubscriptionStatus;
  periodicity: Periodicity;
  start_date: string;
  next_expiration_date: string | null;
  anticipated: boolean;
}

/** The caller's subscription, locked for the change; another seller's answers as one that does not exist. */
async function lockOwn(db: Db, caller: Caller, id: string): Promise<LockedSubscription> {
  if (!UUID.test(id)) throw notFound(NOT_FOUND);
  const [row] = await db.query<LockedSubscription>(
    `SELECT s.id, s.status, s.periodicity, s.start_date::text AS start_date,
            s.next_expiration_date::text AS next_expiration_date,
            EXISTS (SELECT 1 FROM charges c WHERE c.subscription_id = s.id AND c.anticipated) AS anticipated
       FROM subscriptions s WHERE s.id = $1 AND s.seller_id = $2 FOR UPDATE OF s`,
    [id, caller.sellerId],
  );
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** A plan of the seller that still sells (active); 400 otherwise, in the form's words. */
export async function activePlan(db: Db, caller: Caller, idPlan: number) {
  const [plan] = await db.query<{
    id: number;
    active: boolean;
    enable_bank_slip: boolean;
    enable_pix: boolean;
    enable_credit_card: boolean;
  }>(
    'SELECT id, active, enable_bank_slip, enable_pix, enable_credit_card FROM plans WHERE id = $1 AND seller_id = $2',
    [idPlan, caller.sellerId],
  );
  if (!plan) throw badRequest('Plano: plano não encontrado.');
  if (!plan.active) throw badRequest('Plano: este plano está inativo.');
  return plan;
}

/** The body of PATCH /subscriptions/{id}, as the contract declares it. */
export type SubscriptionUpdateBody = ContractBody<payment.operations['updateSubscription']>;

/** PATCH /subscriptions/{id}: plan, value and boleto description, only while ACTIVE. */
export async function updateSubscription(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  body: SubscriptionUpdateBody,
) {
  const row = await lockOwn(db, caller, id);
  if (row.status !== 'ACTIVE') throw subscriptionConflict('Só uma assinatura ativa pode ser editada.');
  const { type, value, valuePerMonth } = body.basicValueRequest;
  const valueCents = reaisToCentsExact(value);
  const errors = subscriptionEditErrors({
    idPlan: body.idPlan,
    periodicity: type,
    valueCents,
    bankSlipDescription: body.bankSlipDescription ?? '',
  });
  if (Object.keys(errors).length) throw new ValidationErrors(labelled(errors));
  const perMonth = perMonthCents(type, valueCents);
  if (valuePerMonth !== undefined && Math.abs(reaisToCentsExact(valuePerMonth) - perMonth) > 1)
    throw badRequest('Valor por mês: deve ser o valor do período dividido pelos seus meses.');
  await activePlan(db, caller, body.idPlan);
  await refuseValueBelowSplit(db, id, valueCents);
  await db.query(
    `UPDATE subscriptions SET plan_id = $2, periodicity = $3, value_cents = $4, value_per_month_cents = $5,
            bank_slip_description = $6, updated_at = $7 WHERE id = $1`,
    [
      id,
      body.idPlan,
      type,
      valueCents,
      perMonth,
      body.bankSlipDescription?.trim() || null,
      clock.now().toISOString(),
    ],
  );
  return getSubscription(db, clock, caller, id);
}

/**
 * The first due date from today on, following the subscription's schedule: a reactivated subscription
 * is not billed for the periods it spent cancelled or in default.
 */
function nextDueFromToday(row: LockedSubscription, today: string): string {
  let next = row.next_expiration_date ?? row.start_date;
  for (let i = 0; next < today && i < 1200; i++) next = nextDueDate(next, row.periodicity, row.start_date);
  return next;
}

/**
 * PATCH /subscriptions/{id}/status: `active: false` cancels an ACTIVE, DEFAULTER or PENDING subscription
 * (its charges still to come are cancelled with it); `active: true` brings a DEFAULTER or PENDING one back
 * to ACTIVE. Refused while one of its charges is anticipated.
 */
export async function setSubscriptionStatus(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  active: boolean,
) {
  // Bringing it back wakes the billing sweep: the sweep's job row first, as the sweep itself takes it.
  if (active) await lockJob(db, JOB_KINDS.subscriptionBilling);
  const row = await lockOwn(db, caller, id);
  if (row.status === 'INACTIVE')
    throw subscriptionConflict('Uma assinatura cancelada não pode ter o status alterado.');
  if (row.anticipated)
    throw subscriptionConflict('O status não pode ser alterado: a assinatura tem antecipação ativa.');
  const now = clock.now();
  const today = businessToday(now);
  if (!active) {
    await db.query(
      `UPDATE subscriptions SET status = 'INACTIVE', cancelled_date = $2, next_expiration_date = NULL,
              updated_at = $3 WHERE id = $1`,
      [id, today, now.toISOString()],
    );
    await db.query(
      `UPDATE charges SET status = 'CANCELED', canceled_at = $3, card_retry_date = NULL, updated_at = $3
        WHERE subscription_id = $1 AND status = 'SCHEDULED' AND expiration_date >= $2::date`,
      [id, today, now.toISOString()],
    );
    // A declined card charge waiting for its retries is not tried again.
    await db.query(
      'UPDATE charges SET card_retry_date = NULL WHERE subscription_id = $1 AND card_retry_date IS NOT NULL',
      [id],
    );
    await emitSubscriptionEvent(db, clock, 'subscription.cancelled', id);
  } else if (row.status !== 'ACTIVE') {
    const next = nextDueFromToday(row, today);
    await db.query(
      `UPDATE subscriptions SET status = 'ACTIVE', next_expiration_date = $2, updated_at = $3 WHERE id = $1`,
      [id, next, now.toISOString()],
    );
    await wakeJob(db, JOB_KINDS.subscriptionBilling, startOfBusinessDay(addDays(next, -BILLING_WINDOW_DAYS)));
  }
  return getSubscription(db, clock, caller, id);
}

/** PATCH /subscriptions/{id}/invoice: the subscription's automatic invoice, in any status. */
export async function setSubscriptionInvoice(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  enabled: boolean,
) {
  await lockOwn(db, caller, id);
  await db.query('UPDATE subscriptions SET invoice_enabled = $2, updated_at = $3 WHERE id = $1', [
    id,
    enabled,
    clock.now().toISOString(),
  ]);
  return getSubscription(db, clock, caller, id);
}
