-- Issue 12, the one-off link form's remaining fields: the split with sub-sellers, the scheduled date, the
-- internal metadata, the installments per method, and the seller's card installment settings.

-- A link's split (§3 subSellerPaymentRequest): each sub-seller of the seller with a fixed value (cents) or
-- a percentage (hundredths of a percent) of what the buyer pays, in the order the seller listed them.
CREATE TABLE payment_link_splits (
  payment_link_id uuid NOT NULL REFERENCES payment_links (id),
  position integer NOT NULL CHECK (position BETWEEN 0 AND 49),
  sub_seller_id integer NOT NULL REFERENCES sub_sellers (id),
  payment_type text NOT NULL CHECK (payment_type IN ('FIXED', 'PERCENTAGE')),
  payment_value bigint NOT NULL CHECK (payment_value > 0),
  PRIMARY KEY (payment_link_id, position),
  UNIQUE (payment_link_id, sub_seller_id),
  CHECK (payment_type = 'FIXED' OR payment_value <= 10000)
);

-- §4 'Scheduled charge': the day the purchase is charged, whatever day the buyer pays; null: at once.
ALTER TABLE payment_links ADD COLUMN scheduled_date date;
-- §6 view_payment_link_metadata: the seller's own key/value pairs, never shown to the buyer.
ALTER TABLE payment_links ADD COLUMN metadata jsonb NOT NULL DEFAULT '[]'::jsonb;
-- §3 customInstallmentsValues: boleto in up to 21 monthly charges, Pix in up to 12 (card: installments).
ALTER TABLE payment_links ADD COLUMN bank_slip_installments integer NOT NULL DEFAULT 1
  CHECK (bank_slip_installments BETWEEN 1 AND 21);
ALTER TABLE payment_links ADD COLUMN pix_installments integer NOT NULL DEFAULT 1
  CHECK (pix_installments BETWEEN 1 AND 12);

-- The documents hard-code one seller id for both; here they are the seller's settings (spec README):
-- the card installments a new link starts with, and the white label that sells cards above 12x (the
-- buyer then bears the card fee, §4).
ALTER TABLE sellers ADD COLUMN card_installments_default integer NOT NULL DEFAULT 10
  CHECK (card_installments_default BETWEEN 1 AND 12);
ALTER TABLE sellers ADD COLUMN card_installments_above_twelve boolean NOT NULL DEFAULT false;

-- How a paid split charge divided: each sub-seller's line (charge_splits, now naming the sub-seller) and
-- the seller's part, the cents that do not divide included. Null on charges without a split.
ALTER TABLE charge_splits ADD COLUMN sub_seller_id integer REFERENCES sub_sellers (id);
ALTER TABLE charges ADD COLUMN split_seller_cents bigint CHECK (split_seller_cents >= 0);

-- A scheduled link's card purchase: authorised when the buyer pays (a declined card fails at once), then
-- SCHEDULED until the payment-link-capture sweep captures it on the scheduled date.
ALTER TABLE charges ADD COLUMN card_capture_date date;
CREATE INDEX charges_card_capture_idx ON charges (card_capture_date) WHERE card_capture_date IS NOT NULL;
INSERT INTO jobs (kind, due_at) VALUES ('payment-link-capture', '-infinity');
