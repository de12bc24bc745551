import { businessToday } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { type PaidCharge, postPayment, recordChargeEvent } from './ledger';
import { chargeLifecycle } from './lifecycle';

/** A payment the gateway received for a charge: what was paid and what the charge's history says. */
export interface ChargePayment extends Omit<PaidCharge, 'paidDate'> {
  subscriptionId: string | null;
  /** The line in the charge's history ('Pix recebido', 'Pagamento com cartão aprovado', …). */
  history: string;
}

/**
 * The one way a charge becomes paid through the gateway (the buyer's Pix or boleto, a card approved at the
 * checkout, a scheduled link captured, a subscription's card renewal): PAID today in São Paulo, its credits
 * on the ledger, the line in its history, and then whatever follows a payment in other areas (webhooks, a
 * subscription's recovery: charges/lifecycle.ts), all in the caller's transaction. The caller has locked
 * the charge and written what is its own (attempts, card details, a late boleto's interest, the split).
 */
export async function settleChargePaid(db: Db, clock: Clock, payment: ChargePayment): Promise<void> {
  const now = clock.now();
  const today = businessToday(now);
  const { subscriptionId, history, ...paid } = payment;
  await db.query(
    `UPDATE charges SET status = 'PAID', paid_date = $2, paid_at = $3, updated_at = $3 WHERE id = $1`,
    [payment.id, today, now.toISOString()],
  );
  await postPayment(db, { ...paid, paidDate: today }, now);
  await recordChargeEvent(db, payment.id, history, now, null);
  await chargeLifecycle.paid(db, clock, { chargeId: payment.id, subscriptionId, today, now });
}
