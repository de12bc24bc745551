-- Issue 12, split on SUBSCRIPTION links: the subscription a split link sells keeps the link's split as it
-- was when the buyer subscribed, so each renewal the scheduler charges divides the same way even if the
-- link is edited later (an edit changes the next purchases only, as for one-off links).
CREATE TABLE subscription_splits (
  subscription_id uuid NOT NULL REFERENCES subscriptions (id),
  position integer NOT NULL CHECK (position BETWEEN 0 AND 49),
  sub_seller_id integer NOT NULL REFERENCES sub_sellers (id),
  payment_type text NOT NULL CHECK (payment_type IN ('FIXED', 'PERCENTAGE')),
  payment_value bigint NOT NULL CHECK (payment_value > 0),
  PRIMARY KEY (subscription_id, position),
  UNIQUE (subscription_id, sub_seller_id),
  CHECK (payment_type = 'FIXED' OR payment_value <= 10000)
);
