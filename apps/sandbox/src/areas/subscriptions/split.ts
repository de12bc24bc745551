import { linkSplitErrors } from '@balcao/domain/payment-links';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import type { StoredSplit } from '../charges/division';

/**
 * The split a subscription sold by a split link keeps (issue 12): copied from the link when the buyer
 * subscribes, so the renewals divide as the first charge did whatever later happens to the link.
 */
export async function copyLinkSplit(db: Db, subscriptionId: string, linkId: string): Promise<void> {
  await db.query(
    `INSERT INTO subscription_splits (subscription_id, position, sub_seller_id, payment_type, payment_value)
     SELECT $1, position, sub_seller_id, payment_type, payment_value FROM payment_link_splits
      WHERE payment_link_id = $2`,
    [subscriptionId, linkId],
  );
}

/** The subscription's split in its order, with each sub-seller's name for the charge's split lines. */
export async function subscriptionSplit(db: Db, subscriptionId: string): Promise<StoredSplit[]> {
  const rows = await db.query<{
    sub_seller_id: number;
    name: string;
    payment_type: 'FIXED' | 'PERCENTAGE';
    payment_value: string;
  }>(
    `SELECT sp.sub_seller_id, ss.name, sp.payment_type, sp.payment_value::text AS payment_value
       FROM subscription_splits sp JOIN sub_sellers ss ON ss.id = sp.sub_seller_id
      WHERE sp.subscription_id = $1 ORDER BY sp.position`,
    [subscriptionId],
  );
  return rows.map((r) => ({
    idSubSeller: r.sub_seller_id,
    name: r.name,
    paymentType: r.payment_type,
    paymentValue: Number(r.payment_value),
  }));
}

/**
 * An edit of a split subscription's value must leave room for the split (the link's rule, §4): else each
 * renewal would owe the sub-sellers more than the card charges.
 */
export async function refuseValueBelowSplit(db: Db, subscriptionId: string, valueCents: number) {
  const errors = linkSplitErrors(valueCents, await subscriptionSplit(db, subscriptionId));
  if (errors.length) throw badRequest(`Valor: ${errors.join(' ')}`);
}
