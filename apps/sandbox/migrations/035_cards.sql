-- Corporate credit cards and their invoices (issue 16; rules in src/areas/cards). The sandbox is the
-- issuer: it issues cards ('card-issuance'), authorises purchases against the card's limit and the
-- seller's global limit, and closes and overdues the invoices by the sandbox clock ('card-invoice-cycle').
-- Money moves only as ledger entries (025): an approved purchase takes it from CARD_CREDIT, paying an
-- invoice puts it back from CHECKING (or from outside, by Pix). These rows are state, never balances.

-- The seller's credit line and its invoice settings. due_day is null until someone chooses (12 applies).
CREATE TABLE card_programs (
  seller_id integer PRIMARY KEY REFERENCES sellers (id),
  global_limit_cents bigint NOT NULL CHECK (global_limit_cents >= 0 AND global_limit_cents <= 9999999999),
  due_day integer CHECK (due_day IN (12, 18, 22)),
  -- How many days before the due date an invoice closes: the issuer's, 7 unless it decided otherwise.
  closing_days integer NOT NULL DEFAULT 7 CHECK (closing_days BETWEEN 1 AND 40),
  due_day_set_at timestamptz,
  due_day_set_by integer REFERENCES users (id)
);

CREATE TABLE cards (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  card_name text NOT NULL CHECK (char_length(card_name) BETWEEN 1 AND 20),
  type text NOT NULL CHECK (type IN ('FREE_BALANCE', 'LIMIT_BALANCE')),
  limit_cents bigint CHECK (limit_cents > 0 AND limit_cents <= 9999999999),
  status text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'BLOCKED', 'CANCELLED')),
  -- Number, CVV and expiry: AES-256-GCM with the card id as associated data (src/areas/cards/card-data.ts),
  -- null until issued. Only the last four digits are kept in clear, to show and search.
  sensitive_data text,
  final_digits text CHECK (final_digits ~ '^[0-9]{4}$'),
  -- When the issuer issues a PENDING card; null keeps it pending (under the issuer's analysis).
  issue_at timestamptz,
  created_at timestamptz NOT NULL,
  created_by integer REFERENCES users (id),
  cancelled_at timestamptz,
  CHECK ((type = 'LIMIT_BALANCE') = (limit_cents IS NOT NULL)),
  CHECK ((status = 'PENDING') = (sensitive_data IS NULL))
);
CREATE INDEX cards_seller_idx ON cards (seller_id, created_at DESC);
CREATE INDEX cards_issue_idx ON cards (issue_at) WHERE status = 'PENDING' AND issue_at IS NOT NULL;

-- One invoice per card and month ('yyyy-MM' of its due date); the month's invoice is their union.
CREATE TABLE card_invoices (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  card_id uuid NOT NULL REFERENCES cards (id),
  year_month text NOT NULL CHECK (year_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  status text NOT NULL CHECK (status IN ('OPEN', 'CLOSED', 'OVERDUE', 'PAID')),
  total_cents bigint NOT NULL DEFAULT 0 CHECK (total_cents >= 0),
  end_date date NOT NULL,
  due_date date NOT NULL,
  paid_at timestamptz,
  payment_id uuid,
  UNIQUE (card_id, year_month)
);
CREATE INDEX card_invoices_seller_idx ON card_invoices (seller_id, year_month DESC);
CREATE INDEX card_invoices_open_idx ON card_invoices (end_date) WHERE status = 'OPEN';
CREATE INDEX card_invoices_closed_idx ON card_invoices (due_date) WHERE status = 'CLOSED';

CREATE TABLE card_transactions (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  card_id uuid NOT NULL REFERENCES cards (id),
  invoice_id uuid REFERENCES card_invoices (id),
  transaction_at timestamptz NOT NULL,
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 100),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 9999999999),
  status text NOT NULL CHECK (status IN ('APPROVED', 'DECLINED')),
  decline_reason text CHECK (decline_reason IN ('INSUFFICIENT_LIMIT', 'CARD_BLOCKED', 'CARD_CANCELLED', 'CARD_PENDING')),
  CHECK ((status = 'APPROVED') = (invoice_id IS NOT NULL AND decline_reason IS NULL))
);
CREATE INDEX card_transactions_card_idx ON card_transactions (card_id, transaction_at DESC);
CREATE INDEX card_transactions_invoice_idx ON card_transactions (invoice_id);

-- A payment of one or more card invoices: from the checking account at once, or by a Pix BR Code valid
-- 24 hours that the sandbox pays (POST /_sandbox/pix/pay). EXPIRED is read from expires_at, not stored.
CREATE TABLE card_invoice_payments (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  method text NOT NULL CHECK (method IN ('CHECKING_ACCOUNT', 'PIX')),
  status text NOT NULL CHECK (status IN ('PENDING', 'PAID')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 999999999999),
  invoice_ids uuid[] NOT NULL,
  emv text,
  created_at timestamptz NOT NULL,
  created_by integer REFERENCES users (id),
  expires_at timestamptz,
  paid_at timestamptz
);
CREATE INDEX card_invoice_payments_seller_idx ON card_invoice_payments (seller_id, created_at DESC);
CREATE UNIQUE INDEX card_invoice_payments_emv_idx ON card_invoice_payments (emv) WHERE emv IS NOT NULL;

INSERT INTO jobs (kind, due_at) VALUES ('card-issuance', '-infinity'), ('card-invoice-cycle', '-infinity');
