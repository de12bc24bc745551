import { randomUUID } from 'node:crypto';
import type { payment } from '@balcao/client';
import { NOT_REFUNDABLE } from '@balcao/domain/charges';
import { businessToday } from '@balcao/domain/dates';
import { centsToReais, formatBRL, reaisToCentsExact } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { availableCents, loadCharge } from './detail';
import { postReversal, recordChargeEvent } from './ledger';
import { chargeLifecycle } from './lifecycle';
import type { ChargeRow } from './model';
import { flowRefusal, requireFlow } from './refund-flows';

export interface RefundCheck {
  isEligible: boolean;
  /** What can still be refunded, in cents. */
  available: number;
  /** False for a card charge paid before today: only the total is offered. */
  partialAllowed: boolean;
  /** Why not, when not eligible. */
  reason: string | null;
}

/**
 * §4 and §6: a PAID card or Pix charge that is not a 'Venda Física' (those go through the POS refund),
 * with something left to refund. A card paid on a prior day refunds only in full. `amountCents`, when
 * given, must be above zero, within what is available, and the total when partial is not allowed.
 */
export function refundCheck(
  charge: ChargeRow,
  available: number,
  today: string,
  amountCents?: number,
): RefundCheck {
  const partialAllowed = !(charge.payment_method === 'CREDIT_CARD' && (charge.paid_date ?? today) < today);
  const no = (reason: string): RefundCheck => ({ isEligible: false, available, partialAllowed, reason });
  if (charge.status !== 'PAID') return no('Só cobranças pagas podem ser estornadas.');
  if (charge.payment_method === 'BOLETO')
    return no('Cobranças de boleto não são estornadas pela plataforma.');
  if (charge.physical_sale) return no('Vendas físicas são estornadas pela maquininha.');
  if (available <= 0) return no('Não há valor disponível para estorno.');
  if (amountCents !== undefined) {
    if (amountCents <= 0) return no('O valor do estorno deve ser maior que zero.');
    if (amountCents > available)
      return no(`O valor do estorno não pode ser maior que o disponível (${formatBRL(available)}).`);
    if (!partialAllowed && amountCents !== available)
      return no('Cobranças de cartão pagas em dias anteriores só podem ser estornadas integralmente.');
  }
  return { isEligible: true, available, partialAllowed, reason: null };
}

const amountOf = (reais: number | undefined) => (reais === undefined ? undefined : reaisToCentsExact(reais));

/** GET /charges/{id}/refunds/eligibility: the answer the refund button is enabled by. */
export async function refundEligibility(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  refundAmount?: number,
) {
  const charge = await loadCharge(db, clock, caller, id);
  const check = refundCheck(
    charge,
    await availableCents(db, charge),
    businessToday(clock.now()),
    amountOf(refundAmount),
  );
  // §6: without the refund flow for this charge (a feature toggle) nothing is eligible.
  const refusal = check.isEligible ? await flowRefusal(db, clock, caller, charge, 'refund') : null;
  if (refusal) Object.assign(check, { isEligible: false, reason: refusal });
  return {
    data: {
      isEligible: check.isEligible,
      availableAmount: centsToReais(check.available),
      partialAllowed: check.partialAllowed,
      reason: check.reason,
    },
  };
}

/**
 * POST /charges/{id}/refunds: the charge row is locked first, so a second refund of the same charge
 * waits and then sees the first one: together they never pass what was paid. The refund settles at
 * once in the sandbox (a reversal line in the statement); the charge turns REFUND when nothing is left.
 */
export async function refundCharge(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  body: ContractBody<payment.operations['refundCharge']>,
) {
  const charge = await loadCharge(db, clock, caller, id, { lock: true });
  const amount = reaisToCentsExact(body.amount);
  const now = clock.now();
  const today = businessToday(now);
  const check = refundCheck(charge, await availableCents(db, charge), today, amount);
  if (!check.isEligible) throw new HttpError(400, NOT_REFUNDABLE, check.reason ?? NOT_REFUNDABLE);
  await requireFlow(db, clock, caller, charge, 'refund');
  const refundId = randomUUID();
  await db.query(
    `INSERT INTO charge_refunds (id, charge_id, amount_cents, status, channel, requested_by, created_at)
     VALUES ($1, $2, $3, 'REFUNDED', 'ONLINE', $4, $5)`,
    [refundId, id, amount, caller.userId, now.toISOString()],
  );
  await postReversal(
    db,
    {
      chargeId: id,
      sellerId: charge.seller_id,
      amountCents: amount,
      executionDate: today,
      description: amount === check.available ? 'Estorno total' : 'Estorno parcial',
      creditOperation: 'ESTORNO',
      causeId: refundId,
    },
    now,
  );
  const left = check.available - amount;
  if (left === 0)
    await db.query(`UPDATE charges SET status = 'REFUND', updated_at = $2 WHERE id = $1`, [
      id,
      now.toISOString(),
    ]);
  await recordChargeEvent(db, id, `Estorno de ${formatBRL(amount)} solicitado`, now, caller.email);
  await chargeLifecycle.refunded(db, clock, { chargeId: id, amountCents: amount });
  return {
    uuid: refundId,
    amount: centsToReais(amount),
    status: 'REFUNDED' as const,
    availableAmount: centsToReais(left),
  };
}
