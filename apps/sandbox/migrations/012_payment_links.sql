-- Payment links (rules/payment-links.ts): one-off (ORDER) and fast (FAST_ORDER) links a buyer pays on
-- the sandbox's public page /payment-link/{uuid}. Each purchase is a charge with origin PAYMENT_LINK
-- (FAST_LINK) and charges.payment_link_id = the link's uuid as text (older seeded charges keep their
-- 'PL000123' codes, so that column stays text without a foreign key). Money in integer cents; a
-- discount is a whole percent per method, null when the method is not accepted.

CREATE TABLE payment_links (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  type text NOT NULL CHECK (type IN ('ORDER', 'SUBSCRIPTION', 'FAST_ORDER')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
  description text CHECK (char_length(description) <= 300),
  bank_slip_description text CHECK (char_length(bank_slip_description) <= 130),
  value_cents bigint NOT NULL CHECK (value_cents > 0),
  installments integer NOT NULL DEFAULT 1 CHECK (installments BETWEEN 1 AND 21),
  credit_card_type text,
  -- A method is accepted when its discount is not null (0 = accepted without discount).
  credit_card_discount integer CHECK (credit_card_discount BETWEEN 0 AND 100),
  bank_slip_discount integer CHECK (bank_slip_discount BETWEEN 0 AND 100),
  pix_discount integer CHECK (pix_discount BETWEEN 0 AND 100),
  customer_id uuid REFERENCES customers (id),
  -- The charges' due date for boleto and Pix; null means the purchase day plus 3 days.
  expiration_date date,
  -- When the link stops selling; null means never.
  timer timestamptz,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (credit_card_discount IS NOT NULL OR bank_slip_discount IS NOT NULL OR pix_discount IS NOT NULL)
);
-- The list (/seja-pago, a later issue): one seller's links, newest first, by type.
CREATE INDEX payment_links_seller_created_idx ON payment_links (seller_id, type, created_at DESC, id DESC);

-- A purchase on the public page carries a one-time form token: a double submit finds the charge the
-- first one created instead of creating another.
CREATE TABLE payment_link_purchases (
  token uuid PRIMARY KEY,
  payment_link_id uuid NOT NULL REFERENCES payment_links (id),
  charge_id uuid NOT NULL REFERENCES charges (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX payment_link_purchases_link_idx ON payment_link_purchases (payment_link_id, created_at);
