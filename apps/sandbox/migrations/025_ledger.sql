-- The ledger (razão) every banking area writes to: per seller, accounts by kind; every money movement an
-- entry of two or more postings in integer cents that add up to zero. Rules in
-- packages/domain/src/ledger and apps/sandbox/src/areas/ledger; decisions under 'Razão (ledger)'.

-- The seller's own accounts (ACQUIRING, CHECKING, INVESTMENT, CARD_CREDIT) and, in the same book, the
-- provider-side counter-accounts its movements balance against. One book per seller: no row is shared
-- by two sellers, so one seller's movements never wait on another's.
CREATE TABLE ledger_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  kind text NOT NULL CHECK (kind IN ('ACQUIRING', 'CHECKING', 'INVESTMENT', 'CARD_CREDIT', 'PROVIDER_CLEARING',
    'FEES_REVENUE', 'ANTICIPATION_FUNDING', 'TRANSFERS_IN_TRANSIT', 'EXTERNAL')),
  created_at timestamptz NOT NULL,
  UNIQUE (seller_id, kind)
);

CREATE TABLE ledger_entries (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  kind text NOT NULL CHECK (kind IN ('SALE_CREDIT', 'FEE', 'REFUND', 'CHARGEBACK', 'ANTICIPATION',
    'ANTICIPATION_SETTLEMENT', 'TRANSFER', 'TRANSFER_EXECUTION', 'PIX', 'BILL_PAYMENT', 'CARD_INVOICE', 'INVESTMENT')),
  -- Settlement or execution day in São Paulo: what decides available (on or before today) or to release.
  effective_date date NOT NULL,
  -- The sandbox clock's instant of posting.
  created_at timestamptz NOT NULL,
  reference_type text NOT NULL CHECK (reference_type IN ('CHARGE', 'TRANSFER', 'ANTICIPATION', 'PIX',
    'BILL_PAYMENT', 'CARD_INVOICE', 'INVESTMENT')),
  reference_id text NOT NULL CHECK (char_length(reference_id) BETWEEN 1 AND 100),
  idempotency_key text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 200),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 200),
  -- The statement's creditOperation (PIX, BOLETO, CARTAO_CREDITO, ESTORNO, …).
  operation text NOT NULL CHECK (char_length(operation) BETWEEN 1 AND 40),
  UNIQUE (seller_id, idempotency_key)
);
CREATE INDEX ledger_entries_reference_idx ON ledger_entries (reference_type, reference_id);

-- effective_date is the entry's, copied (postings never change) so that an account's statement and its
-- filtered tabs read straight off an index of postings; statement_type is the line as that account's
-- statement shows it (one entry is a debit on one side and a credit on the other).
CREATE TABLE ledger_postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id uuid NOT NULL REFERENCES ledger_entries (id),
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0 AND abs(amount_cents) <= 1000000000000),
  -- The fee taken from the same account in the same entry: the statement's 'Taxas' beside its 'Valor'.
  is_fee boolean NOT NULL DEFAULT false,
  effective_date date NOT NULL,
  statement_type text NOT NULL CHECK (statement_type IN ('CREDIT', 'DEBIT', 'CREDIT_ANTICIPATED',
    'DEBIT_ANTICIPATED', 'CREDIT_REVERSAL', 'DEBIT_TRANSFER', 'CREDIT_TRANSFER')),
  UNIQUE (entry_id, account_id, is_fee)
);
CREATE INDEX ledger_postings_statement_idx ON ledger_postings (account_id, effective_date, id) WHERE NOT is_fee;
CREATE INDEX ledger_postings_type_idx ON ledger_postings (account_id, statement_type, effective_date, id)
  WHERE NOT is_fee;

-- Each account's postings summed per effective day, kept by the trigger below in the statement that
-- inserts the postings. Postings are append-only, so these sums are a function of them (an index of sorts,
-- never written by code): a balance reads a year as ~700 rows instead of ~400,000 postings.
CREATE TABLE ledger_account_days (
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  effective_date date NOT NULL,
  amount_cents bigint NOT NULL,
  -- Statement lines (postings other than fees) of the day: the unfiltered statement's total count.
  lines integer NOT NULL,
  PRIMARY KEY (account_id, effective_date)
);

-- One statement inserts all the postings of an entry: after it, every entry it touched must add up to
-- zero over two or more postings, or the statement (and the transaction) fails. The daily sums are
-- upserted in key order so that two transactions never lock the same day rows in opposite orders.
CREATE FUNCTION ledger_postings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad uuid;
BEGIN
  SELECT p.entry_id INTO bad
    FROM ledger_postings p
   WHERE p.entry_id IN (SELECT DISTINCT entry_id FROM new_rows)
   GROUP BY p.entry_id
  HAVING sum(p.amount_cents) <> 0 OR count(*) < 2
   LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'lançamento % não fecha em zero', bad USING ERRCODE = 'check_violation';
  END IF;
  INSERT INTO ledger_account_days AS d (account_id, effective_date, amount_cents, lines)
  SELECT account_id, effective_date, sum(amount_cents), count(*) FILTER (WHERE NOT is_fee)
    FROM new_rows GROUP BY account_id, effective_date ORDER BY account_id, effective_date
  ON CONFLICT (account_id, effective_date)
  DO UPDATE SET amount_cents = d.amount_cents + EXCLUDED.amount_cents, lines = d.lines + EXCLUDED.lines;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_postings_insert AFTER INSERT ON ledger_postings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_postings_inserted();

-- Money that moved is never edited or deleted: a mistake is corrected by a new, reversing entry.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'o razão só aceita novos lançamentos (% em %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
