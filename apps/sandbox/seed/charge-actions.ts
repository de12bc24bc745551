import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import type { SeededAccounts } from './accounts';

/** The demo merchant's checkout subdomain: its boleto and Pix links read /checkout/loja-exemplo/…. */
export const DEMO_CHECKOUT_SUBDOMAIN = 'loja-exemplo';

/**
 * What the charge actions need beyond the random charges: the demo merchant's checkout subdomain (the
 * other merchants have none, so their links go without it), a few recent paid card charges made
 * 'Venda Física' (origin POS), whatever the random draw gave, so the POS refund can always be tried,
 * and the other merchant without view_seller_refund, so its admin (outra@demo.balcao.dev) sees the
 * older chargeback request on card charges.
 */
export async function seedChargeActions(db: Db, _clock: Clock, accounts: SeededAccounts): Promise<void> {
  await db.query('UPDATE sellers SET checkout_subdomain = $2 WHERE id = $1', [
    accounts.sellers.demo,
    DEMO_CHECKOUT_SUBDOMAIN,
  ]);
  await db.query(`DELETE FROM seller_feature_toggles WHERE seller_id = $1 AND name = 'view_seller_refund'`, [
    accounts.sellers.other,
  ]);
  await db.query(
    `UPDATE charges SET physical_sale = true, origin = 'POS', payment_link_id = NULL
      WHERE id IN (SELECT c.id FROM charges c
                    WHERE c.seller_id = $1 AND c.payment_method = 'CREDIT_CARD' AND c.status = 'PAID'
                      AND NOT c.physical_sale AND NOT c.anticipated
                      AND NOT EXISTS (SELECT 1 FROM charge_refunds r WHERE r.charge_id = c.id)
                    ORDER BY c.paid_date DESC, c.id LIMIT 4)`,
    [accounts.sellers.demo],
  );
}
