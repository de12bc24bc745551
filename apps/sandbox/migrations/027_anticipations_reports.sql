-- On-demand anticipation and reports (issue 14; rules in src/areas/anticipations and src/areas/reports).
-- The money of an anticipation moves only as ledger entries (025), posted in the transaction that inserts
-- its row; these rows are the request's state and what it advanced, never a balance.

-- The seller's monthly anticipation rate in hundredths of a percent (199 = 1,99% a month, the default:
-- docs/decisions/2026-11-25-antecipacao-e-relatorios.md).
ALTER TABLE sellers ADD COLUMN anticipation_monthly_rate_bps integer NOT NULL DEFAULT 199
  CHECK (anticipation_monthly_rate_bps BETWEEN 0 AND 500);

CREATE TABLE anticipations (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  requested_by integer REFERENCES users (id),
  requested_at timestamptz NOT NULL,
  -- The banking day the advance becomes available, when the 'anticipation-execution' job executes it.
  anticipation_date date NOT NULL,
  gross_cents bigint NOT NULL CHECK (gross_cents > 0 AND gross_cents <= 1000000000000),
  fee_cents bigint NOT NULL CHECK (fee_cents >= 0 AND fee_cents <= gross_cents),
  monthly_rate_bps integer NOT NULL CHECK (monthly_rate_bps BETWEEN 0 AND 500),
  status text NOT NULL CHECK (status IN ('REQUESTED', 'EXECUTED')),
  executed_at timestamptz
);
CREATE INDEX anticipations_seller_idx ON anticipations (seller_id, requested_at DESC);
CREATE INDEX anticipations_due_idx ON anticipations (anticipation_date) WHERE status = 'REQUESTED';

-- What an anticipation may advance is each future day's acquiring sum less the advances already credited
-- on it (a pending anticipation's own credit is not a receivable): those few entries, read by day.
CREATE INDEX ledger_entries_anticipation_idx ON ledger_entries (seller_id, effective_date) WHERE kind = 'ANTICIPATION';

-- Each receivable day (or the slice of it) an anticipation advanced, with its own fee and days.
CREATE TABLE anticipation_receivables (
  anticipation_id uuid NOT NULL REFERENCES anticipations (id),
  receivable_date date NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  fee_cents bigint NOT NULL CHECK (fee_cents >= 0),
  days integer NOT NULL CHECK (days >= 0),
  PRIMARY KEY (anticipation_id, receivable_date)
);

-- A report asked at /reports: built and sent to the recipient's outbox by the 'report-generation' job.
CREATE TABLE report_requests (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  requested_by integer REFERENCES users (id),
  report_type text NOT NULL CHECK (char_length(report_type) BETWEEN 1 AND 40),
  account_type text CHECK (account_type IN ('CHECKING_ACCOUNT', 'INVESTMENT_ACCOUNT')),
  start_date date NOT NULL,
  end_date date NOT NULL CHECK (end_date >= start_date),
  recipient_email text NOT NULL CHECK (char_length(recipient_email) BETWEEN 3 AND 254),
  requested_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'SENT')),
  sent_at timestamptz,
  email_id integer REFERENCES outbox_emails (id),
  row_count integer
);
CREATE INDEX report_requests_seller_idx ON report_requests (seller_id, requested_at DESC);
CREATE INDEX report_requests_pending_idx ON report_requests (requested_at) WHERE status = 'PENDING';

INSERT INTO jobs (kind, due_at) VALUES ('anticipation-execution', '-infinity'), ('report-generation', '-infinity');
