-- The treasury of the PJ account (issue 17; rules in src/areas/treasury). The sandbox is the bank that
-- issues a daily-liquidity CDB: it publishes the DI rate of each business day, credits each application
-- its percentage of it by B3's (CETIP's) method every business day ('treasury-yield'), and settles
-- invest, redeem and withdraw a few seconds after they are accepted ('treasury-settlement'). Money moves
-- only as ledger entries (025); these rows are state, never balances.

-- §2.7: the acquiring tile is hidden for 'one specific seller', a setting stored with the seller.
ALTER TABLE sellers ADD COLUMN treasury_hides_acquiring boolean NOT NULL DEFAULT false;

-- The DI rate (% a year, as B3 publishes it) of each business day. The yield job publishes a day that
-- has none with the rate of the last day before it (the DI follows the Selic target between Copom
-- meetings); the operator sets a new one with POST /_sandbox/treasury/cdi.
CREATE TABLE cdi_rates (
  day date PRIMARY KEY,
  annual_percent numeric(5, 2) NOT NULL CHECK (annual_percent >= 0 AND annual_percent <= 100),
  published_at timestamptz NOT NULL
);

-- What can be applied in; the house's offer, the same for every seller.
CREATE TABLE treasury_products (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  percent_of_cdi numeric(6, 2) NOT NULL CHECK (percent_of_cdi > 0 AND percent_of_cdi <= 1000),
  position integer NOT NULL UNIQUE
);
INSERT INTO treasury_products (id, name, percent_of_cdi, position)
VALUES ('5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', 'CDB Liquidez Diária', 100, 1);

-- One application. Its value is B3's: base_cents × Fator DI over the business days from base_date
-- (inclusive) to credited_through (exclusive), which current_cents holds as credited on the ledger. A
-- partial redemption starts a new base (what is left, from that day), so the ledger and the formula
-- never disagree by a cent.
CREATE TABLE treasury_applications (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  product_id uuid NOT NULL REFERENCES treasury_products (id),
  -- The percentage of the CDI contracted when applied: a later change of the product's does not touch it.
  percent_of_cdi numeric(6, 2) NOT NULL CHECK (percent_of_cdi > 0 AND percent_of_cdi <= 1000),
  status text NOT NULL CHECK (status IN ('PROCESSING', 'ACTIVE', 'REDEEMED')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 9999999999),
  -- The principal still applied (a partial redemption takes principal and yield in proportion).
  invested_cents bigint NOT NULL CHECK (invested_cents >= 0),
  base_cents bigint NOT NULL CHECK (base_cents >= 0),
  current_cents bigint NOT NULL CHECK (current_cents >= 0),
  started_at date,
  base_date date,
  credited_through date,
  requested_at timestamptz NOT NULL,
  requested_by integer REFERENCES users (id),
  -- When the settlement job moves the money into the investment account (PROCESSING only).
  settle_at timestamptz,
  settled_at timestamptz,
  CHECK ((status = 'PROCESSING') = (started_at IS NULL)),
  CHECK ((status = 'PROCESSING') = (settle_at IS NOT NULL)),
  CHECK (status = 'PROCESSING' OR (base_date IS NOT NULL AND credited_through IS NOT NULL))
);
CREATE INDEX treasury_applications_seller_idx ON treasury_applications (seller_id, product_id, requested_at DESC);
CREATE INDEX treasury_applications_settle_idx ON treasury_applications (settle_at) WHERE status = 'PROCESSING';
CREATE INDEX treasury_applications_yield_idx ON treasury_applications (credited_through) WHERE status = 'ACTIVE';

-- A redemption of one application: out of the investment account at once, into the checking account
-- when the settlement job pays it.
CREATE TABLE treasury_redemptions (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  application_id uuid NOT NULL REFERENCES treasury_applications (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 9999999999),
  status text NOT NULL CHECK (status IN ('PROCESSING', 'SETTLED')),
  requested_at timestamptz NOT NULL,
  requested_by integer REFERENCES users (id),
  settle_at timestamptz NOT NULL,
  settled_at timestamptz,
  CHECK ((status = 'SETTLED') = (settled_at IS NOT NULL))
);
CREATE INDEX treasury_redemptions_application_idx ON treasury_redemptions (application_id, requested_at DESC);
CREATE INDEX treasury_redemptions_settle_idx ON treasury_redemptions (settle_at) WHERE status = 'PROCESSING';

-- A withdrawal ('Sacar'): out of the checking account at once, out of the house when settled.
CREATE TABLE treasury_withdrawals (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 9999999999),
  status text NOT NULL CHECK (status IN ('PROCESSING', 'SETTLED')),
  requested_at timestamptz NOT NULL,
  requested_by integer REFERENCES users (id),
  settle_at timestamptz NOT NULL,
  settled_at timestamptz,
  CHECK ((status = 'SETTLED') = (settled_at IS NOT NULL))
);
CREATE INDEX treasury_withdrawals_seller_idx ON treasury_withdrawals (seller_id, requested_at DESC);
CREATE INDEX treasury_withdrawals_settle_idx ON treasury_withdrawals (settle_at) WHERE status = 'PROCESSING';

INSERT INTO jobs (kind, due_at) VALUES ('treasury-settlement', '-infinity'), ('treasury-yield', '-infinity');

-- 'Sacar' is its own kind of entry: a TRANSFER is a repasse of the acquiring account (the 'Repasses' report
-- lists those), and this money leaves the checking account instead.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN ('SALE_CREDIT', 'FEE', 'REFUND',
  'CHARGEBACK', 'ANTICIPATION', 'ANTICIPATION_SETTLEMENT', 'TRANSFER', 'TRANSFER_EXECUTION', 'PIX', 'BILL_PAYMENT',
  'CARD_INVOICE', 'INVESTMENT', 'WITHDRAWAL'));
