-- The remaining charge actions: the public checkout's subdomain, POS refunds that settle later, and
-- cancellation letters.
--
-- The seller's checkout subdomain builds the public boleto and Pix links ({checkout}/{subdomain}/...);
-- NULL leaves it out of the link. When checkouts get their own table, the default checkout's
-- subdomain takes this column's place.
ALTER TABLE sellers ADD COLUMN checkout_subdomain text
  CHECK (checkout_subdomain IS NULL OR checkout_subdomain ~ '^[a-z0-9][a-z0-9-]{1,62}$');

-- A POS ('Venda Física') refund is asked of the card machine and answers later: who asked (the
-- `updated_by` of the call) and when the sandbox settles it.
ALTER TABLE charge_refunds ADD COLUMN updated_by text;
ALTER TABLE charge_refunds ADD COLUMN settles_at timestamptz;
CREATE INDEX charge_refunds_processing_idx ON charge_refunds (charge_id) WHERE status = 'PROCESSING';

-- Every request makes a letter; its id is the unguessable part of its public address.
CREATE TABLE cancellation_letters (
  id uuid PRIMARY KEY,
  charge_id uuid NOT NULL REFERENCES charges (id),
  seller_id integer NOT NULL REFERENCES sellers (id),
  requested_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX cancellation_letters_charge_idx ON cancellation_letters (charge_id);
