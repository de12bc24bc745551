import { randomUUID } from 'node:crypto';
import { addDays } from '@balcao/domain/dates';
import { divideCharge } from '@balcao/domain/payment-links';
import type { Db } from '../../db/db';

/** One sub-seller's share as a link or a subscription keeps it (payment_link_splits, subscription_splits). */
export interface StoredSplit {
  idSubSeller: number;
  name: string;
  paymentType: 'FIXED' | 'PERCENTAGE';
  paymentValue: number;
}

/**
 * A paid card charge of a split link divided (§3 Split line): a charge_splits line per sub-seller, paid
 * to it the day after, and the seller's part (the cents that do not divide) on the charge. Returns the
 * sub-sellers' total, which the seller's receivables leave out.
 */
export async function recordChargeDivision(
  db: Db,
  chargeId: string,
  amountCents: number,
  split: readonly StoredSplit[],
  paidDate: string,
): Promise<number> {
  if (!split.length) return 0;
  const { subSellerCents, sellerCents } = divideCharge(amountCents, split);
  for (const [i, share] of split.entries()) {
    if (subSellerCents[i]! <= 0) continue;
    await db.query(
      `INSERT INTO charge_splits (id, charge_id, sub_seller_id, sub_seller_name, provider_type, amount_cents,
         execution_date) VALUES ($1, $2, $3, $4, 'CARTAO_CREDITO', $5, $6)`,
      [randomUUID(), chargeId, share.idSubSeller, share.name, subSellerCents[i], addDays(paidDate, 1)],
    );
  }
  await db.query('UPDATE charges SET split_seller_cents = $2 WHERE id = $1', [chargeId, sellerCents]);
  return amountCents - sellerCents;
}
