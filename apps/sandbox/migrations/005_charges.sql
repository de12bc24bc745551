-- Charges and what hangs from them: card attempts, refunds, split lines, invoices (NF), the charge's
-- statement lines (money moves only as these rows) and its activity history. Money in integer cents.
--
-- LATE is never stored: a SCHEDULED charge whose due date is before the sandbox's business day is LATE
-- when it is read, so moving the sandbox clock makes charges late (or not) at once, without a sweep.
-- The name, title and e-mail keys are lower-case and without accents: the search matches their start.

CREATE TABLE charges (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  customer_id uuid,
  customer_name text NOT NULL,
  customer_name_key text NOT NULL,
  customer_document text NOT NULL,
  customer_email text NOT NULL,
  customer_phone text,
  country_code text NOT NULL DEFAULT '55',
  title text NOT NULL,
  title_key text NOT NULL,
  payment_method text NOT NULL CHECK (payment_method IN ('CREDIT_CARD', 'BOLETO', 'PIX')),
  status text NOT NULL CHECK (
    status IN ('SCHEDULED', 'PAID', 'PAID_MANUALLY', 'REFUND', 'CANCELED', 'FAILED', 'DISPUTE',
               'CHARGEBACK', 'ABANDONNED', 'PRE_AUTHORIZED')
  ),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  interest_cents bigint NOT NULL DEFAULT 0 CHECK (interest_cents >= 0),
  installments integer NOT NULL DEFAULT 1 CHECK (installments BETWEEN 1 AND 21),
  expiration_date date NOT NULL,
  paid_date date,
  paid_at timestamptz,
  origin text NOT NULL CHECK (origin IN ('PAYMENT_LINK', 'SUBSCRIPTION', 'FAST_LINK', 'POS')),
  payment_link_id text,
  subscription_id uuid,
  boleto_barcode text,
  boleto_line text,
  pix_br_code text,
  card_brand text,
  card_last4 text,
  card_holder_name text,
  physical_sale boolean NOT NULL DEFAULT false,
  anticipated boolean NOT NULL DEFAULT false,
  chargeback_deadline date,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The list: every filter is one seller's rows, newest due date first, ten at a time.
CREATE INDEX charges_seller_expiration_idx ON charges (seller_id, expiration_date DESC, id DESC);
CREATE INDEX charges_seller_status_idx ON charges (seller_id, status, expiration_date DESC) INCLUDE (amount_cents);
CREATE INDEX charges_seller_method_idx ON charges (seller_id, payment_method, expiration_date DESC);
CREATE INDEX charges_seller_paid_idx ON charges (seller_id, paid_date DESC) INCLUDE (amount_cents, status)
  WHERE paid_date IS NOT NULL;
CREATE INDEX charges_seller_amount_idx ON charges (seller_id, amount_cents);
CREATE INDEX charges_seller_name_idx ON charges (seller_id, customer_name_key text_pattern_ops);
CREATE INDEX charges_seller_document_idx ON charges (seller_id, customer_document text_pattern_ops);
CREATE INDEX charges_seller_email_idx ON charges (seller_id, customer_email text_pattern_ops);
CREATE INDEX charges_seller_title_idx ON charges (seller_id, title_key text_pattern_ops);
CREATE INDEX charges_seller_link_idx ON charges (seller_id, payment_link_id) WHERE payment_link_id IS NOT NULL;

CREATE TABLE charge_attempts (
  id uuid PRIMARY KEY,
  charge_id uuid NOT NULL REFERENCES charges (id),
  status text NOT NULL CHECK (status IN ('PAID', 'FAILED', 'PROCESSING')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  expiration_date date NOT NULL,
  card_last4 text,
  error_at timestamptz,
  -- As the acquirer answered it: a JSON text whose first error carries codeReason and message.
  error_response text,
  created_at timestamptz NOT NULL
);
CREATE INDEX charge_attempts_charge_idx ON charge_attempts (charge_id, created_at);

CREATE TABLE charge_refunds (
  id uuid PRIMARY KEY,
  charge_id uuid NOT NULL REFERENCES charges (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL CHECK (status IN ('PROCESSING', 'REFUNDED', 'FAILED')),
  channel text NOT NULL CHECK (channel IN ('ONLINE', 'POS', 'CHARGEBACK_REQUEST')),
  as_fraud boolean NOT NULL DEFAULT false,
  requested_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX charge_refunds_charge_idx ON charge_refunds (charge_id, created_at);

CREATE TABLE charge_splits (
  id uuid PRIMARY KEY,
  charge_id uuid NOT NULL REFERENCES charges (id),
  sub_seller_name text NOT NULL,
  provider_type text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  execution_date date NOT NULL
);
CREATE INDEX charge_splits_charge_idx ON charge_splits (charge_id);

CREATE TABLE charge_invoices (
  id uuid PRIMARY KEY,
  charge_id uuid NOT NULL REFERENCES charges (id),
  invoice_number integer NOT NULL,
  status text NOT NULL CHECK (status IN ('AUTHORIZED', 'SEND_INVOICE_SYSTEM', 'CANCELED', 'REJECTED')),
  created_at timestamptz NOT NULL
);
CREATE INDEX charge_invoices_charge_idx ON charge_invoices (charge_id, created_at);

-- Credits to the seller and their reversals; a refund or a chargeback is a negative line.
CREATE TABLE charge_statement_lines (
  id uuid PRIMARY KEY,
  charge_id uuid NOT NULL REFERENCES charges (id),
  seller_id integer NOT NULL REFERENCES sellers (id),
  statement_type text NOT NULL CHECK (statement_type IN ('CREDIT', 'CREDIT_ANTICIPATED', 'CREDIT_REVERSAL')),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  execution_date date NOT NULL,
  description text NOT NULL,
  credit_operation text NOT NULL
);
CREATE INDEX charge_statement_lines_charge_idx ON charge_statement_lines (charge_id, execution_date);
CREATE INDEX charge_statement_lines_seller_idx ON charge_statement_lines (seller_id, execution_date);

CREATE TABLE charge_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  charge_id uuid NOT NULL REFERENCES charges (id),
  description text NOT NULL,
  user_email text,
  created_at timestamptz NOT NULL
);
CREATE INDEX charge_events_charge_idx ON charge_events (charge_id, id);

-- How many charges each seller has per status, method and due day, kept by statement triggers (one
-- grouped upsert per statement, so a batch insert pays once). A list filtered only by status, method,
-- due date or none counts here: a few thousand rows instead of up to a million charges.
CREATE TABLE charge_day_counts (
  seller_id integer NOT NULL,
  status text NOT NULL,
  payment_method text NOT NULL,
  expiration_date date NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (seller_id, status, payment_method, expiration_date)
);

CREATE FUNCTION charge_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO charge_day_counts AS t
    SELECT seller_id, status, payment_method, expiration_date, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (seller_id, status, payment_method, expiration_date) DO UPDATE SET n = t.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO charge_day_counts AS t
    SELECT seller_id, status, payment_method, expiration_date, count(*) FROM new_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (seller_id, status, payment_method, expiration_date) DO UPDATE SET n = t.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER charges_counts_insert AFTER INSERT ON charges REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION charge_day_counts_apply();
CREATE TRIGGER charges_counts_update AFTER UPDATE ON charges REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION charge_day_counts_apply();
CREATE TRIGGER charges_counts_delete AFTER DELETE ON charges REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION charge_day_counts_apply();
