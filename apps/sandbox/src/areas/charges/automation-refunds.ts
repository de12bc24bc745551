import type { payment } from '@balcao/client';
import { centsToReais } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { cents } from '../../db/money';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { availableCents, loadCharge } from './detail';
import { refundCharge, refundEligibility } from './refunds';

type RefundBalance = payment.components['schemas']['RefundBalance'];

/**
 * GET /automation/refunds/balance?uuid: the refund balance the automation endpoint answers (001 §7), from
 * the eligibility's own rule so the two never disagree, with what was paid and what was refunded beside it.
 */
export async function automationRefundBalance(
  db: Db,
  clock: Clock,
  caller: Caller,
  chargeId: string,
): Promise<RefundBalance> {
  const charge = await loadCharge(db, clock, caller, chargeId);
  const { data } = await refundEligibility(db, clock, caller, chargeId);
  const paid = cents(charge.amount_cents);
  return {
    uuid: charge.id,
    paidAmount: centsToReais(paid),
    refundedAmount: centsToReais(paid - (await availableCents(db, charge))),
    availableAmount: data.availableAmount,
    isEligible: data.isEligible,
    partialAllowed: data.partialAllowed,
    reason: data.reason,
  };
}

/** POST /automation/refunds?uuid: the refund of POST /charges/{id}/refunds, the charge in the query. */
export function requestAutomationRefund(
  db: Db,
  clock: Clock,
  caller: Caller,
  chargeId: string,
  body: ContractBody<payment.operations['requestAutomationRefund']>,
) {
  return refundCharge(db, clock, caller, chargeId, body);
}
