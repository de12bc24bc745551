-- Pix transfer limits of the checking account (/pix-config, issue 15; rules in src/areas/pix-limits and
-- packages/domain/src/pix-limits.ts). Every ACTIVE bank account (029) has exactly two rows: the day limit
-- (06:00–19:59:59) and the night limit (20:00–05:59:59, São Paulo), each the most its window's outgoing
-- Pix may add up to. An increase waits 24 hours in scheduled_* (the 'pix-limit-increase' job applies it);
-- a decrease is written to amount_cents at once. What was spent is never stored here: it is summed from
-- the ledger's PIX entries (025) of the window, by the index below.
CREATE TABLE pix_limits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id integer NOT NULL REFERENCES sellers (id),
  -- The checking account's id (bank_accounts.debit_account_id), the accountId the calls name.
  account_id uuid NOT NULL,
  period text NOT NULL CHECK (period IN ('DAY', 'NIGHT')),
  -- The limit in force, in cents: R$ 0,00 (no Pix in that window) up to R$ 1.000.000,00.
  amount_cents bigint NOT NULL CHECK (amount_cents BETWEEN 0 AND 100000000),
  -- An increase in process ('mudança em processamento') and the moment it takes effect.
  scheduled_amount_cents bigint CHECK (scheduled_amount_cents BETWEEN 0 AND 100000000),
  scheduled_for timestamptz,
  requested_at timestamptz,
  requested_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL,
  UNIQUE (seller_id, period),
  CHECK ((scheduled_amount_cents IS NULL) = (scheduled_for IS NULL)),
  CHECK ((scheduled_for IS NULL) = (requested_at IS NULL))
);
CREATE INDEX pix_limits_scheduled_idx ON pix_limits (scheduled_for) WHERE scheduled_for IS NOT NULL;

-- The defaults of a new account (PIX_LIMIT_DEFAULT_CENTS in the domain, checked by a test): R$ 10.000,00
-- by day and the Banco Central's R$ 1.000,00 by night. A trigger gives them to an account the moment it
-- becomes ACTIVE, whichever path opened it (the KYC job, the seed, a test), with nothing to forget there.
CREATE FUNCTION pix_limits_for_active_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pix_limits (seller_id, account_id, period, amount_cents, updated_at)
  VALUES (NEW.seller_id, NEW.debit_account_id, 'DAY', 1000000, NEW.updated_at),
         (NEW.seller_id, NEW.debit_account_id, 'NIGHT', 100000, NEW.updated_at)
  ON CONFLICT (seller_id, period) DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER bank_accounts_pix_limits AFTER INSERT OR UPDATE ON bank_accounts
  FOR EACH ROW WHEN (NEW.status = 'ACTIVE' AND NEW.debit_account_id IS NOT NULL)
  EXECUTE FUNCTION pix_limits_for_active_account();

INSERT INTO pix_limits (seller_id, account_id, period, amount_cents, updated_at)
SELECT seller_id, debit_account_id, period, CASE period WHEN 'DAY' THEN 1000000 ELSE 100000 END, updated_at
  FROM bank_accounts CROSS JOIN (VALUES ('DAY'), ('NIGHT')) AS p (period)
 WHERE status = 'ACTIVE' AND debit_account_id IS NOT NULL
ON CONFLICT (seller_id, period) DO NOTHING;

-- The outgoing Pix of a window are the seller's PIX entries posted (sandbox clock) inside it.
CREATE INDEX ledger_entries_pix_idx ON ledger_entries (seller_id, created_at) WHERE kind = 'PIX';

INSERT INTO jobs (kind, due_at) VALUES ('pix-limit-increase', '-infinity');
