import type { Db } from '../../db/db';

/**
 * A payment of one of its charges brings a DEFAULTER (or PENDING, between card retries) subscription back
 * to ACTIVE, once none of its other charges is still overdue: the customer is up to date again, however
 * the money came (a card retry, Pix or boleto on the charge's page, or 'Alterar para paga'). Called in the
 * transaction that pays the charge; a charge of no subscription changes nothing.
 */
export async function reactivateAfterPayment(
  db: Db,
  subscriptionId: string | null,
  today: string,
  now: Date,
): Promise<void> {
  if (!subscriptionId) return;
  await db.query(
    `UPDATE subscriptions s SET status = 'ACTIVE', updated_at = $3
      WHERE s.id = $1 AND s.status IN ('DEFAULTER', 'PENDING')
        AND NOT EXISTS (
          SELECT 1 FROM charges c
           WHERE c.subscription_id = s.id AND c.status IN ('SCHEDULED', 'FAILED') AND c.expiration_date < $2::date)`,
    [subscriptionId, today, now.toISOString()],
  );
}
