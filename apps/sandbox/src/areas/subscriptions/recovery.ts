import type { Db } from '../../db/db';

/**
 * A payment of one of its charges brings a DEFAULTER (or PENDING, between card retries) subscription back
 * to ACTIVE, once none of its other charges is still overdue: the customer is up to date again, however
 * the money came (a card retry, Pix or boleto on the charge's page, or 'Alterar para paga'). Called in the
 * transaction that pays the charge; a charge of no subscription changes nothing. True when a DEFAULTER
 * came back (the seller hears of a recovered default; PENDING between retries was never a default).
 */
export async function reactivateAfterPayment(
  db: Db,
  subscriptionId: string | null,
  today: string,
  now: Date,
): Promise<boolean> {
  if (!subscriptionId) return false;
  const [row] = await db.query<{ was: string }>(
    `UPDATE subscriptions s SET status = 'ACTIVE', updated_at = $3
       FROM (SELECT id, status AS was FROM subscriptions WHERE id = $1) AS before
      WHERE s.id = before.id AND s.status IN ('DEFAULTER', 'PENDING')
        AND NOT EXISTS (
          SELECT 1 FROM charges c
           WHERE c.subscription_id = s.id AND c.status IN ('SCHEDULED', 'FAILED') AND c.expiration_date < $2::date)
     RETURNING before.was`,
    [subscriptionId, today, now.toISOString()],
  );
  return row?.was === 'DEFAULTER';
}
