import { randomUUID } from 'node:crypto';
import type { payment } from '@balcao/client';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { reaisToCentsExact } from '@balcao/domain/money';
import {
  type ImportMethod,
  perMonthCents,
  SUBSCRIPTION_IMPORT_MAX_DAYS_AHEAD,
  subscriptionImportErrors,
} from '@balcao/domain/subscriptions';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, ValidationErrors } from '../../errors';
import { lockJob, wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import type { PaymentMethod } from '../charges/model';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { emitSubscriptionEvent } from '../webhooks/subscription-events';
import { BILLING_WINDOW_DAYS } from './billing';
import { getSubscription } from './subscriptions';
import { activePlan, labelled } from './writes';

/** The body of POST /subscriptions (and of its older form, /subscriptions/import), as the contract declares it. */
export type SubscriptionImportBody = ContractBody<payment.operations['createSubscription']>;

const METHOD: Record<ImportMethod, PaymentMethod> = { BANK_SLIP: 'BOLETO', PIX: 'PIX' };

/**
 * POST /subscriptions, the §7 path of the 'Importação de Recorrências' (its older form POST /subscriptions/import
 * runs the same rule): an ACTIVE subscription of one of the seller's customers in one of its active
 * plans, by boleto or Pix, due first on `startDate`, with the plan's boleto description. Its charges come from the billing sweep, as every
 * subscription's do; the sweep is woken for the day the first one enters the billing window.
 */
export async function createSubscription(db: Db, clock: Clock, caller: Caller, body: SubscriptionImportBody) {
  const now = clock.now();
  const today = businessToday(now);
  const valueCents = reaisToCentsExact(body.basicValue.value);
  const errors = subscriptionImportErrors(
    {
      uuidBuyer: body.uuidBuyer,
      idPlan: body.idPlan,
      valueCents,
      periodicity: body.basicValue.type,
      startDate: body.startDate,
      method: body.payment.method,
    },
    today,
    addDays(today, SUBSCRIPTION_IMPORT_MAX_DAYS_AHEAD),
  );
  if (Object.keys(errors).length) throw new ValidationErrors(labelled(errors));
  // The sweep's job row before any other row (its 'subscription.created' wakes the deliveries' row, which a
  // running sweep takes after its own): in the other order the two deadlock across processes.
  await lockJob(db, JOB_KINDS.subscriptionBilling);
  const [customer] = await db.query<{ id: string }>(
    'SELECT id FROM customers WHERE id = $1 AND seller_id = $2',
    [body.uuidBuyer, caller.sellerId],
  );
  if (!customer) throw badRequest('Cliente: cliente não encontrado.');
  const plan = await activePlan(db, caller, body.idPlan);
  const method = METHOD[body.payment.method];
  if ((method === 'BOLETO' && !plan.enable_bank_slip) || (method === 'PIX' && !plan.enable_pix))
    throw badRequest('Método de pagamento: o plano não aceita este método.');
  const id = randomUUID();
  const type = body.basicValue.type;
  await db.query(
    `INSERT INTO subscriptions (id, seller_id, customer_id, plan_id, periodicity, value_cents,
       value_per_month_cents, status, payment_method, start_date, next_expiration_date, bank_slip_description,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'ACTIVE', $8, $9, $9,
             (SELECT bank_slip_description FROM plans WHERE id = $4), $10, $10)`,
    [
      id,
      caller.sellerId,
      customer.id,
      plan.id,
      type,
      valueCents,
      perMonthCents(type, valueCents),
      method,
      body.startDate,
      now.toISOString(),
    ],
  );
  await emitSubscriptionEvent(db, clock, 'subscription.created', id);
  await wakeJob(
    db,
    JOB_KINDS.subscriptionBilling,
    startOfBusinessDay(addDays(body.startDate, -BILLING_WINDOW_DAYS)),
  );
  return getSubscription(db, clock, caller, id);
}
