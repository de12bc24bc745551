-- The billing cycle of subscriptions (rules/subscription-billing.ts): a subscription's charge is issued
-- when its next due date comes within the billing window, and the date then moves on by its periodicity.
--
-- One charge per subscription and due date: two reads that bill the same subscription at once insert
-- the same (subscription_id, expiration_date), and the second does nothing (ON CONFLICT DO NOTHING).
CREATE UNIQUE INDEX charges_subscription_due_key ON charges (subscription_id, expiration_date)
  WHERE subscription_id IS NOT NULL AND origin = 'SUBSCRIPTION';

-- The check every read of charges or subscriptions makes first ("anything to bill?"): one range of this
-- small index, empty in the common case; by seller for the seller's reads, by date alone after the clock moves.
CREATE INDEX subscriptions_billing_idx ON subscriptions (seller_id, next_expiration_date)
  WHERE status = 'ACTIVE';
CREATE INDEX subscriptions_billing_all_idx ON subscriptions (next_expiration_date) WHERE status = 'ACTIVE';
