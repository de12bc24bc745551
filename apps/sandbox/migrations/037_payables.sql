-- Accounts payable (/pagamentos, issue 17; rules in src/areas/payables). A payment is requested (REQUESTED),
-- approved (SCHEDULED, with the instant the scheduler executes it), then PAID or FAILED by the job
-- 'payable-execution'; or REJECTED at approval, EXPIRED when its date passed unapproved, CANCELLED while
-- scheduled. Recipient, bank and slip data are the sandbox's own lookups at request time, never the
-- client's. Money moves only as ledger entries (025) at execution; these rows are state.
CREATE TABLE payables (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  type text NOT NULL CHECK (type IN ('PIX', 'BANK_SLIP')),
  status text NOT NULL CHECK (status IN ('REQUESTED', 'SCHEDULED', 'PAID', 'FAILED', 'REJECTED', 'EXPIRED', 'CANCELLED')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 9999999999),
  payment_date date NOT NULL,
  -- While SCHEDULED: when the job executes it (06:00 in São Paulo on the payment date, or the approval).
  execute_at timestamptz,
  recipient_name text NOT NULL CHECK (char_length(recipient_name) BETWEEN 1 AND 200),
  recipient_document text CHECK (recipient_document ~ '^[0-9A-Z]{11,14}$'),
  -- Lower case without accents, name and document: what the beneficiary search matches.
  recipient_search text NOT NULL,
  bank_ispb text CHECK (bank_ispb ~ '^[0-9]{8}$'),
  bank_name text CHECK (char_length(bank_name) <= 200),
  pix_key text CHECK (char_length(pix_key) BETWEEN 1 AND 77),
  pix_key_type text CHECK (pix_key_type IN ('DOCUMENT', 'PHONE', 'EMAIL', 'ALLEATORY_KEY')),
  -- A key of a seller of this sandbox: the money stays in the house, on that seller's checking account.
  recipient_seller_id integer REFERENCES sellers (id),
  recipient_account_id uuid,
  bar_code text CHECK (bar_code ~ '^[0-9]{44}$'),
  digitable_line text CHECK (digitable_line ~ '^[0-9]{47,48}$'),
  bank_code text CHECK (bank_code ~ '^[0-9]{3}$'),
  due_date date,
  slip_kind text CHECK (slip_kind IN ('BANK', 'UTILITY')),
  description text CHECK (char_length(description) BETWEEN 1 AND 100),
  cost_center text CHECK (cost_center IN ('administrativo', 'financeiro', 'marketing', 'operacional', 'vendas')),
  created_at timestamptz NOT NULL,
  created_by integer REFERENCES users (id),
  approved_at timestamptz,
  approved_by integer REFERENCES users (id),
  rejected_at timestamptz,
  rejected_by integer REFERENCES users (id),
  cancelled_at timestamptz,
  cancelled_by integer REFERENCES users (id),
  executed_at timestamptz,
  -- The Pix end-to-end id or the boleto's authentication, once PAID.
  transaction_id text CHECK (char_length(transaction_id) BETWEEN 1 AND 40),
  failure_reason text CHECK (char_length(failure_reason) BETWEEN 1 AND 300),
  CHECK ((type = 'PIX') = (pix_key IS NOT NULL AND pix_key_type IS NOT NULL)),
  CHECK ((type = 'BANK_SLIP') = (bar_code IS NOT NULL AND digitable_line IS NOT NULL)),
  CHECK ((status = 'SCHEDULED') = (execute_at IS NOT NULL)),
  CHECK ((status = 'PAID') = (transaction_id IS NOT NULL)),
  CHECK (status <> 'FAILED' OR failure_reason IS NOT NULL)
);
CREATE INDEX payables_seller_idx ON payables (seller_id, payment_date DESC, id);
CREATE INDEX payables_execute_idx ON payables (execute_at) WHERE status = 'SCHEDULED';
CREATE INDEX payables_requested_idx ON payables (payment_date) WHERE status = 'REQUESTED';

-- Pix recipients saved with 'favorito' when a payment was requested; one per key and seller.
CREATE TABLE payable_favorites (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  pix_key text NOT NULL CHECK (char_length(pix_key) BETWEEN 1 AND 77),
  pix_key_type text NOT NULL CHECK (pix_key_type IN ('DOCUMENT', 'PHONE', 'EMAIL', 'ALLEATORY_KEY')),
  recipient_name text NOT NULL CHECK (char_length(recipient_name) BETWEEN 1 AND 200),
  nickname text CHECK (char_length(nickname) BETWEEN 1 AND 40),
  created_at timestamptz NOT NULL,
  UNIQUE (seller_id, pix_key)
);

INSERT INTO jobs (kind, due_at) VALUES ('payable-execution', '-infinity');
