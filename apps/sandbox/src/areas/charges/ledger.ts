import { addDays } from '@balcao/domain/dates';
import { acquirerFeeCents } from '@balcao/domain/payment-links';
import type { Db } from '../../db/db';
import {
  type ChargeCreditLine,
  loadChargeReceivables,
  postSaleCredits,
  refundEntries,
  reversalEntry,
} from '../ledger/charge-movements';
import { post } from '../ledger/post';
import type { PaymentMethod } from './model';

/**
 * What the sandbox's acquirer keeps of each payment: the domain's rule (card by its installments, as the
 * installment simulation quotes it; Pix 0.99%; bank slip R$ 2,49 a slip).
 */
export const feeCents = (method: PaymentMethod, amountCents: number, installments: number): number =>
  acquirerFeeCents(method, amountCents, installments);

export interface PaidCharge {
  id: string;
  sellerId: number;
  method: PaymentMethod;
  amountCents: number;
  installments: number;
  paidDate: string;
  anticipated: boolean;
  /** What a payment-link split pays the sub-sellers out of the amount: not the seller's to receive. */
  splitCents?: number;
}

/**
 * The credits a payment gives the seller, net of the fee: a card payment one per installment, 30 days
 * apart (anticipated ones all on the day after payment); Pix and bank slip one, the day after payment.
 * The cents that do not divide evenly go to the first installment, so the lines add up to the net.
 */
export function paymentCredits(charge: PaidCharge): ChargeCreditLine[] {
  const fee = feeCents(charge.method, charge.amountCents, charge.installments);
  const net = charge.amountCents - fee - (charge.splitCents ?? 0);
  const base = { chargeId: charge.id, sellerId: charge.sellerId };
  if (charge.method !== 'CREDIT_CARD') {
    const operation = charge.method === 'PIX' ? 'PIX' : 'BOLETO';
    const description = charge.method === 'PIX' ? 'Recebimento de Pix' : 'Recebimento de boleto';
    return [
      {
        ...base,
        type: 'CREDIT',
        amountCents: net,
        executionDate: addDays(charge.paidDate, 1),
        description,
        creditOperation: operation,
      },
    ];
  }
  const n = charge.installments;
  const each = Math.floor(net / n);
  return Array.from({ length: n }, (_, i) => ({
    ...base,
    type: charge.anticipated ? 'CREDIT_ANTICIPATED' : 'CREDIT',
    amountCents: i === 0 ? net - each * (n - 1) : each,
    executionDate: charge.anticipated ? addDays(charge.paidDate, 1) : addDays(charge.paidDate, 30 * (i + 1)),
    description: `Recebimento da parcela ${i + 1}/${n}`,
    creditOperation: 'CARTAO_CREDITO',
  }));
}

/**
 * A payment through the gateway, in the transaction that marks the charge paid: its credits (net of the
 * fee and any split) on the ledger, one SALE_CREDIT per settlement date with the fee beside it.
 */
export async function postPayment(db: Db, charge: PaidCharge, at: Date): Promise<void> {
  const fee = feeCents(charge.method, charge.amountCents, charge.installments);
  await postSaleCredits(db, paymentCredits(charge), fee, at);
}

/** What goes back to the payer: a refund (one row of `charge_refunds`) or a lost dispute. */
export interface Reversal {
  chargeId: string;
  sellerId: number;
  amountCents: number;
  /** The São Paulo day it leaves the balance: the day it is made. */
  executionDate: string;
  description: string;
  creditOperation: 'ESTORNO' | 'CHARGEBACK';
  /** The refund row's id, or the charge's own id for a chargeback (one per charge). */
  causeId: string;
}

/**
 * A refund or a chargeback leaves the acquiring balance in the transaction that records it. A refund
 * cancels the charge's receivables still to be released first, pro rata and with their fee
 * (`refundEntries`); a chargeback takes the amount from the available balance today.
 */
export async function postReversal(db: Db, reversal: Reversal, at: Date): Promise<void> {
  const line: ChargeCreditLine = {
    chargeId: reversal.chargeId,
    sellerId: reversal.sellerId,
    type: 'CREDIT_REVERSAL',
    amountCents: -reversal.amountCents,
    executionDate: reversal.executionDate,
    description: reversal.description,
    creditOperation: reversal.creditOperation,
  };
  if (reversal.creditOperation === 'CHARGEBACK') {
    await post(db, reversalEntry(line, 'CHARGEBACK', reversal.causeId, at));
    return;
  }
  const receivables = await loadChargeReceivables(db, reversal.sellerId, reversal.chargeId);
  for (const entry of refundEntries(receivables, line, reversal.causeId, at)) await post(db, entry);
}

/** One line of the charge's activity history. */
export async function recordChargeEvent(
  db: Db,
  chargeId: string,
  description: string,
  at: Date,
  userEmail: string | null,
): Promise<void> {
  await db.query(
    'INSERT INTO charge_events (charge_id, description, user_email, created_at) VALUES ($1, $2, $3, $4)',
    [chargeId, description, userEmail, at.toISOString()],
  );
}
