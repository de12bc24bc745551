-- Issue 12, SUBSCRIPTION payment links: the subscription a link sells. The link's value_cents is the
-- value of each period (paymentOrder.value); the per-month value is that divided by the period's months.
-- The additional value (an adhesion fee) rides on the subscription's first `additional_installments`
-- charges, as the billing sweep adds it. All null on ORDER and FAST_ORDER links.
ALTER TABLE payment_links ADD COLUMN plan_id integer REFERENCES plans (id);
ALTER TABLE payment_links ADD COLUMN periodicity text CHECK (periodicity IN ('MONTHLY', 'SEMESTER', 'YEARLY'));
ALTER TABLE payment_links ADD COLUMN value_per_month_cents bigint CHECK (value_per_month_cents > 0);
ALTER TABLE payment_links ADD COLUMN additional_value_cents bigint CHECK (additional_value_cents > 0);
ALTER TABLE payment_links ADD COLUMN additional_title text CHECK (char_length(additional_title) <= 60);
ALTER TABLE payment_links ADD COLUMN additional_installments integer
  CHECK (additional_installments BETWEEN 1 AND 21);
ALTER TABLE payment_links ADD CONSTRAINT payment_links_subscription_check CHECK (
  (type = 'SUBSCRIPTION') = (plan_id IS NOT NULL)
  AND (plan_id IS NULL) = (periodicity IS NULL)
  AND (plan_id IS NULL) = (value_per_month_cents IS NULL)
  AND (additional_value_cents IS NULL) = (additional_installments IS NULL)
);
-- The subscription a purchase on a link created: the link's subscribers, and the purchase's double submit.
ALTER TABLE subscriptions ADD COLUMN payment_link_id uuid REFERENCES payment_links (id);
CREATE INDEX subscriptions_payment_link_idx ON subscriptions (payment_link_id) WHERE payment_link_id IS NOT NULL;
