import { businessToday } from '@balcao/domain/dates';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import type { SeededAccounts } from './accounts';
import { DEMO_CHECKOUT_SUBDOMAIN } from './charge-actions';

export const DEMO_CHECKOUT = {
  title: 'Loja Exemplo',
  description: 'Assinaturas e pagamentos da Loja Exemplo.',
  subDomain: DEMO_CHECKOUT_SUBDOMAIN,
  notes: 'Trocar a descrição na campanha de fim de ano.',
} as const;

/**
 * The demo merchant's checkout page (the other merchant has none, so /checkout-info opens empty there),
 * and the card on file of every card subscription, taken from its latest card charge; their charges
 * still to come are charged on their due dates by the card-renewal sweep.
 */
export async function seedCheckouts(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const now = clock.now().toISOString();
  await db.query(
    `INSERT INTO checkouts (seller_id, title, description, sub_domain, notes, is_default, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, true, $6, $6)`,
    [
      accounts.sellers.demo,
      DEMO_CHECKOUT.title,
      DEMO_CHECKOUT.description,
      DEMO_CHECKOUT.subDomain,
      DEMO_CHECKOUT.notes,
      now,
    ],
  );
  await db.query(
    `UPDATE subscriptions s
        SET card_brand = c.card_brand, card_last4 = c.card_last4, card_holder_name = c.card_holder_name
       FROM (SELECT DISTINCT ON (subscription_id) subscription_id, card_brand, card_last4, card_holder_name
               FROM charges WHERE subscription_id IS NOT NULL AND card_last4 IS NOT NULL
              ORDER BY subscription_id, expiration_date DESC, id) c
      WHERE c.subscription_id = s.id AND s.payment_method = 'CREDIT_CARD'`,
  );
  await db.query(
    `UPDATE charges c SET card_retry_date = c.expiration_date
       FROM subscriptions s
      WHERE s.id = c.subscription_id AND s.status = 'ACTIVE' AND s.payment_method = 'CREDIT_CARD'
        AND c.payment_method = 'CREDIT_CARD' AND c.status = 'SCHEDULED' AND c.expiration_date >= $1::date`,
    [businessToday(clock.now())],
  );
}
